package ${package}.rules;

import java.util.List;
import java.util.Optional;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.engine.state.PlayableState;

/**
 * The whole state of a game: which squares hold a cross or a nought. An immutable value; whose turn it is and the
 * ply follow from the marks, because cross moves first and the sides alternate.
 *
 * @param cells the nine squares in {@link Square} order, each {@code .}, {@code x} or {@code o}
 */
public record Board(String cells) implements PlayableState<Board, Square> {

    /** The rows, files and diagonals; before {@code EMPTY}, whose check reads them. */
    private static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8},
        {0, 4, 8}, {2, 4, 6}};

    /** The sides in turn order: cross moves first. */
    public static final List<Side> SIDES = List.of(Side.of("cross"), Side.of("nought"));
    /** Each side's mark, in the same order. */
    public static final String MARKS = "xo";
    /** The usual start: nothing marked. */
    public static final Board EMPTY = new Board(".........");

    /** Checks that the marks could stand after a game played by the rules, a position text's last line of defence. */
    public Board {
        if (!cells.matches("[.xo]{9}")) {
            throw new IllegalArgumentException("nine squares, each ., x or o: " + cells);
        }
        int lead = count(cells, 'x') - count(cells, 'o');
        if (lead < 0 || lead > 1) {
            throw new IllegalArgumentException("cross moves first, so it has as many marks as nought or one more");
        }
        int winner = winner(cells);
        if (winner >= 0 && lead != 1 - winner) {
            throw new IllegalArgumentException(SIDES.get(winner).title() + " has three in a row, so it moved last");
        }
    }

    /** The marks made so far. */
    @Override
    public int ply() {
        return 9 - count(cells, '.');
    }

    /** The side to move: 0 for cross, 1 for nought. */
    public int turn() {
        return count(cells, 'x') > count(cells, 'o') ? 1 : 0;
    }

    @Override
    public Side side() {
        return SIDES.get(turn());
    }

    /** The side a square's mark belongs to, or -1 for a free square. */
    public int owner(Square square) {
        return MARKS.indexOf(cells.charAt(square.index()));
    }

    /** How the rules ended the game, or empty while it goes on. */
    @Override
    public Optional<Result> result() {
        int winner = winner(cells);
        if (winner >= 0) {
            Side side = SIDES.get(winner);
            return Optional.of(Result.win(side, "three-in-a-row", side.title() + " wins: three in a row"));
        }
        return ply() == 9 ? Optional.of(Result.draw("full-board", "Draw: the board is full")) : Optional.empty();
    }

    /** The free squares in {@link Square} order; none once the game is over. */
    @Override
    public List<Square> moves() {
        return result().isPresent() ? List.of() : Square.ALL.stream().filter(square -> owner(square) < 0).toList();
    }

    /** The square a text names, if the side to move may mark it, or why not. Never throws. */
    @Override
    public Outcome<Square> read(String text) {
        return Square.parse(text).map(square -> check(square).<Outcome<Square>>map(Outcome::refused)
                .orElse(Outcome.accepted(square))).orElseGet(() -> MoveRefusal.NOT_A_MOVE.refuse(text.strip()));
    }

    /** Why the side to move may not mark the square, or empty when it may. */
    @Override
    public Optional<Refusal> check(Square square) {
        Optional<Result> result = result();
        if (result.isPresent()) {
            return Optional.of(MatchRefusal.GAME_OVER.with(result.get().sentence()));
        }
        return owner(square) < 0 ? Optional.empty() : Optional.of(MoveRefusal.SQUARE_TAKEN.with(square));
    }

    /** The board after the side to move marked a square check allows. */
    @Override
    public Board after(Square square) {
        StringBuilder next = new StringBuilder(cells);
        next.setCharAt(square.index(), MARKS.charAt(turn()));
        return new Board(next.toString());
    }

    /** Whether a mark of the side on the square would complete three in a row. */
    public boolean wins(Square square, int side) {
        StringBuilder next = new StringBuilder(cells);
        next.setCharAt(square.index(), MARKS.charAt(side));
        return lineOf(next, MARKS.charAt(side));
    }

    /** The side with three in a row, or -1. */
    private static int winner(String cells) {
        return lineOf(cells, 'x') ? 0 : lineOf(cells, 'o') ? 1 : -1;
    }

    private static boolean lineOf(CharSequence cells, char mark) {
        for (int[] line : LINES) {
            if (cells.charAt(line[0]) == mark && cells.charAt(line[1]) == mark && cells.charAt(line[2]) == mark) {
                return true;
            }
        }
        return false;
    }

    private static int count(String cells, char mark) {
        return (int) cells.chars().filter(c -> c == mark).count();
    }
}

package org.tabula.morris;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.tabula.api.BoardView;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.GameState;
import org.tabula.morris.text.GameText;
import org.tabula.morris.text.MorrisView;
import org.tabula.morris.text.MoveInput;

/**
 * One game of Nine Men's Morris in progress: whose turn it is, what may be played, and when and how it ended.
 *
 * <p>It reads and writes nothing, keeps no clock and never guesses, so the same moves always make the same game.
 * A move the rules do not allow comes back as a refusal ({@link MorrisRefusal}) and leaves the game exactly as
 * it was; an exception means a mistake in the calling code (a {@code null}, a side morris does not have, a
 * position that could not be one, a written game that does not play). Where a method takes a side and is given
 * none, it means the side to move.
 *
 * <p>After each move the endings are tested in this order: the side to move has fewer than three men; it has no
 * move; the same position stands for the third time (a draw); the no-mill limit is reached (a draw). A start
 * position is tested the same way, either side's men counted, so a game can begin already over.
 *
 * <p>The draw counts: {@link #noMill()} is 0 after a placement or a capture and otherwise counts each move; the
 * repetition table counts the positions (men on points and side to move) since the last placement or capture,
 * the position right after it (or the start) counting once. A placement or capture cannot be undone by later
 * moves, so no earlier position can come round again. A draw offer stands until the other side accepts or
 * declines it or plays a move; the offering side's own move leaves it standing, a move taken back puts it back as
 * it stood before that move, and the game ending withdraws it (the record still names an offer that stood when
 * a player resigned, timed out or agreed the draw).
 */
public final class MorrisGame extends PositionFacts {

    /** The default no-mill limit: 120 moves in a row, both sides counted, with no mill closed draw the game. */
    public static final int NO_MILL_PLIES = 120;

    MorrisGame(Position start, boolean flying, int noMillLimit) {
        super(new GameState(start, flying, noMillLimit));
    }

    MorrisGame(GameState state) {
        super(state);
    }

    /** A new game from the empty board, white to move, with flying. */
    public static MorrisGame newGame() {
        return newGame(true);
    }

    /** A new game from the empty board, white to move, with or without flying. */
    public static MorrisGame newGame(boolean flying) {
        return new MorrisGame(Position.START, flying, NO_MILL_PLIES);
    }

    /**
     * A new game beginning from a position value, with no earlier moves to take back or positions to repeat.
     *
     * @throws IllegalArgumentException when a count of plies is over {@link Position#MAX_COUNT}, which the next
     *     moves could carry past the largest {@code int}
     */
    public static MorrisGame fromPosition(Position position, boolean flying) {
        return new MorrisGame(position, flying, NO_MILL_PLIES);
    }

    /**
     * A new game with flying from a position text, such as {@code WWW.BB..B..W....B..W.B.. w 4 4 0 10}.
     *
     * @throws org.tabula.api.TextFormatException when the text is not a position, naming where
     */
    public static MorrisGame fromPosition(String text) {
        return fromPosition(text, true);
    }

    /**
     * A new game from a position text, with or without flying.
     *
     * @throws org.tabula.api.TextFormatException when the text is not a position, naming where
     */
    public static MorrisGame fromPosition(String text, boolean flying) {
        return fromPosition(MorrisNotation.parsePosition(Objects.requireNonNull(text, "text")), flying);
    }

    /**
     * A game played through from its record text, its draw offer and ending put back; with flying unless the
     * text says {@code flying no}.
     *
     * @throws org.tabula.api.TextFormatException when a line cannot be read, a move is refused (naming it), or a
     *     line names an ending the moves already reached
     */
    public static MorrisGame fromText(String text) {
        return fromText(text, true);
    }

    /**
     * A game played through from its record text; a flying line in the text overrules {@code flying}.
     *
     * @throws org.tabula.api.TextFormatException as {@link #fromText(String)}
     */
    public static MorrisGame fromText(String text, boolean flying) {
        return new MorrisGame(GameText.read(text, flying, NO_MILL_PLIES));
    }

    @Override
    public String gameId() {
        return MorrisProvider.ID;
    }

    @Override
    public GameOptions options() {
        return MorrisProvider.options(state.flying, state.noMillLimit);
    }

    @Override
    public List<Side> sides() {
        return List.of(Colour.WHITE.side(), Colour.BLACK.side());
    }

    /** Whether a side down to three men flies in this game. */
    public boolean flying() {
        return state.flying;
    }

    /** The moves in a row without a mill that draw this game; 0 when none do. */
    public int noMillLimit() {
        return state.noMillLimit;
    }

    /** The position the game began from. */
    public Position startPosition() {
        return state.start;
    }

    @Override
    public Side turn() {
        return toMove().side();
    }

    @Override
    public int ply() {
        return state.core().ply();
    }

    @Override
    public List<MorrisMove> history() {
        return state.history();
    }

    /**
     * Every move the side to move may play, in a fixed order: placements by point; steps by the point left and
     * then the point reached; a move that closes a mill once for each man it could take, by that man's point.
     * Empty once the game is over.
     */
    @Override
    public List<MorrisMove> legalMoves() {
        return state.legalMoves();
    }

    /**
     * The legal moves of the man on a point; while the side to move is placing, the placements onto that point.
     *
     * @throws IllegalArgumentException when the number is not a point
     */
    public List<MorrisMove> legalMovesFor(int point) {
        Points.name(point);
        boolean placing = inHand(toMove()) > 0;
        return legalMoves().stream().filter(m -> (placing ? m.to() : m.from()) == point).toList();
    }

    /** The legal moves of the man on a named point, such as {@code d2}. @throws IllegalArgumentException for none */
    public List<MorrisMove> legalMovesFor(String point) {
        return legalMovesFor(Points.parse(point)
                .orElseThrow(() -> new IllegalArgumentException("no such point: '" + point + "'")));
    }

    /**
     * Plays a move written as text: {@code d2}, {@code d2-d3}, {@code d2xa1} or {@code d2-d3xa1}, in any case,
     * spaces around the {@code -} and {@code x} forgiven. Takes any string without throwing.
     */
    @Override
    public Outcome<Move> play(String moveText) {
        Objects.requireNonNull(moveText, "moveText");
        return ending().isPresent() ? state.standing().gameOver() : play(MoveInput.text(moveText));
    }

    /** Plays a move value; a move of another game is read by its text. */
    @Override
    public Outcome<Move> play(Move move) {
        Objects.requireNonNull(move, "move");
        return move instanceof MorrisMove morrisMove ? play(morrisMove) : play(move.text());
    }

    /** Plays a morris move for the side to move. */
    public Outcome<Move> play(MorrisMove move) {
        return state.play(Objects.requireNonNull(move, "move"));
    }

    /**
     * Plays a move given by point numbers, {@link MorrisMove#NONE} for a {@code from} or {@code remove} it has
     * not. A number that is not a point is refused as not a move.
     */
    public Outcome<Move> play(int from, int to, int remove) {
        return ending().isPresent() ? state.standing().gameOver() : play(MoveInput.numbers(from, to, remove));
    }

    /**
     * Plays a move given by points named ({@code d2}) or numbered ({@code 19}), {@code null} for a {@code from}
     * or {@code remove} it has not.
     */
    public Outcome<Move> play(String from, String to, String remove) {
        Objects.requireNonNull(to, "to");
        return ending().isPresent() ? state.standing().gameOver() : play(MoveInput.names(from, to, remove));
    }

    private Outcome<Move> play(Outcome<MorrisMove> read) {
        return read.isAccepted() ? state.play(read.value()) : Outcome.refused(read.refusal());
    }

    /** Takes back the last move, lifting any result the game had reached; refused when no move has been played. */
    @Override
    public Outcome<Move> undo() {
        return state.undo();
    }

    @Override
    public String position() {
        return MorrisNotation.formatPosition(toPosition());
    }

    @Override
    public String record() {
        return GameText.write(state);
    }

    @Override
    public MorrisGame copy() {
        return new MorrisGame(state.copy());
    }

    @Override
    public BoardView view() {
        return MorrisView.of(board(), state.lastMove().orElse(null));
    }

    /** The phase, the men in hand and on the board of each side, and the no-mill count, in that order. */
    @Override
    public Map<String, String> facts() {
        return state.facts(phase());
    }

    /**
     * The number of move sequences of {@code depth} moves from here, counted by {@link MorrisPerft#perft}: a move
     * closing a mill counts once for each man it could take, and a finished game (by any ending, the draws
     * included) has no moves. The same numbers as the contract's default walk, many times faster.
     *
     * @throws IllegalArgumentException when depth is negative
     */
    @Override
    public long perft(int depth) {
        return MorrisPerft.perft(this, depth);
    }

    /** An independent copy of the fast core, standing where the game stands, for perft and the bots. */
    Core core() {
        return state.core().copy();
    }

    @Override
    public String toString() {
        return position();
    }
}

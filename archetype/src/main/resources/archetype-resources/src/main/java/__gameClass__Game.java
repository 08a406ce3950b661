package ${package};

import ${package}.board.Grid;
import ${package}.rules.Board;
import ${package}.rules.Square;
import ${package}.text.BoardText;
import ${package}.text.PositionText;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.board.BoardLayout;
import org.tabula.engine.state.GameOver;
import org.tabula.engine.state.MovePlay;

/**
 * One game in progress: the board it began on and the moves since, from which the board now follows (nine moves
 * at most, so it is worked out when asked rather than kept). It is the rules only; offers, resignations and the
 * record's marks belong to the {@link org.tabula.api.Match} a host wraps it in.
 */
public final class ${gameClass}Game implements Game {

    private final GameOptions options;
    private final Board start;
    private final List<Square> moves;

    ${gameClass}Game(GameOptions options, Board start, List<Square> moves) {
        this.options = Objects.requireNonNull(options, "options");
        this.start = Objects.requireNonNull(start, "start");
        this.moves = new ArrayList<>(moves);
    }

    Board start() {
        return start;
    }

    List<Square> moves() {
        return List.copyOf(moves);
    }

    Board board() {
        Board board = start;
        for (Square move : moves) {
            board = board.with(move);
        }
        return board;
    }

    private Optional<Square> last() {
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(moves.size() - 1));
    }

    @Override
    public String gameId() {
        return ${gameClass}Provider.ID;
    }

    @Override
    public GameOptions options() {
        return options;
    }

    @Override
    public List<Side> sides() {
        return Board.SIDES;
    }

    @Override
    public Side turn() {
        return Board.SIDES.get(board().turn());
    }

    @Override
    public Status status() {
        return GameOver.status(result());
    }

    @Override
    public Optional<Result> result() {
        return board().result();
    }

    @Override
    public int ply() {
        return board().ply();
    }

    @Override
    public List<? extends Move> legalMoves() {
        return board().moves();
    }

    @Override
    public Outcome<Move> play(String moveText) {
        return played(board().read(Objects.requireNonNull(moveText, "moveText")));
    }

    @Override
    public Outcome<Move> play(Move move) {
        return MovePlay.dispatch(move, Square.class, square -> played(board().check(square)), this::play);
    }

    /** Plays a move the rules allowed, or passes their refusal on with the game unchanged. */
    private Outcome<Move> played(Outcome<Square> allowed) {
        if (allowed.isAccepted()) {
            moves.add(allowed.value());
        }
        return allowed.map(Move.class::cast);
    }

    @Override
    public Outcome<Move> undo() {
        return moves.isEmpty() ? MatchRefusal.NOTHING_TO_UNDO.refuse()
                : Outcome.accepted(moves.remove(moves.size() - 1));
    }

    @Override
    public List<? extends Move> history() {
        return moves();
    }

    @Override
    public String position() {
        return PositionText.write(board());
    }

    @Override
    public ${gameClass}Game copy() {
        return new ${gameClass}Game(options, start, moves);
    }

    @Override
    public BoardView view() {
        return BoardText.of(board(), last());
    }

    @Override
    public Optional<BoardLayout> layout() {
        return Optional.of(Grid.of(board(), last()));
    }

    /** A move's one place is its square; a move of another making is read by its text, as play reads it. */
    @Override
    public List<String> placesOf(Move move) {
        Board board = board();
        return List.of(Square.parse(move.text()).filter(board.moves()::contains)
                .orElseThrow(() -> new IllegalArgumentException(move.text() + " is not a legal move here")).text());
    }
}

package ${package};

import ${package}.board.Grid;
import ${package}.rules.Board;
import ${package}.rules.Square;
import ${package}.text.BoardText;
import ${package}.text.PositionText;
import java.util.List;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.GameOptions;
import org.tabula.api.board.BoardLayout;
import org.tabula.engine.state.StateGame;

/**
 * One game in progress: its rules are {@link Board}'s, and engine-support's {@link StateGame} keeps the rest (the
 * start, the moves since, play, undo, copy, turn and status). Offers, resignations and the record's marks belong to
 * the {@link org.tabula.api.Match} a host wraps it in.
 */
public final class ${gameClass}Game extends StateGame<Board, Square> {

    ${gameClass}Game(GameOptions options, Board start) {
        super(${gameClass}Provider.PROVIDER, options, Square.class, start);
    }

    @Override
    protected ${gameClass}Game begun(Board start) {
        return new ${gameClass}Game(options(), start);
    }

    /** A move's one place is its square. */
    @Override
    protected List<String> places(Board board, Square move) {
        return List.of(move.text());
    }

    @Override
    public String position() {
        return PositionText.write(now());
    }

    @Override
    public BoardView view() {
        return BoardText.of(now(), lastMove());
    }

    @Override
    public Optional<BoardLayout> layout() {
        return Optional.of(Grid.of(now(), lastMove()));
    }
}

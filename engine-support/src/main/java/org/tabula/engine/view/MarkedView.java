package org.tabula.engine.view;

import java.util.List;
import java.util.Objects;
import org.tabula.api.BoardView;
import org.tabula.api.Palette;

/**
 * A board view that marks the last move: what every game's view holds (its board and the move, if any) and how it
 * hands its lines out (checked palette in, unmodifiable copy out). The game draws the lines.
 *
 * @param <B> the game's board or position
 * @param <M> the game's move
 */
public abstract class MarkedView<B, M> implements BoardView {

    private final B board;
    private final M lastMove;

    /** The view of a board, marking the last move when there is one ({@code null} when none). */
    protected MarkedView(B board, M lastMove) {
        this.board = Objects.requireNonNull(board, "board");
        this.lastMove = lastMove;
    }

    /** The board drawn. */
    protected final B board() {
        return board;
    }

    /** The last move, or {@code null} when there is none. */
    protected final M lastMove() {
        return lastMove;
    }

    @Override
    public final List<String> draw(Palette palette) {
        return List.copyOf(lines(Objects.requireNonNull(palette, "palette")));
    }

    /** The lines of the board as the palette paints them, top to bottom. */
    protected abstract List<String> lines(Palette palette);
}

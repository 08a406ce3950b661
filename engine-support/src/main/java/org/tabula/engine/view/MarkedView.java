package org.tabula.engine.view;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
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
    private final boolean turned;

    /** The view of a board, marking the last move when there is one ({@code null} when none). */
    protected MarkedView(B board, M lastMove) {
        this(board, lastMove, false);
    }

    /** The view of a board as above, drawn from the other side of the table when {@code turned}. */
    protected MarkedView(B board, M lastMove, boolean turned) {
        this.board = Objects.requireNonNull(board, "board");
        this.lastMove = lastMove;
        this.turned = turned;
    }

    /** True when the board is drawn from the other side: top rank at the bottom, files right to left. */
    protected final boolean turned() {
        return turned;
    }

    /** The board from the other side: the game's view of the same board and move, turned the other way. */
    @Override
    public final Optional<BoardView> flipped() {
        return Optional.of(turnedView());
    }

    /** A view of this board and last move with {@link #turned()} the other way. */
    protected abstract MarkedView<B, M> turnedView();

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

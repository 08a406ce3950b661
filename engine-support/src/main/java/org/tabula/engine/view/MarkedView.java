package org.tabula.engine.view;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.Palette;

/**
 * A board view that marks the last move: what every game's view holds (its board and the move, if any), how it
 * hands its lines out (checked palette in, unmodifiable copy out) and its flipped view, the same lines drawn from
 * the other side of the table. The game draws the lines, either way round.
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

    /** The board from the other side: this view's lines drawn turned, and turned back by flipping again. */
    @Override
    public final Optional<BoardView> flipped() {
        return Optional.of(new Turned());
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
        return drawn(palette, false);
    }

    /**
     * The lines of the board as the palette paints them, top to bottom; when {@code turned}, drawn from the other
     * side: top rank at the bottom, files right to left.
     */
    protected abstract List<String> lines(Palette palette, boolean turned);

    private List<String> drawn(Palette palette, boolean turned) {
        return List.copyOf(lines(Objects.requireNonNull(palette, "palette"), turned));
    }

    /** The same view seen from the other side of the table. */
    private final class Turned implements BoardView {

        @Override
        public List<String> draw(Palette palette) {
            return drawn(palette, true);
        }

        @Override
        public Optional<BoardView> flipped() {
            return Optional.of(MarkedView.this);
        }
    }
}

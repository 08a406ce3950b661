package org.tabula.morris.text;

import java.util.List;
import org.tabula.api.BoardView;
import org.tabula.morris.model.Board;
import org.tabula.morris.model.MillBoard;
import org.tabula.morris.model.MorrisMove;

/**
 * The seed's board drawn as text, {@link MillDrawing}'s 24-point board (engine-support's PointGraph of the 24
 * points and 32 lines): the three squares and their joining lines, rank digits on the left, file letters below,
 * {@code W} and {@code B} for the men and {@code .} for an empty point.
 *
 * <pre>
 * 7 .-----------.-----------.
 *   |           |           |
 * 6 |   .-------.-------.   |
 * ...
 * 1 .-----------.-----------.
 *   a   b   c   d   e   f   g
 * </pre>
 *
 * <p>The points the last move touched are bracketed where the palette has no colour ({@code .------[W]------.});
 * the flipped view is the board turned half round, rank 1 at the top and file a on the right. A man is painted by
 * his side's id, the last move's points by the palette's mark, the lines and empty points as the board, the
 * coordinates as labels.
 */
public final class MorrisView {

    private MorrisView() {
    }

    /** The view of a board, marking the points of the last move when there is one ({@code null} when none). */
    public static BoardView of(Board board, MorrisMove lastMove) {
        List<String> marked = lastMove == null ? List.of() : MorrisLayout.placesOf(lastMove);
        return MillDrawing.view(MillBoard.TWENTY_FOUR_POINTS, MorrisLayout.men(board), marked);
    }
}

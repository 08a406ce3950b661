package org.tabula.morris.text;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.BoardView;
import org.tabula.engine.board.GridCell;
import org.tabula.engine.board.PlaceGlyph;
import org.tabula.engine.board.PointGraph;
import org.tabula.morris.model.Board;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Points;
import org.tabula.notation.Coordinate;

/**
 * The morris board drawn as text, engine-support's {@link PointGraph} of the 24 points and 32 lines: the three
 * squares and their joining lines, rank digits on the left, file letters below, {@code W} and {@code B} for the men
 * and {@code .} for an empty point.
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

    private static final PointGraph GRAPH = graph();

    private MorrisView() {
    }

    /** The view of a board, marking the points of the last move when there is one ({@code null} when none). */
    public static BoardView of(Board board, MorrisMove lastMove) {
        List<String> marked = new ArrayList<>(3);
        if (lastMove != null) {
            for (int point : new int[] {lastMove.from(), lastMove.to(), lastMove.remove()}) {
                if (point != MorrisMove.NONE) {
                    marked.add(Points.name(point));
                }
            }
        }
        return GRAPH.view(name -> board.at(Points.parse(name).orElseThrow())
                .map(colour -> new PlaceGlyph(colour.glyph(), colour.word())), marked);
    }

    private static PointGraph graph() {
        PointGraph graph = PointGraph.on(7, 7);
        for (int point = 0; point < Points.COUNT; point++) {
            Coordinate at = Points.coordinate(point);
            graph = graph.point(Points.name(point), new GridCell(at.file(), at.rank()));
        }
        for (int[] line : Points.lines()) {
            graph = graph.line(Points.name(line[0]), Points.name(line[1]));
        }
        return graph;
    }
}

package org.tabula.engine.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.BoardView;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Link;
import org.tabula.api.board.Place;

class PointGraphTest {

    /** Nine men's morris: three squares one inside the other, joined at the middle of each side. */
    private static final PointGraph MORRIS = morris();

    private static PointGraph morris() {
        PointGraph graph = PointGraph.on(7, 7);
        String[][] squares = {{"a1", "d1", "g1", "g4", "g7", "d7", "a7", "a4"},
            {"b2", "d2", "f2", "f4", "f6", "d6", "b6", "b4"}, {"c3", "d3", "e3", "e4", "e5", "d5", "c5", "c4"}};
        for (String[] square : squares) {
            for (String point : square) {
                graph = graph.point(cell(point));
            }
        }
        for (String[] square : squares) {
            graph = graph.path(square).line(square[7], square[0]);
        }
        return graph.path("d1", "d2", "d3").path("g4", "f4", "e4").path("d7", "d6", "d5").path("a4", "b4", "c4");
    }

    private static GridCell cell(String name) {
        return new GridCell(name.charAt(0) - 'a', name.charAt(1) - '0');
    }

    @Test
    void morrisBoard_isDrawnAsTheMorrisViewDrawsIt() {
        BoardView view = MORRIS.view(point -> Optional.empty(), List.of());

        assertThat(view.draw()).containsExactly(
                "7 .-----------.-----------.",
                "  |           |           |",
                "6 |   .-------.-------.   |",
                "  |   |       |       |   |",
                "5 |   |   .---.---.   |   |",
                "  |   |   |       |   |   |",
                "4 .---.---.       .---.---.",
                "  |   |   |       |   |   |",
                "3 |   |   .---.---.   |   |",
                "  |   |       |       |   |",
                "2 |   .-------.-------.   |",
                "  |           |           |",
                "1 .-----------.-----------.",
                "  a   b   c   d   e   f   g");
    }

    @Test
    void pieces_andTheLastMove_areDrawnOnTheirPoints_bracketedWithoutColour_andTurnedWithTheBoard() {
        Map<String, PlaceGlyph> men = Map.of("a1", new PlaceGlyph('W', "white"), "g7", new PlaceGlyph('B', "black"));
        BoardView view = MORRIS.view(point -> Optional.ofNullable(men.get(point)), List.of("g7"));

        List<String> lines = view.draw();
        assertThat(lines.get(0)).isEqualTo("7 .-----------.----------[B]");
        assertThat(lines.get(12)).isEqualTo("1 W-----------.-----------.");
        List<String> turned = view.flipped().orElseThrow().draw();
        assertThat(turned.get(0)).isEqualTo("1 .-----------.-----------W");
        assertThat(turned.get(12)).isEqualTo("7[B]----------.-----------.");
        assertThat(turned.get(13)).isEqualTo("  g   f   e   d   c   b   a");
    }

    @Test
    void theLayout_hasThePointsOneUnitApart_aUnitOfMargin_andTheLinesAsLinks() {
        BoardLayout board = MORRIS.board();

        assertThat(board.width()).isEqualTo(8);
        assertThat(board.places()).hasSize(24);
        assertThat(board.place("a1")).contains(Place.point("a1", 1, 7));
        assertThat(board.place("g7")).contains(Place.point("g7", 7, 1));
        assertThat(board.links()).hasSize(32).contains(new Link("d1", "d2"));
    }

    @Test
    void diagonals_areDrawnAcrossTheRowsBetween() {
        PointGraph cross = PointGraph.on(3, 3).point(cell("a1")).point(cell("b2")).point(cell("c3"))
                .point(cell("a3")).point(cell("c1")).path("a1", "b2", "c3").path("a3", "b2", "c1");

        assertThat(cross.view(point -> Optional.empty(), List.of()).draw()).containsExactly(
                "3 .       .",
                "    \\   /  ",
                "2     .    ",
                "    /   \\  ",
                "1 .       .",
                "  a   b   c");
    }

    @Test
    void ranksPastNine_haveTheirNumbersRightAligned() {
        PointGraph tall = PointGraph.on(2, 10).point(cell("a1")).point(new GridCell(1, 10));

        List<String> lines = tall.view(point -> Optional.empty(), List.of()).draw();
        assertThat(lines.get(0)).isEqualTo("10     .");
        assertThat(lines.get(18)).isEqualTo(" 1 .    ");
        assertThat(lines.get(19)).isEqualTo("   a   b");
    }

    @Test
    void aLineThatIsNeitherStraightNorDiagonal_orAPointTwice_isRefused() {
        PointGraph two = PointGraph.on(3, 3).point(cell("a1")).point(cell("b3"));

        assertThatThrownBy(() -> two.line("a1", "b3")).hasMessageContaining("neither straight nor diagonal");
        assertThatThrownBy(() -> two.point(cell("a1"))).hasMessageContaining("a second point");
        assertThatThrownBy(() -> two.point(cell("d1"))).hasMessageContaining("off a board");
        assertThatThrownBy(() -> two.line("a1", "z9")).hasMessageContaining("no point z9");
    }
}

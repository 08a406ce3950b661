package org.tabula.morris.text;


import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tabula.api.Palette;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Link;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;
import org.tabula.engine.board.GridCell;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MillBoard;
import static org.assertj.core.api.Assertions.assertThat;

/** Every board of the mill family drawn: its layout for the hosts and its text view, diagonals included. */
class MillDrawingTest {

    private static final MillMen NONE = new MillMen(0, 0, 0, 0);

    private static int mask(MillBoard board, String points) {
        int mask = 0;
        for (String name : points.split(" ")) {
            mask |= 1 << board.point(name).orElseThrow();
        }
        return mask;
    }

    @ParameterizedTest
    @EnumSource(MillBoard.class)
    void layout_hasOneSpotAPoint_onItsCell_andOneLinkAStep(MillBoard board) {
        BoardLayout layout = MillDrawing.layout(board, NONE, List.of());

        List<Place> points = layout.places().stream().filter(Place::isPoint).toList();
        assertThat(points).hasSize(board.points());
        for (int point = 0; point < board.points(); point++) {
            GridCell cell = board.cell(point);
            assertThat(points.get(point)).isEqualTo(Place.point(board.name(point), 1 + cell.file(),
                    1 + board.ranks() - cell.rank()));
        }
        List<Link> steps = new ArrayList<>();
        for (int[] step : board.steps()) {
            steps.add(new Link(board.name(step[0]), board.name(step[1])));
        }
        assertThat(layout.links()).isEqualTo(steps);
        assertThat(layout.regions()).contains(Region.of(Region.POINTS,
                points.stream().map(Place::name).toList()));
    }

    @ParameterizedTest
    @EnumSource(MillBoard.class)
    void layout_handsStandRightOfTheBoard_apart_andInsideThePlane(MillBoard board) {
        BoardLayout layout = MillDrawing.layout(board, NONE, List.of());

        Place black = layout.place(MillDrawing.hand(Colour.BLACK)).orElseThrow();
        Place white = layout.place(MillDrawing.hand(Colour.WHITE)).orElseThrow();
        double right = 1 + board.files() - 1;
        for (Place hand : List.of(black, white)) {
            assertThat(hand.x() - hand.width() / 2).isGreaterThan(right);
            assertThat(hand.x() + hand.width() / 2).isLessThanOrEqualTo(layout.width());
            assertThat(hand.y() - hand.height() / 2).isGreaterThanOrEqualTo(0);
            assertThat(hand.y() + hand.height() / 2).isLessThanOrEqualTo(layout.height());
        }
        assertThat(black.y() + black.height() / 2).as("black's above white's").isLessThan(white.y()
                - white.height() / 2);
        assertThat(layout.regions()).contains(Region.of(Region.HAND, List.of("black-hand")),
                Region.of(Region.HAND, List.of("white-hand")));
    }

    @Test
    void layout_putsTheMenOfEachMask_theHands_andTheLastMovesMarks() {
        MillBoard board = MillBoard.SESOTHO;
        MillMen men = new MillMen(mask(board, "d4 a7"), mask(board, "b6"), 3, 0);

        BoardLayout layout = MillDrawing.layout(board, men, List.of("a7", "d4"));

        assertThat(layout.pieces()).containsExactly(Piece.one("a7", Colour.WHITE.side(), "man", ""),
                Piece.one("b6", Colour.BLACK.side(), "man", ""), Piece.one("d4", Colour.WHITE.side(), "man", ""),
                new Piece("white-hand", Colour.WHITE.side(), "man", "", 3));
        assertThat(layout.marks()).containsExactly(new Mark("a7", Mark.LAST_MOVE), new Mark("d4", Mark.LAST_MOVE));
    }

    @Test
    void view_ofEveryBoard_showsItsLinesAndDiagonals() {
        assertThat(picture(MillBoard.NINE_POINTS)).isEqualTo("""
                3 .---.---.
                  | \\ | / |
                2 .---.---.
                  | / | \\ |
                1 .---.---.
                  a   b   c
                """);
        assertThat(picture(MillBoard.SIXTEEN_POINTS)).isEqualTo("""
                5 .-------.-------.
                  |       |       |
                4 |   .---.---.   |
                  |   |       |   |
                3 .---.       .---.
                  |   |       |   |
                2 |   .---.---.   |
                  |       |       |
                1 .-------.-------.
                  a   b   c   d   e
                """);
        assertThat(picture(MillBoard.SEVENTEEN_POINTS)).isEqualTo("""
                5 .-------.-------.
                  |       |       |
                4 |   .---.---.   |
                  |   |   |   |   |
                3 .---.---.---.---.
                  |   |   |   |   |
                2 |   .---.---.   |
                  |       |       |
                1 .-------.-------.
                  a   b   c   d   e
                """);
        assertThat(picture(MillBoard.TWENTY_FOUR_POINTS)).isEqualTo("""
                7 .-----------.-----------.
                  |           |           |
                6 |   .-------.-------.   |
                  |   |       |       |   |
                5 |   |   .---.---.   |   |
                  |   |   |       |   |   |
                4 .---.---.       .---.---.
                  |   |   |       |   |   |
                3 |   |   .---.---.   |   |
                  |   |       |       |   |
                2 |   .-------.-------.   |
                  |           |           |
                1 .-----------.-----------.
                  a   b   c   d   e   f   g
                """);
        assertThat(picture(MillBoard.TWENTY_FOUR_WITH_DIAGONALS)).isEqualTo("""
                7 .-----------.-----------.
                  | \\         |         / |
                6 |   .-------.-------.   |
                  |   | \\     |     / |   |
                5 |   |   .---.---.   |   |
                  |   |   |       |   |   |
                4 .---.---.       .---.---.
                  |   |   |       |   |   |
                3 |   |   .---.---.   |   |
                  |   | /     |     \\ |   |
                2 |   .-------.-------.   |
                  | /         |         \\ |
                1 .-----------.-----------.
                  a   b   c   d   e   f   g
                """);
        assertThat(picture(MillBoard.SESOTHO)).isEqualTo("""
                7 .-----------.-----------.
                  | \\         |         / |
                6 |   .-------.-------.   |
                  |   |       |       |   |
                5 |   |   .---.---.   |   |
                  |   |   |   |   |   |   |
                4 .---.---.---.---.---.---.
                  |   |   |   |   |   |   |
                3 |   |   .---.---.   |   |
                  |   |       |       |   |
                2 |   .-------.-------.   |
                  | /         |         \\ |
                1 .-----------.-----------.
                  a   b   c   d   e   f   g
                """);
    }

    @Test
    void view_showsTheMenOfEachMask_andBracketsTheLastMove_turnedWithTheBoard() {
        MillBoard board = MillBoard.NINE_POINTS;
        MillMen men = new MillMen(mask(board, "a3 b2"), mask(board, "c1"), 1, 2);

        var view = MillDrawing.view(board, men, List.of("b2"));

        assertThat(view.draw(Palette.PLAIN)).containsExactly(
                "3 W---.---.",
                "  | \\ | / |",
                "2 .--[W]--.",
                "  | / | \\ |",
                "1 .---.---B",
                "  a   b   c");
        assertThat(view.flipped().orElseThrow().draw(Palette.PLAIN).get(0)).isEqualTo("1 B---.---.");
    }

    private static String picture(MillBoard board) {
        return String.join("\n", MillDrawing.view(board, NONE, List.of()).draw(Palette.PLAIN)) + "\n";
    }
}

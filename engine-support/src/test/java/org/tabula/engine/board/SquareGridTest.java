package org.tabula.engine.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.tabula.api.BoardView;
import org.tabula.api.Palette;
import org.tabula.api.Side;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Region;

class SquareGridTest {

    private static final Side BLACK = new Side("black");
    private static final Side WHITE = new Side("white");

    /** Draughts' numbering: 1 to 32 along the dark squares, rank 8 first, file a first (1 is b8). */
    private static final SquareGrid DRAUGHTS = SquareGrid.checkered(8, 8).darkSquaresOnly()
            .named(cell -> Integer.toString((8 - cell.rank()) * 4 + cell.file() / 2 + 1));

    @Test
    void aPlainBoard_hasEverySquareAsAPlace_namedByItsCoordinates_topRankFirst() {
        SquareGrid grid = SquareGrid.plain(3, 2);

        assertThat(grid.placeNames()).containsExactly("a2", "b2", "c2", "a1", "b1", "c1");
        BoardLayout board = grid.board();
        assertThat(board.width()).isEqualTo(4);
        assertThat(board.height()).isEqualTo(3);
        // a1 bottom left: half a square of margin, then half a square into its cell; y grows downwards.
        assertThat(board.place("a1")).contains(Place.square("a1", 1, 2, 1));
        assertThat(board.place("c2")).contains(Place.square("c2", 3, 1, 1));
        assertThat(board.regions()).isEmpty();
    }

    @Test
    void aCheckeredBoard_hasA1Dark_andEachColourAsARegion() {
        BoardLayout board = SquareGrid.checkered(8, 8).board();

        assertThat(board.places()).hasSize(64);
        Region dark = board.regions().get(0);
        assertThat(dark.role()).isEqualTo(Region.DARK_SQUARES);
        assertThat(dark.places()).hasSize(32).contains("a1", "h8", "b2").doesNotContain("b1", "a8");
        assertThat(board.regions().get(1).places()).hasSize(32).contains("b1", "a8");
    }

    @Test
    void draughtsBoard_hasTheDarkSquaresAsPlaces_numberedAsDraughtsDoes_andTheLightOnesAsAreas() {
        assertThat(DRAUGHTS.placeNames()).hasSize(32).startsWith("1", "2", "3", "4", "5").endsWith("32");
        assertThat(DRAUGHTS.cellOf("1")).contains(new GridCell(1, 8));
        assertThat(DRAUGHTS.cellOf("5")).contains(new GridCell(0, 7));
        assertThat(DRAUGHTS.cellOf("32")).contains(new GridCell(6, 1));
        assertThat(DRAUGHTS.nameOf(new GridCell(0, 8))).as("a light square is no place").isEmpty();
        BoardLayout board = DRAUGHTS.board();
        assertThat(board.regions()).filteredOn(region -> region.role().equals(Region.LIGHT_SQUARES))
                .hasSize(32).allSatisfy(region -> assertThat(region.area()).isPresent());
    }

    @Test
    void aLayout_hasThePieces_andTheLastMovesPlacesMarkedOnce() {
        BoardLayout layout = SquareGrid.plain(3, 3).layout(List.of(Piece.one("b2", WHITE, "stone", "")),
                List.of("b2", "b2", "c3"));

        assertThat(layout.pieces()).extracting(Piece::place).containsExactly("b2");
        assertThat(layout.marks()).containsExactly(new Mark("b2", Mark.LAST_MOVE), new Mark("c3", Mark.LAST_MOVE));
    }

    @Test
    void theView_drawsTheFrameRanksAndFiles_piecesByTheirGlyphs_andBracketsTheLastMoveWithoutColour() {
        Map<String, PlaceGlyph> pieces = Map.of("1", new PlaceGlyph('b', BLACK.id()), "32",
                new PlaceGlyph('W', WHITE.id()));
        BoardView view = DRAUGHTS.view(place -> Optional.ofNullable(pieces.get(place)), List.of("32"));

        assertThat(view.draw()).containsExactly(
                "  +-----------------+",
                "8 |   b   .   .   . |",
                "7 | .   .   .   .   |",
                "6 |   .   .   .   . |",
                "5 | .   .   .   .   |",
                "4 |   .   .   .   . |",
                "3 | .   .   .   .   |",
                "2 |   .   .   .   . |",
                "1 | .   .   .  [W]  |",
                "  +-----------------+",
                "    a b c d e f g h");
    }

    @Test
    void theViewFlipped_turnsTheBoardHalfRound_andTwiceGivesItBack() {
        BoardView view = SquareGrid.plain(3, 2).view(place -> place.equals("a1")
                ? Optional.of(new PlaceGlyph('X', "white")) : Optional.empty(), List.of());
        BoardView flipped = view.flipped().orElseThrow();

        assertThat(view.draw()).containsExactly("  +-------+", "2 | . . . |", "1 | X . . |", "  +-------+",
                "    a b c");
        assertThat(flipped.draw()).containsExactly("  +-------+", "1 | . . X |", "2 | . . . |", "  +-------+",
                "    c b a");
        assertThat(flipped.flipped().orElseThrow().draw()).isEqualTo(view.draw());
    }

    @Test
    void ranksPastNine_haveTheirLabelsRightAligned() {
        List<String> lines = SquareGrid.plain(2, 10).view(place -> Optional.empty(), List.of()).draw();

        assertThat(lines.get(0)).isEqualTo("   +-----+");
        assertThat(lines.get(1)).isEqualTo("10 | . . |");
        assertThat(lines.get(10)).isEqualTo(" 1 | . . |");
        assertThat(lines.get(12)).isEqualTo("     a b");
    }

    @Test
    void namesTwiceOrASizeOutOfBounds_areRefused() {
        assertThatThrownBy(() -> SquareGrid.plain(3, 3).named(cell -> "x")).hasMessageContaining("two squares");
        assertThatThrownBy(() -> SquareGrid.plain(27, 3)).hasMessageContaining("26 files");
        assertThatThrownBy(() -> SquareGrid.plain(3, 0)).hasMessageContaining("99 ranks");
    }

    @Property(tries = 60)
    void anyGrid_hasEveryCellOnce_inTheLayoutAndTheView(@ForAll @IntRange(min = 1, max = 26) int files,
            @ForAll @IntRange(min = 1, max = 12) int ranks, @ForAll boolean checkered) {
        SquareGrid grid = checkered ? SquareGrid.checkered(files, ranks) : SquareGrid.plain(files, ranks);

        assertThat(grid.board().places()).hasSize(files * ranks);
        for (String name : grid.placeNames()) {
            assertThat(grid.nameOf(grid.cellOf(name).orElseThrow())).contains(name);
        }
        List<String> lines = grid.view(place -> Optional.of(new PlaceGlyph('@', Palette.BOARD)), List.of()).draw();
        assertThat(lines).hasSize(ranks + 3);
        assertThat(String.join("", lines).chars().filter(c -> c == '@').count()).isEqualTo((long) files * ranks);
    }
}

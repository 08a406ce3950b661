package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Status;
import org.tabula.api.board.Area;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Pointing;
import org.tabula.api.board.Region;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.Squares;
import org.tabula.engine.board.SquareGrid;
import org.tabula.notation.Coordinate;

/** The board as geometry: the 32 numbered dark squares in the usual diagram, pieces, marks, and pointing. */
class CheckersLayoutTest {

    private static BoardLayout layout(CheckersGame game) {
        return game.layout().orElseThrow();
    }

    private static Place place(BoardLayout layout, int square) {
        return layout.place(Integer.toString(square)).orElseThrow();
    }

    @Test
    void start_has32NumberedSquares_blackAtTheTop_noLinks() {
        BoardLayout layout = layout(CheckersGame.newGame());

        assertThat(layout.places()).extracting(Place::name)
                .containsExactlyElementsOf(IntStream.rangeClosed(1, 32).mapToObj(Integer::toString).toList());
        assertThat(layout.places()).allMatch(place -> place.width() == 1 && place.height() == 1);
        assertThat(layout.links()).isEmpty();
        // 1 is b8 and 4 is h8 on the top row; 5 is a7; 29 is a1 and 32 is g1 on the bottom row.
        assertThat(place(layout, 1)).isEqualTo(Place.square("1", 2, 1, 1));
        assertThat(place(layout, 4)).isEqualTo(Place.square("4", 8, 1, 1));
        assertThat(place(layout, 5)).isEqualTo(Place.square("5", 1, 2, 1));
        assertThat(place(layout, 29)).isEqualTo(Place.square("29", 1, 8, 1));
        assertThat(place(layout, 32)).isEqualTo(Place.square("32", 7, 8, 1));
        assertThat(layout.width()).isEqualTo(9);
        assertThat(layout.height()).isEqualTo(9);
    }

    @Test
    void everySquare_standsAtItsFileAndRank() {
        BoardLayout layout = layout(CheckersGame.newGame());
        for (int square = 1; square <= 32; square++) {
            Coordinate at = Squares.coordinate(square);
            Place place = place(layout, square);
            assertThat(place.x()).as("x of %d", square).isEqualTo(at.file() + 1);
            assertThat(place.y()).as("y of %d", square).isEqualTo(9 - at.rank());
        }
    }

    @Test
    void regions_darkSquaresArePlaces_lightSquaresAreAreas_andTogetherTileTheBoard() {
        BoardLayout layout = layout(CheckersGame.newGame());
        List<Region> dark = layout.regions().stream().filter(r -> r.role().equals(Region.DARK_SQUARES)).toList();
        List<Region> light = layout.regions().stream().filter(r -> r.role().equals(Region.LIGHT_SQUARES)).toList();

        assertThat(dark).hasSize(1);
        assertThat(dark.get(0).places()).hasSize(32).containsAll(layout.places().stream().map(Place::name).toList());
        assertThat(light).hasSize(32).allMatch(r -> r.places().isEmpty() && r.area().isPresent());
        Set<String> cells = new HashSet<>();
        for (Region region : light) {
            Area area = region.area().orElseThrow();
            assertThat(area.width()).isEqualTo(1);
            assertThat(area.height()).isEqualTo(1);
            cells.add(area.x() + "," + area.y());
        }
        for (Place place : layout.places()) {
            cells.add((place.x() - 0.5) + "," + (place.y() - 0.5));
        }
        // Light and dark squares, each a cell of the 8 by 8 board, none twice, with a margin of half a square.
        Set<String> board = new HashSet<>();
        for (int row = 0; row < 8; row++) {
            for (int file = 0; file < 8; file++) {
                board.add((0.5 + file) + "," + (0.5 + row));
            }
        }
        assertThat(cells).isEqualTo(board);
    }

    @Test
    void start_pieces_blackMenOn1To12_whiteMenOn21To32_noMarks() {
        BoardLayout layout = layout(CheckersGame.newGame());

        assertThat(layout.pieces()).hasSize(24);
        assertThat(layout.pieces()).filteredOn(p -> p.side().equals(Colour.BLACK.side())).extracting(Piece::place)
                .containsExactlyElementsOf(IntStream.rangeClosed(1, 12).mapToObj(Integer::toString).toList());
        assertThat(layout.pieces()).filteredOn(p -> p.side().equals(Colour.WHITE.side())).extracting(Piece::place)
                .containsExactlyElementsOf(IntStream.rangeClosed(21, 32).mapToObj(Integer::toString).toList());
        assertThat(layout.pieces()).allMatch(p -> p.kind().equals("man") && p.label().isEmpty() && p.count() == 1);
        assertThat(layout.marks()).isEmpty();
        assertThat(layout.dice()).isEmpty();
    }

    @Test
    void kings_areKindKing_labelledK() {
        BoardLayout layout = layout(Fixtures.game("W:W21,K32:BK1,5"));

        assertThat(layout.pieces()).containsExactly(
                Piece.one("1", Colour.BLACK.side(), "king", "K"),
                Piece.one("5", Colour.BLACK.side(), "man", ""),
                Piece.one("21", Colour.WHITE.side(), "man", ""),
                Piece.one("32", Colour.WHITE.side(), "king", "K"));
    }

    @Test
    void placesOf_aStep_isItsTwoSquares() {
        CheckersGame game = CheckersGame.newGame();

        assertThat(game.placesOf(CheckersMove.step(11, 15))).containsExactly("11", "15");
    }

    @Test
    void placesOf_aJump_isEveryLandingSquareInOrder() {
        CheckersGame game = Fixtures.game("B:W14,23:B9");

        assertThat(game.legalMoves()).containsExactly(CheckersMove.jump(9, 18, 27));
        assertThat(game.placesOf(CheckersMove.jump(9, 18, 27))).containsExactly("9", "18", "27");
    }

    @Test
    void placesOf_aMoveNotLegalHere_orOfAnotherGame_isACallingMistake() {
        CheckersGame game = CheckersGame.newGame();
        Move elsewhere = () -> "11-15";

        assertThatThrownBy(() -> game.placesOf(CheckersMove.step(22, 18)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("22-18");
        assertThatThrownBy(() -> game.placesOf(elsewhere)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void marks_followTheLastMove_andGoBackWithUndo() {
        CheckersGame game = Fixtures.played("11-15", "22-18");
        assertThat(layout(game).marks()).containsExactly(new Mark("22", Mark.LAST_MOVE), new Mark("18", Mark.LAST_MOVE));

        assertThat(game.play("15x22").isAccepted()).isTrue();
        assertThat(layout(game).marks()).containsExactly(new Mark("15", Mark.LAST_MOVE), new Mark("22", Mark.LAST_MOVE));

        game.undo();
        assertThat(layout(game).marks()).containsExactly(new Mark("22", Mark.LAST_MOVE), new Mark("18", Mark.LAST_MOVE));
        game.undo();
        assertThat(layout(game).marks()).containsExactly(new Mark("11", Mark.LAST_MOVE), new Mark("15", Mark.LAST_MOVE));
        game.undo();
        assertThat(layout(game).marks()).isEmpty();
    }

    @Test
    void board_isTheDarkSquaresOfAnEightByEightCheckeredGrid_namedByTheirNumbers() {
        BoardLayout grid = SquareGrid.checkered(8, 8).darkSquaresOnly()
                .named(cell -> Squares.at(new Coordinate(cell.file(), cell.rank())).orElseThrow().toString()).board();
        BoardLayout layout = layout(CheckersGame.newGame());

        assertThat(layout.with(List.of(), List.of(), java.util.Optional.empty())).isEqualTo(grid);
    }

    @Test
    void match_passesTheLayoutAndPlacesThrough() {
        Match match = Fixtures.matchPlayed("11-15");

        assertThat(match.layout()).isEqualTo(Fixtures.state(match).layout());
        assertThat(match.placesOf(CheckersMove.step(22, 18))).containsExactly("22", "18");
    }

    @Property(tries = 30)
    void randomPlay_pointingAtAMovesPlaces_selectsThatMoveAlone(@ForAll long seed,
            @ForAll @IntRange(max = 150) int plies) {
        CheckersGame game = Fixtures.randomGame(seed, plies);
        BoardLayout layout = layout(game);
        Function<Move, List<String>> places = game::placesOf;
        List<CheckersMove> legal = game.legalMoves();
        assertThat(legal.isEmpty()).isEqualTo(game.status() != Status.ACTIVE);
        for (CheckersMove move : legal) {
            List<String> its = game.placesOf(move);
            assertThat(its).allMatch(name -> layout.place(name).isPresent());
            // English draughts has no move whose places begin another's: its places alone choose it.
            assertThat(Pointing.of(legal, places, its).chosen()).contains(move);
        }
        assertThat(layout.pieces()).isEqualTo(layout(CheckersGame.fromPosition(game.position())).pieces());
        assertThat(layout.marks()).extracting(Mark::place).containsExactlyElementsOf(
                game.history().isEmpty() ? List.of()
                        : game.history().get(game.history().size() - 1).squares().stream().distinct()
                                .map(String::valueOf).toList());
    }
}

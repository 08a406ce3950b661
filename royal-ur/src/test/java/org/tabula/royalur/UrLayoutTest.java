package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tabula.royalur.Games.position;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.tabula.api.Move;
import org.tabula.api.Status;
import org.tabula.api.board.Area;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Dice;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Pointing;
import org.tabula.api.board.Region;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.model.WireMove;

/** The Royal Game of Ur as geometry: the twenty squares, hands and homes, the pieces, marks, dice and pointing. */
class UrLayoutTest {

    private static final RoyalUrProvider PROVIDER = new RoyalUrProvider();

    private static BoardLayout layout(RoyalUrGame game) {
        return game.layout().orElseThrow();
    }

    private static Place place(BoardLayout layout, String name) {
        return layout.place(name).orElseThrow(() -> new AssertionError("no place " + name));
    }

    private static List<String> region(BoardLayout layout, String role, int index) {
        return layout.regions().stream().filter(r -> r.role().equals(role)).toList().get(index).places();
    }

    private static UrMove legal(RoyalUrGame game, String wire) {
        return game.legalMoves().stream().filter(m -> m.wire().map(WireMove::text).orElse("").equals(wire))
                .findFirst().orElseThrow(() -> new AssertionError(wire + " is not legal in " + game.position()));
    }

    private static RoyalUrGame from(String position) {
        return PROVIDER.fromPosition(position, PROVIDER.newGame().options());
    }

    @Test
    void start_hasTwentySquaresAndFourAreas_lightsRowAtTheBottom_allMenInHand() {
        BoardLayout start = layout(RoyalUrGame.newGame());

        assertThat(start.places()).hasSize(24);
        assertThat(start.places().stream().filter(p -> p.width() == 1 && p.height() == 1)).hasSize(20);
        assertThat(start.place("e1")).isEmpty();
        assertThat(place(start, "a1")).isEqualTo(Place.square("a1", 1.5, 4.5, 1));
        assertThat(place(start, "h3")).isEqualTo(Place.square("h3", 8.5, 2.5, 1));
        assertThat(place(start, "d2").y()).isEqualTo(3.5);
        // Light's hand and home below light's row, dark's above dark's, all inside the plane.
        assertThat(place(start, "light-hand").y()).isGreaterThan(place(start, "a1").y());
        assertThat(place(start, "light-home").y()).isGreaterThan(place(start, "a1").y());
        assertThat(place(start, "dark-hand").y()).isLessThan(place(start, "a3").y());
        assertThat(place(start, "dark-home").y()).isLessThan(place(start, "a3").y());
        for (Place p : start.places()) {
            assertThat(p.x() - p.width() / 2).isGreaterThanOrEqualTo(0.5);
            assertThat(p.x() + p.width() / 2).isLessThanOrEqualTo(start.width() - 0.5);
            assertThat(p.y() - p.height() / 2).isGreaterThanOrEqualTo(0.5);
            assertThat(p.y() + p.height() / 2).isLessThanOrEqualTo(start.height() - 0.5);
        }
        assertThat(start.pieces()).containsExactly(new Piece("light-hand", UrSide.LIGHT.side(), "piece", "", 7),
                new Piece("dark-hand", UrSide.DARK.side(), "piece", "", 7));
        assertThat(start.marks()).isEmpty();
        assertThat(start.dice()).isEmpty();
    }

    @Test
    void regions_rosettesGapHandsHomesAndEachSidesRoute() {
        BoardLayout start = layout(RoyalUrGame.newGame());

        assertThat(region(start, Region.ROSETTES, 0)).containsExactlyInAnyOrder("a1", "a3", "d2", "g1", "g3");
        assertThat(start.regions().stream().filter(r -> r.role().equals(Region.GAP)).map(r -> r.area().orElseThrow()))
                .containsExactlyInAnyOrder(new Area(5, 2, 2, 1), new Area(5, 4, 2, 1));
        assertThat(region(start, Region.HAND, 0)).containsExactly("light-hand");
        assertThat(region(start, Region.HAND, 1)).containsExactly("dark-hand");
        assertThat(region(start, Region.HOME, 0)).containsExactly("light-home");
        assertThat(region(start, Region.HOME, 1)).containsExactly("dark-home");
        assertThat(region(start, Region.ROUTE, 0)).containsExactly("d1", "c1", "b1", "a1", "a2", "b2", "c2", "d2",
                "e2", "f2", "g2", "h2", "h1", "g1");
        assertThat(region(start, Region.ROUTE, 1)).startsWith("d3", "c3").endsWith("h2", "h3", "g3").hasSize(14);
    }

    @Test
    void masters_sameSquares_longRoutes() {
        BoardLayout finkel = layout(RoyalUrGame.newGame());
        BoardLayout masters = layout(RoyalUrGame.newGame(UrRules.MASTERS, UrSide.LIGHT, Optional.empty()));

        assertThat(masters.places()).isEqualTo(finkel.places());
        assertThat(region(masters, Region.ROUTE, 0)).hasSize(16).containsSubsequence("g2", "g3", "h3", "h2", "h1");
    }

    @Test
    void placesOf_enteringMovingAndBearingOff_inTheOrderAPersonPoints() {
        RoyalUrGame game = RoyalUrGame.newGame();
        game.supplyChance("1011");
        assertThat(game.placesOf(legal(game, "hand-b1"))).containsExactly("light-hand", "b1");

        RoyalUrGame moving = from(position("b1 g1", "", 'l', "4", 5, 0, 7, 0));
        assertThat(moving.placesOf(legal(moving, "b1-c2"))).containsExactly("b1", "c2");

        RoyalUrGame off = from(position("g1", "", 'l', "1", 6, 0, 7, 0));
        assertThat(off.placesOf(legal(off, "g1-home"))).containsExactly("g1", "light-home");

        RoyalUrGame dark = from(position("", "g3", 'd', "1", 7, 0, 6, 0));
        assertThat(dark.placesOf(legal(dark, "hand-d3"))).containsExactly("dark-hand", "d3");
        assertThat(dark.placesOf(legal(dark, "g3-home"))).containsExactly("g3", "dark-home");
    }

    @Test
    void placesOf_refusesAMoveThatIsNotLegalHere() {
        RoyalUrGame game = RoyalUrGame.newGame();
        game.supplyChance("1011");
        UrMove wrongSquare = UrMove.of(new WireMove(org.tabula.royalur.model.Place.HAND,
                org.tabula.royalur.model.Place.square("c1")), 3, false, false);
        Move ofAnotherGame = () -> "hand-b1";

        assertThatThrownBy(() -> game.placesOf(wrongSquare)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> game.placesOf(UrMove.forfeit(3))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> game.placesOf(ofAnotherGame)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void forfeit_touchesNoPlace() {
        assertThat(org.tabula.royalur.text.UrLayout.placesOf(UrMove.forfeit(0), UrSide.LIGHT)).isEmpty();
    }

    @Test
    void marks_lastMovesPlaces_asTheMoverSawThem_andAfterUndoTheMoveBefore() {
        RoyalUrGame game = Games.played(UrRules.FINKEL, null, "1011", "hand-b1");
        assertThat(layout(game).marks()).containsExactly(new Mark("light-hand", Mark.LAST_MOVE),
                new Mark("b1", Mark.LAST_MOVE));

        game.supplyChance("1100");
        game.play("hand-c3");
        assertThat(layout(game).marks()).containsExactly(new Mark("dark-hand", Mark.LAST_MOVE),
                new Mark("c3", Mark.LAST_MOVE));

        game.undo();
        assertThat(layout(game).marks()).containsExactly(new Mark("light-hand", Mark.LAST_MOVE),
                new Mark("b1", Mark.LAST_MOVE));
        game.undo();
        assertThat(layout(game).marks()).isEmpty();
    }

    @Test
    void dice_facesAsTheyFell_orTheValueAlone_andNoneWhileAThrowIsDue() {
        RoyalUrGame thrown = RoyalUrGame.newGame();
        thrown.supplyChance("1011");
        assertThat(layout(thrown).dice()).contains(new Dice(List.of("1", "0", "1", "1"), "3"));

        RoyalUrGame rolled = RoyalUrGame.newGame();
        rolled.supplyRoll(3);
        assertThat(layout(rolled).dice()).contains(new Dice(List.of(), "3"));

        RoyalUrGame seeded = RoyalUrGame.newGame(UrRules.FINKEL, UrSide.LIGHT, Seed.parse("5f1c9a"));
        String roll = seeded.drawChance().value();
        assertThat(layout(seeded).dice().orElseThrow().faces()).hasSize(4).allMatch(f -> f.equals("0")
                || f.equals("1"));
        assertThat(layout(seeded).dice().orElseThrow().value()).isEqualTo(roll);

        // The position text holds the roll, so a game read from it shows the same value.
        assertThat(layout(from(thrown.position())).dice()).contains(new Dice(List.of(), "3"));
        assertThat(layout(RoyalUrGame.newGame()).dice()).isEmpty();
    }

    @Test
    void pieces_onSquaresOneEach_handsAndHomesCounted() {
        BoardLayout layout = layout(from(position("b1 h2", "c3", 'l', "-", 3, 2, 5, 1)));

        assertThat(layout.pieces()).containsExactlyInAnyOrder(Piece.one("b1", UrSide.LIGHT.side(), "piece", ""),
                Piece.one("h2", UrSide.LIGHT.side(), "piece", ""), Piece.one("c3", UrSide.DARK.side(), "piece", ""),
                new Piece("light-hand", UrSide.LIGHT.side(), "piece", "", 3),
                new Piece("light-home", UrSide.LIGHT.side(), "piece", "", 2),
                new Piece("dark-hand", UrSide.DARK.side(), "piece", "", 5),
                new Piece("dark-home", UrSide.DARK.side(), "piece", "", 1));
    }

    @Property(tries = 20)
    void randomPlay_pointingAtAMovesPlacesSelectsIt(@ForAll long seed) {
        Random random = new Random(seed);
        UrRules rules = random.nextBoolean() ? UrRules.FINKEL : UrRules.MASTERS;
        RoyalUrGame game = RoyalUrGame.newGame(rules, UrSide.LIGHT, Optional.empty());
        BoardLayout board = layout(game);
        for (int step = 0; step < 400 && game.status() == Status.ACTIVE; step++) {
            List<UrMove> legal = game.legalMoves();
            for (UrMove move : legal) {
                List<String> places = game.placesOf(move);
                assertThat(places).hasSize(2).allMatch(name -> board.place(name).isPresent());
                List<String> pointed = Pointing.toChoose(move, legal, game::placesOf);
                assertThat(Pointing.of(legal, game::placesOf, pointed).chosen()).contains(move);
            }
            Games.step(game, random);
        }
    }
}

package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import java.util.function.Function;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Link;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;
import org.tabula.api.board.Pointing;
import org.tabula.api.board.Region;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Phase;

/** The morris board as a layout: the points and lines, the men on them and in hand, the last move, pointing. */
class MorrisLayoutTest {

    private static final Side WHITE = Colour.WHITE.side();
    private static final Side BLACK = Colour.BLACK.side();

    private static BoardLayout layout(MorrisGame game) {
        return game.layout().orElseThrow();
    }

    private static MorrisMove move(MorrisGame game, String text) {
        return game.legalMoves().stream().filter(m -> m.text().equals(text)).findFirst().orElseThrow();
    }

    @Test
    void start_hasTheTwentyFourPointsAndTwoHands_a1BottomLeft_g7TopRight() {
        BoardLayout layout = layout(MorrisGame.newGame());

        assertThat(layout.places()).hasSize(26);
        assertThat(layout.places().stream().filter(Place::isPoint)).hasSize(24);
        Place a1 = layout.place("a1").orElseThrow();
        Place g7 = layout.place("g7").orElseThrow();
        Place c4 = layout.place("c4").orElseThrow();
        assertThat(a1.x()).isLessThan(g7.x());
        assertThat(a1.y()).isGreaterThan(g7.y());
        assertThat(g7.x() - a1.x()).isEqualTo(6.0);
        assertThat(a1.y() - g7.y()).isEqualTo(6.0);
        assertThat(c4.x() - a1.x()).isEqualTo(2.0);
        assertThat(a1.y() - c4.y()).isEqualTo(3.0);
        assertThat(layout.place("d4")).isEmpty();
        // The margin around the board is at least half a step.
        assertThat(a1.x()).isGreaterThanOrEqualTo(0.5);
        assertThat(g7.y()).isGreaterThanOrEqualTo(0.5);
        assertThat(layout.height() - a1.y()).isGreaterThanOrEqualTo(0.5);
    }

    @Test
    void start_linksAreTheBoardsLines_andTheRegionsThePointsAndHands() {
        BoardLayout layout = layout(MorrisGame.newGame());

        assertThat(layout.links()).hasSize(32).contains(new Link("a7", "d7"), new Link("d3", "d2"),
                new Link("e4", "f4"));
        for (Link link : layout.links()) {
            Place from = layout.place(link.from()).orElseThrow();
            Place to = layout.place(link.to()).orElseThrow();
            assertThat(from.x() == to.x() || from.y() == to.y()).as("%s is straight", link).isTrue();
        }
        Region points = layout.regions().stream().filter(r -> r.role().equals(Region.POINTS)).findFirst()
                .orElseThrow();
        assertThat(points.places()).hasSize(24).contains("a1", "d7", "g4");
        assertThat(layout.regions()).contains(Region.of(Region.HAND, List.of("white-hand")),
                Region.of(Region.HAND, List.of("black-hand")));
        Place hand = layout.place("white-hand").orElseThrow();
        assertThat(hand.isPoint()).isFalse();
        assertThat(hand.x() - hand.width() / 2).isGreaterThan(layout.place("g1").orElseThrow().x());
        assertThat(hand.x() + hand.width() / 2).isLessThan(layout.width());
    }

    @Test
    void start_piecesAreNineMenInEachHand() {
        BoardLayout layout = layout(MorrisGame.newGame());

        assertThat(layout.pieces()).containsExactlyInAnyOrder(new Piece("white-hand", WHITE, "man", "", 9),
                new Piece("black-hand", BLACK, "man", "", 9));
        assertThat(layout.marks()).isEmpty();
        assertThat(layout.dice()).isEmpty();
    }

    @Test
    void pieces_menOnPoints_andNoHandPieceOnceAHandIsEmpty() {
        MorrisGame game = MorrisGame.fromPosition("..B......W....BW.W.W.B.. w 0 2 0 30");

        assertThat(layout(game).pieces()).containsExactlyInAnyOrder(Piece.one("g7", BLACK, "man", ""),
                Piece.one("a4", WHITE, "man", ""), Piece.one("g4", BLACK, "man", ""),
                Piece.one("c3", WHITE, "man", ""), Piece.one("e3", WHITE, "man", ""),
                Piece.one("d2", WHITE, "man", ""), Piece.one("a1", BLACK, "man", ""),
                new Piece("black-hand", BLACK, "man", "", 2));
    }

    @Test
    void placesOf_placing_isThePoint() {
        MorrisGame game = MorrisGame.newGame();

        assertThat(game.placesOf(move(game, "d2"))).containsExactly("d2");
    }

    @Test
    void placesOf_placingWithCapture_isThePointThenTheManTaken() {
        MorrisGame game = MorrisGame.fromPosition("..B...............W.WB.. w 7 7 0 4");

        assertThat(game.placesOf(move(game, "d2xa1"))).containsExactly("d2", "a1");
        assertThat(game.placesOf(move(game, "c3"))).containsExactly("c3");
    }

    @Test
    void placesOf_moving_isFromThenTo_andWithCaptureTheManTakenLast() {
        MorrisGame game = MorrisGame.fromPosition("..B......W....BW.W.W.B.. w 0 0 0 30");

        assertThat(game.placesOf(move(game, "d2-d3xa1"))).containsExactly("d2", "d3", "a1");
        assertThat(game.placesOf(move(game, "d2-f2"))).containsExactly("d2", "f2");
        assertThat(game.match().placesOf(move(game, "d2-d3xg4"))).containsExactly("d2", "d3", "g4");
    }

    @Test
    void placesOf_flying_isFromThenTo() {
        MorrisGame game = MorrisGame.fromPosition("..B......W....BW.W...B.. w 0 0 0 30");

        assertThat(game.phase()).isEqualTo(Phase.FLYING);
        assertThat(game.placesOf(move(game, "e3-a7"))).containsExactly("e3", "a7");
    }

    @Test
    void placesOf_refusesAMoveNotLegalHere_orOfAnotherGame() {
        MorrisGame game = MorrisGame.newGame();
        Move other = () -> "d2";

        assertThatThrownBy(() -> game.placesOf(MorrisMove.step(19, 16))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> game.placesOf(other)).isInstanceOf(IllegalArgumentException.class);
        game.play("d2");
        assertThatThrownBy(() -> game.placesOf(MorrisMove.place(19))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void marks_areTheLastMovesPlaces_andAfterUndoTheMoveBefore() {
        MorrisGame game = MorrisGame.fromPosition("..BB.....W....BW.W.W.B.. w 0 0 0 30");
        assertThat(layout(game).marks()).isEmpty();

        game.play("d2-d3xa1");
        assertThat(layout(game).marks()).containsExactly(new Mark("d2", Mark.LAST_MOVE),
                new Mark("d3", Mark.LAST_MOVE), new Mark("a1", Mark.LAST_MOVE));
        game.play("g7-d7");
        assertThat(layout(game).marks()).containsExactly(new Mark("g7", Mark.LAST_MOVE),
                new Mark("d7", Mark.LAST_MOVE));

        game.undo();
        assertThat(layout(game).marks()).containsExactly(new Mark("d2", Mark.LAST_MOVE),
                new Mark("d3", Mark.LAST_MOVE), new Mark("a1", Mark.LAST_MOVE));
        game.undo();
        assertThat(layout(game).marks()).isEmpty();
    }

    @Test
    void layout_isTheMatchsToo_andAfterAMoveTheManStandsOnHisPoint() {
        MorrisGame game = MorrisGame.newGame();
        game.play("d2");

        BoardLayout layout = game.match().layout().orElseThrow();
        assertThat(layout).isEqualTo(game.state().layout().orElseThrow());
        assertThat(layout.pieces()).contains(Piece.one("d2", WHITE, "man", ""),
                new Piece("white-hand", WHITE, "man", "", 8));
        assertThat(layout.marks()).containsExactly(new Mark("d2", Mark.LAST_MOVE));
    }

    /**
     * Over random play, no legal move's places begin another's (a placement or step either closes a mill, and then
     * every way of playing it takes a man, or it does not), so pointing at a move's places alone selects it.
     */
    @Property(tries = 20)
    void randomPlay_pointingAtAMovesPlacesSelectsItAlone(@ForAll long seed, @ForAll boolean flying) {
        Random random = new Random(seed);
        MorrisGame game = MorrisGame.newGame(flying);
        Function<Move, List<String>> places = game::placesOf;
        for (int ply = 0; ply < 200 && game.status() == Status.ACTIVE; ply++) {
            List<MorrisMove> legal = game.legalMoves();
            for (MorrisMove move : legal) {
                List<String> its = game.placesOf(move);
                for (MorrisMove other : legal) {
                    List<String> theirs = game.placesOf(other);
                    assertThat(other.equals(move) || theirs.size() < its.size()
                            || !theirs.subList(0, its.size()).equals(its))
                            .as("%s begins %s", move, other).isTrue();
                }
                assertThat(Pointing.of(legal, places, its).chosen()).contains(move);
            }
            game.play(legal.get(random.nextInt(legal.size())));
        }
    }
}

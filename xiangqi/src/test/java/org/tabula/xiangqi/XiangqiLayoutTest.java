package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Status;
import org.tabula.api.board.Area;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Link;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Place;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Pointing;
import org.tabula.api.board.Region;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;

/**
 * The board as geometry: ninety points a0..i9 with red at the bottom, the grid broken by the river, the palace
 * diagonals, the pieces with their Chinese labels, the last move and a check marked, and a move pointed at as the
 * point left and the point reached.
 */
class XiangqiLayoutTest {

    private static BoardLayout layout(XiangqiGame game) {
        return game.layout().orElseThrow();
    }

    @Test
    void theStart_hasNinetyPoints_redAtTheBottom_withAMarginOfOne() {
        BoardLayout start = layout(XiangqiGame.newGame());
        assertThat(start.width()).isEqualTo(10);
        assertThat(start.height()).isEqualTo(11);
        assertThat(start.places()).hasSize(90).allMatch(Place::isPoint);
        assertThat(start.place("a9")).contains(Place.point("a9", 1, 1));
        assertThat(start.place("i9")).contains(Place.point("i9", 9, 1));
        assertThat(start.place("a0")).contains(Place.point("a0", 1, 10));
        assertThat(start.place("e4")).contains(Place.point("e4", 5, 6));
        assertThat(start.marks()).isEmpty();
        assertThat(start.dice()).isEmpty();
    }

    @Test
    void theLinks_areTheGrid_brokenByTheRiverBetweenTheEdges_andThePalaceDiagonals() {
        List<Link> links = layout(XiangqiGame.newGame()).links();
        // 80 along the ranks, 9 * 9 - 7 along the files, 8 diagonals.
        assertThat(links).hasSize(80 + 74 + 8).doesNotHaveDuplicates();
        assertThat(links).contains(new Link("a4", "a5"), new Link("i4", "i5"), new Link("a0", "b0"),
                new Link("e3", "e4"), new Link("d0", "e1"), new Link("e1", "f2"), new Link("f0", "e1"),
                new Link("e1", "d2"), new Link("d7", "e8"), new Link("e8", "f9"), new Link("f7", "e8"),
                new Link("e8", "d9"));
        assertThat(links).doesNotContain(new Link("e4", "e5"), new Link("b4", "b5"), new Link("h4", "h5"));
    }

    @Test
    void theRegions_areTheRiverAsAnArea_andThePalacesOfNinePoints() {
        List<Region> regions = layout(XiangqiGame.newGame()).regions();
        assertThat(regions).containsExactly(Region.of(Region.RIVER, new Area(1, 5, 8, 1)),
                Region.of(Region.PALACE, List.of("d0", "e0", "f0", "d1", "e1", "f1", "d2", "e2", "f2")),
                Region.of(Region.PALACE, List.of("d7", "e7", "f7", "d8", "e8", "f8", "d9", "e9", "f9")));
    }

    @Test
    void theStartPieces_areThirtyTwo_withTheirKindsAndChineseLabels() {
        BoardLayout start = layout(XiangqiGame.newGame());
        assertThat(start.pieces()).hasSize(32).allMatch(piece -> piece.count() == 1);
        // Each kind of each side once: point, side, kind, label.
        String table = """
                e0 red general 帥
                d0 red advisor 仕
                c0 red elephant 相
                b0 red horse 傌
                a0 red chariot 俥
                h2 red cannon 炮
                e3 red soldier 兵
                e9 black general 將
                f9 black advisor 士
                g9 black elephant 象
                h9 black horse 馬
                i9 black chariot 車
                b7 black cannon 砲
                a6 black soldier 卒
                """;
        table.lines().map(row -> row.split(" ")).forEach(row -> assertThat(start.pieces())
                .contains(Piece.one(row[0], Colour.ofWord(row[1]).side(), row[2], row[3])));
    }

    @Test
    void aMove_isPointedAtAsThePointLeftThenThePointReached() {
        XiangqiGame game = XiangqiGame.newGame();
        assertThat(game.placesOf(XiangqiMove.of("h2e2"))).containsExactly("h2", "e2");
        assertThat(game.placesOf(XiangqiMove.of("b0c2"))).containsExactly("b0", "c2");
    }

    @Test
    void placesOf_refusesAMoveThatIsNotLegalHere_orOfAnotherGame() {
        XiangqiGame game = XiangqiGame.newGame();
        Move foreign = () -> "h2e2";
        assertThatThrownBy(() -> game.placesOf(XiangqiMove.of("e0e2"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("e0e2");
        assertThatThrownBy(() -> game.placesOf(XiangqiMove.of("h9g7"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> game.placesOf(foreign)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theLastMove_isMarked_andAfterUndoTheMoveBefore() {
        XiangqiGame game = Fixtures.played("h2e2", "h9g7");
        assertThat(layout(game).marks()).containsExactly(new Mark("h9", Mark.LAST_MOVE), new Mark("g7", Mark.LAST_MOVE));
        game.undo();
        assertThat(layout(game).marks()).containsExactly(new Mark("h2", Mark.LAST_MOVE), new Mark("e2", Mark.LAST_MOVE));
        game.undo();
        assertThat(layout(game).marks()).isEmpty();
    }

    @Test
    void aGeneralInCheck_isMarked_untilTheCheckIsMet() {
        XiangqiGame game = Fixtures.playAll(Fixtures.game("Kd0 ke8 Rh0", 'w'), "h0h8");
        assertThat(layout(game).marks()).containsExactly(new Mark("h0", Mark.LAST_MOVE),
                new Mark("h8", Mark.LAST_MOVE), new Mark("e8", Mark.CHECK));
        Fixtures.playAll(game, "e8e9");
        assertThat(layout(game).marks()).doesNotContain(new Mark("e9", Mark.CHECK), new Mark("d0", Mark.CHECK));
    }

    @Test
    void theLayout_passesThroughTheMatch() {
        Match match = Fixtures.match(Fixtures.played("h2e2"));
        assertThat(match.layout()).isEqualTo(Fixtures.played("h2e2").layout());
        assertThat(match.placesOf(XiangqiMove.of("h9g7"))).containsExactly("h9", "g7");
    }

    @Property(tries = 3)
    void inRandomPlay_pointingSelectsEveryLegalMove_andThePiecesAreThoseOfTheFen(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        XiangqiGame game = XiangqiGame.newGame();
        for (int ply = 0; ply < 80 && game.status() == Status.ACTIVE; ply++) {
            List<XiangqiMove> legal = game.legalMoves();
            for (XiangqiMove move : legal) {
                List<String> places = game.placesOf(move);
                assertThat(Pointing.toChoose(move, legal, game::placesOf)).isEqualTo(places);
                assertThat(Pointing.of(legal, game::placesOf, places).chosen()).contains(move);
            }
            assertThat(layout(game).pieces()).isEqualTo(layout(XiangqiGame.fromFen(game.position())).pieces());
            XiangqiMove move = legal.get(random.nextInt(legal.size()));
            game.play(move);
            assertThat(layout(game).marks()).startsWith(new Mark(Squares.name(move.from()), Mark.LAST_MOVE),
                    new Mark(Squares.name(move.to()), Mark.LAST_MOVE));
            assertThat(layout(game).marks().stream().anyMatch(mark -> mark.kind().equals(Mark.CHECK)))
                    .isEqualTo(game.inCheck());
        }
    }
}

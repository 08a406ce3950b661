package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.StringLength;
import org.tabula.api.Match;
import org.tabula.api.Status;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.MoveRefusals;

/**
 * Invariants over seeded random games, played to the end or to 120 plies: the legal moves are exactly the moves
 * the rules find nothing against; a move, an undo and a copy behave; position and record texts round trip; and
 * play takes any string. The readers are fuzzed by the conformance kit and {@link XiangqiReadersFuzzTest}.
 */
class XiangqiGamePropertiesTest {

    @Property(tries = 6)
    void randomGames_keepTheContract_atEveryPly(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        XiangqiGame game = XiangqiGame.newGame();
        for (int ply = 0; ply < 120 && game.status() == Status.ACTIVE; ply++) {
            List<XiangqiMove> legal = game.legalMoves();
            assertLegalMovesAreWhatTheRulesAllow(game, legal);
            Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
            XiangqiGame copy = game.copy();
            XiangqiMove move = legal.get(random.nextInt(legal.size()));
            assertThat(game.play(move).value()).isEqualTo(move);
            assertThat(Fixtures.Snapshot.of(copy)).as("a copy shares nothing").isEqualTo(before);
            assertThat(game.undo().value()).isEqualTo(move);
            assertThat(Fixtures.Snapshot.of(game)).as("undo restores everything").isEqualTo(before);
            assertThat(game.play(move.text()).isAccepted()).isTrue();
            assertPositionRoundTrips(game);
        }
        Match read = Fixtures.read(Fixtures.record(game));
        assertThat(read.record()).isEqualTo(Fixtures.GAME_TAG + Fixtures.record(game));
        assertThat(read.position()).isEqualTo(game.position());
        assertThat(read.result()).isEqualTo(game.result());
        assertThat(game.wxfHistory()).hasSameSizeAs(game.history()).doesNotContain("?");
    }

    private static void assertLegalMovesAreWhatTheRulesAllow(XiangqiGame game, List<XiangqiMove> legal) {
        Set<XiangqiMove> allowed = new HashSet<>();
        Core core = game.core();
        for (int from = 0; from < Squares.COUNT; from++) {
            if (core.cells[from] == 0 || (core.cells[from] > 0) != (core.turn() == 0)) {
                continue;
            }
            for (int to = 0; to < Squares.COUNT; to++) {
                XiangqiMove move = new XiangqiMove(from, to);
                if (MoveRefusals.check(core, move).isEmpty()) {
                    allowed.add(move);
                }
            }
        }
        assertThat(allowed).as("in %s", game.position()).containsExactlyInAnyOrderElementsOf(legal);
        assertThat(game.perft(1)).isEqualTo(legal.size());
    }

    private static void assertPositionRoundTrips(XiangqiGame game) {
        String fen = game.position();
        XiangqiGame fresh = XiangqiGame.fromFen(fen);
        assertThat(fresh.position()).isEqualTo(fen);
        if (game.status() == Status.ACTIVE) {
            assertThat(fresh.legalMoves()).isEqualTo(game.legalMoves());
        }
    }

    @Property(tries = 300)
    void play_takesAnyString_andARefusalChangesNothing(@ForAll @StringLength(max = 12) String text) {
        XiangqiGame game = Fixtures.played("h2e2");
        Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
        if (!game.play(text).isAccepted()) {
            assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
        }
        assertThat(XiangqiNotation.moveOfIccs(text)).isNotNull();
        assertThat(XiangqiNotation.parseMove(text)).isNotNull();
    }
}

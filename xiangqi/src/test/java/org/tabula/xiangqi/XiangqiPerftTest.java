package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.api.Status;
import org.tabula.api.testkit.ContractOnlyGame;
import org.tabula.xiangqi.model.XiangqiMove;
import org.tabula.xiangqi.rules.Limits;

/** Perft, the published check of move generation, on the fast core and through the API. */
class XiangqiPerftTest {

    @ParameterizedTest(name = "depth {0}: {1}")
    @CsvSource({"0, 1", "1, 44", "2, 1920", "3, 79666", "4, 3290240"})
    void perft_fromTheStart_matchesThePublishedCounts(int depth, long expected) {
        assertThat(XiangqiGame.newGame().perft(depth)).isEqualTo(expected);
    }

    @Test
    @Tag("slow")
    void perft_fromTheStart_atDepthFive_matchesThePublishedCount() {
        assertThat(XiangqiGame.newGame().perft(5)).isEqualTo(133_312_995L);
    }

    static List<String> positions() {
        return List.of(
                // Middle game: cannons with screens, horses with legs blocked, elephants with eyes blocked.
                "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
                // Soldiers across the river, sideways moves, a general who must not face the other.
                "3k5/4a4/4b4/2P1P1P2/9/9/9/9/4A4/3AK4 w - - 0 1",
                // Black to move in check from a cannon behind a screen.
                "3akab2/9/4b4/9/9/9/9/4C4/9/3K5 b - - 0 1",
                // Endgame: chariot against horse and advisors, near the no-capture limit.
                "3k5/4a4/3a5/9/9/9/9/4n4/9/R3K4 w - - 118 80");
    }

    @ParameterizedTest
    @MethodSource("positions")
    void perft_agreesWithTheWalkThroughTheApi_andWithTheSpiDefault(String fen) {
        XiangqiGame game = XiangqiGame.fromFen(fen);
        for (int depth = 0; depth <= 3; depth++) {
            long fast = game.perft(depth);
            assertThat(XiangqiPerft.perftThroughApi(game, depth)).as("depth %d", depth).isEqualTo(fast);
            assertThat(spiDefault(game, depth)).as("depth %d", depth).isEqualTo(fast);
        }
    }

    @Test
    void perft_stopsAtTheNoCaptureLimit() {
        XiangqiGame nearLimit = XiangqiGame.fromFen(positions().get(3));
        XiangqiGame unlimited = new XiangqiGame(nearLimit.toPosition(), Limits.NONE);
        assertThat(nearLimit.perft(3)).isLessThan(unlimited.perft(3));
        assertThat(XiangqiPerft.perftThroughApi(nearLimit, 3)).isEqualTo(nearLimit.perft(3));
    }

    @Test
    void perft_stopsAtTheThirdRepetition() {
        XiangqiGame game = XiangqiGame.newGame();
        for (String move : List.of("h0g2", "h9g7", "g2h0", "g7h9", "h0g2", "h9g7", "g2h0")) {
            assertThat(game.play(move).isAccepted()).isTrue();
        }
        // g7h9 would stand the start position for the third time, which ends the game there.
        long withEnding = game.perft(2);
        XiangqiGame fresh = XiangqiGame.fromPosition(game.toPosition());
        assertThat(withEnding).isLessThan(fresh.perft(2));
        assertThat(withEnding).isEqualTo(spiDefault(game, 2));
    }

    @Test
    void divide_givesTheCountBelowEachLegalMove_inTheirOrder() {
        XiangqiGame game = XiangqiGame.newGame();
        Map<XiangqiMove, Long> divided = XiangqiPerft.divide(game, 3);
        assertThat(List.copyOf(divided.keySet())).isEqualTo(game.legalMoves());
        assertThat(divided.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(79666);
        assertThat(divided.get(XiangqiMove.of("h2e2"))).isEqualTo(XiangqiPerft.perft(afterMove("h2e2"), 2));
    }

    @Test
    void perft_ofAFinishedGame_isZeroBeyondDepthZero_andNegativeDepthsAreRefused() {
        XiangqiGame game = Fixtures.playAll(Fixtures.game("Kd0 ke9 Ra8 Rb0", 'w'), "b0b9");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.perft(0)).isEqualTo(1);
        assertThat(game.perft(2)).isZero();
        assertThatThrownBy(() -> game.perft(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    private static XiangqiGame afterMove(String move) {
        XiangqiGame game = XiangqiGame.newGame();
        game.play(move);
        return game;
    }

    /** The SPI's own default perft, which walks copies through the contract alone. */
    private static long spiDefault(XiangqiGame game, int depth) {
        return new ContractOnlyGame(game).perft(depth);
    }
}

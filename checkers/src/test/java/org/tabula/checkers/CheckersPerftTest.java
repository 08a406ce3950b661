package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.api.BoardView;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.testkit.ContractOnlyGame;
import org.tabula.checkers.model.CheckersMove;

/** Perft: the published counts from the start, and the fast core agreeing with the public API elsewhere. */
class CheckersPerftTest {

    @ParameterizedTest(name = "depth {0}: {1}")
    @CsvSource({"0, 1", "1, 7", "2, 49", "3, 302", "4, 1469", "5, 7361", "6, 36768", "7, 179740", "8, 845931",
        "9, 3963680"})
    void perft_fromTheStart_matchesThePublishedCounts(int depth, long expected) {
        assertThat(CheckersPerft.perft(CheckersGame.newGame(), depth)).isEqualTo(expected);
    }

    @Tag("slow")
    @ParameterizedTest(name = "depth {0}: {1}")
    @CsvSource({"10, 18391564", "11, 85242128"})
    void perft_fromTheStart_matchesThePublishedCounts_deep(int depth, long expected) {
        assertThat(CheckersPerft.perft(CheckersGame.newGame(), depth)).isEqualTo(expected);
    }

    @Test
    void perft_throughTheSpi_isTheFastCount_andTheContractsDefaultAgrees() {
        Game game = new CheckersProvider().newGame();
        assertThat(game.perft(6)).isEqualTo(36768);
        // The contract's own walk, on copies through the public API, gives the same numbers.
        Game plain = new ContractOnlyGame(CheckersGame.newGame());
        assertThat(plain.perft(4)).isEqualTo(1469);
    }

    static List<String> positions() {
        return List.of(
                // Kings of both sides among men, with jumps for both.
                "B:W17,K21,22,26,K30:B6,K9,10,K13",
                // The king's loop: two ways round a square of four.
                "B:W6,7,14,15:BK18",
                // Men about to crown, by a jump now and by a step later.
                "W:W5,10,K28:B2,6,14,K30",
                // A short jump that names two sequences.
                "W:W23:B10,11,18,19,K3",
                // Near the no-progress limit, so the count stops at the draw.
                "B:WK29,K30:BK3,K4 77 40");
    }

    @ParameterizedTest
    @MethodSource("positions")
    void perftThroughApi_agreesWithTheFastCore(String position) {
        CheckersGame game = CheckersGame.fromPosition(position);
        for (int depth = 0; depth <= 4; depth++) {
            assertThat(CheckersPerft.perft(game, depth)).as("depth %d", depth)
                    .isEqualTo(CheckersPerft.perftThroughApi(game, depth));
        }
    }

    @Test
    void perft_stopsAtTheNoProgressDraw() {
        CheckersGame nearLimit = CheckersGame.fromPosition(positions().get(4));
        CheckersGame unlimited = Fixtures.game(positions().get(4), "no-progress-limit", "0");
        assertThat(CheckersPerft.perft(nearLimit, 3)).isEqualTo(CheckersPerft.perft(unlimited, 3)).isPositive();
        assertThat(CheckersPerft.perft(nearLimit, 4)).isZero();
        assertThat(CheckersPerft.perft(unlimited, 4)).isPositive();
    }

    @Test
    void divide_givesTheCountBelowEachLegalMove_inTheirOrder() {
        CheckersGame game = CheckersGame.newGame();
        Map<CheckersMove, Long> divided = CheckersPerft.divide(game, 5);
        assertThat(List.copyOf(divided.keySet())).isEqualTo(game.legalMoves());
        assertThat(divided.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(7361);
        assertThatIllegalArgumentException().isThrownBy(() -> CheckersPerft.divide(game, 0));
    }

    @Test
    void perft_ofAFinishedGame_isZeroBeyondDepthZero_andRefusesANegativeDepth() {
        CheckersGame game = Fixtures.playAll(Fixtures.game("B:W14:B9"), "9x18");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.perft(0)).isEqualTo(1);
        assertThat(game.perft(2)).isZero();
        assertThat(CheckersPerft.perftThroughApi(game, 2)).isZero();
        assertThatIllegalArgumentException().isThrownBy(() -> game.perft(-1));
    }
}

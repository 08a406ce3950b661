package org.tabula.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Game;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.MorrisState;

/** The parallel perft counts what the game's own perft counts, however it splits. */
class ParallelPerftTest {

    private static ExecutorService pool;

    @BeforeAll
    static void startPool() {
        pool = Executors.newFixedThreadPool(2);
    }

    @AfterAll
    static void stopPool() {
        pool.shutdown();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "W.BB.WW.B.W.B..BW..WB.B. w 0 0 0 50", "W.....W.........B.BBB..W w 0 0 0 70",
        "W..........B............ b 8 8 0 1"})
    void perft_agreesWithTheGamesOwnPerft_atEveryDepthAndSplit(String position) {
        Game game = (position.isEmpty() ? MorrisGame.newGame() : MorrisGame.fromPosition(position)).state();
        for (int depth = 0; depth <= 4; depth++) {
            long expected = game.perft(depth);
            // A split deeper than the depth is cut to it; splits beyond two plies only make more, smaller tasks.
            for (int split = 0; split <= Math.min(depth + 1, 2); split++) {
                assertThat(ParallelPerft.perft(game, depth, split, pool)).as("depth %d, split %d", depth, split)
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void perft_fromTheEmptyBoard_matchesThePublishedCountAtDepthSix() {
        assertThat(ParallelPerft.perft(MorrisGame.newGame().state(), 6, ParallelPerft.splitFor(6, 2), pool))
                .isEqualTo(99_274_176L);
    }

    @Test
    void perft_leavesTheGameAsItWas_andCountsAFinishedGameAsHavingNoMoves() {
        MorrisState game = MorrisGame.newGame().state();
        game.play("d2");
        String before = game.position() + game.history();
        ParallelPerft.perft(game, 4, 2, pool);
        assertThat(game.position() + game.history()).isEqualTo(before);
        // Over by the rules: white is down to two men.
        MorrisState over = MorrisGame.fromPosition("WW.......B.....B.B...... w 0 0 0 40").state();
        assertThat(over.result()).isPresent();
        assertThat(ParallelPerft.perft(over, 3, 2, pool)).isZero();
        assertThat(ParallelPerft.perft(over, 0, 2, pool)).isEqualTo(1);
    }

    @Test
    void perft_refusesANegativeDepthOrSplit() {
        assertThatThrownBy(() -> ParallelPerft.perft(MorrisGame.newGame().state(), -1, 0, pool))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ParallelPerft.perft(MorrisGame.newGame().state(), 3, -1, pool))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void splitFor_splitsOnlyForMoreThanOneThread_andNeverBelowTheLastPly() {
        assertThat(ParallelPerft.splitFor(8, 1)).isZero();
        assertThat(ParallelPerft.splitFor(8, 2)).isEqualTo(2);
        assertThat(ParallelPerft.splitFor(2, 2)).isEqualTo(1);
        assertThat(ParallelPerft.splitFor(1, 2)).isZero();
    }
}

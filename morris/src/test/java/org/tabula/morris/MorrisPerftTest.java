package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Phase;

class MorrisPerftTest {

    @ParameterizedTest(name = "depth {0}: {1}")
    @CsvSource({"0, 1", "1, 24", "2, 552", "3, 12144", "4, 255024", "5, 5140800", "6, 99274176"})
    void perft_fromTheEmptyBoardWithFlying_matchesTheKnownCounts(int depth, long expected) {
        assertThat(MorrisPerft.perft(MorrisGame.newGame().state(), depth)).isEqualTo(expected);
    }

    @Tag("slow")
    @ParameterizedTest(name = "depth {0}: {1}")
    @CsvSource({"7, 1873562112", "8, 34085204352"})
    void perft_fromTheEmptyBoard_matchesTheKnownDeepCounts(int depth, long expected) {
        assertThat(MorrisGame.newGame().state().perft(depth)).isEqualTo(expected);
    }

    @Tag("slow")
    @Test
    void perft_onTheCoreWalk_matchesTheKnownCountAtDepthSeven() {
        assertThat(MorrisPerft.perftOnCore(MorrisGame.newGame().state(), 7, true)).isEqualTo(1_873_562_112L);
    }

    @Test
    void perft_withoutFlying_isTheSameWhileMenGoDown() {
        assertThat(MorrisPerft.perft(MorrisGame.newGame(false).state(), 5)).isEqualTo(5140800);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void perftThroughApi_agreesWithTheFastCore_fromTheEmptyBoard(int depth) {
        MorrisState game = MorrisGame.newGame().state();
        assertThat(MorrisPerft.perftThroughApi(game, depth)).isEqualTo(MorrisPerft.perft(game, depth));
    }

    static List<String> positions() {
        return List.of(
                // Placing, with mills to close on both sides.
                "WW.BB....W..B........... w 6 6 0 6",
                // Moving, crowded, mills that can open and close.
                "WWW.BB..B..W....B..W.B.. w 0 0 10 40",
                "WBWBWBWB.WB.BW.W.B..WB.. b 0 0 3 60",
                // White flies; black steps.
                "W.....W.........B.BBB..W w 0 0 0 70",
                // Black flies and every white man stands in a mill.
                "WWW......B..B........B.. b 0 0 5 80",
                // Near the no-mill limit, so the count stops at the draw.
                "W.W..B..W....B.....W..BB w 0 0 118 150",
                // Black to move while white still has men in hand.
                "W..........B............ b 8 8 0 1");
    }

    @Test
    void positions_exerciseWhatTheirCommentsSay() {
        assertThat(MorrisGame.fromPosition(positions().get(3)).state().phaseOf(Colour.WHITE)).isEqualTo(Phase.FLYING);
        assertThat(MorrisGame.fromPosition(positions().get(3)).state().phaseOf(Colour.BLACK)).isEqualTo(Phase.MOVING);
        assertThat(MorrisGame.fromPosition(positions().get(4)).state().phase()).isEqualTo(Phase.FLYING);
        MorrisState nearLimit = MorrisGame.fromPosition(positions().get(5)).state();
        long stopped = MorrisPerft.perft(nearLimit, 3);
        long unlimited = MorrisPerft.perft(new MorrisState(nearLimit.toPosition(), true, 0), 3);
        assertThat(stopped).isLessThan(unlimited);
    }

    @ParameterizedTest
    @MethodSource("positions")
    void perftThroughApi_agreesWithTheFastCore_fromPlacingMovingAndFlyingPositions(String position) {
        MorrisState game = MorrisGame.fromPosition(position).state();
        for (int depth = 0; depth <= 3; depth++) {
            assertThat(MorrisPerft.perft(game, depth)).as("depth %d", depth)
                    .isEqualTo(MorrisPerft.perftThroughApi(game, depth));
        }
    }

    @Test
    void divide_givesTheCountBelowEachLegalMove_inTheirOrder() {
        MorrisState game = MorrisGame.fromPosition(positions().get(1)).state();
        java.util.Map<MorrisMove, Long> divided = MorrisPerft.divide(game, 3);
        assertThat(List.copyOf(divided.keySet())).isEqualTo(game.legalMoves());
        assertThat(divided.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(MorrisPerft.perft(game, 3));
    }

    @Test
    void perft_ofAFinishedGame_isZeroBeyondDepthZero() {
        MorrisGame resigned = MorrisGame.newGame();
        resigned.resign(Colour.WHITE);
        assertThat(resigned.perft(0)).isEqualTo(1);
        assertThat(resigned.perft(2)).as("ended by a player").isZero();
        // Over by the rules: white is down to two men.
        MorrisState game = MorrisGame.fromPosition(Fixtures.moving("a7 g7", "d6 b4 f4", 'w')).state();
        assertThat(MorrisPerft.perft(game, 0)).isEqualTo(1);
        assertThat(MorrisPerft.perft(game, 2)).isZero();
        assertThat(MorrisPerft.perftThroughApi(game, 2)).isZero();
    }
}

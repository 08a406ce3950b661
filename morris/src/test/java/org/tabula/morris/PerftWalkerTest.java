package org.tabula.morris;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.api.Status;
import org.tabula.api.testkit.ContractOnlyGame;
import org.tabula.morris.rules.PerftWalker;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The fast perft ({@link PerftWalker}, behind {@link MorrisGame#perft}) against the slow ways of counting: the
 * make/unmake core, and the contract's own default walk over copies.
 */
class PerftWalkerTest {

    static List<String> positions() {
        return MorrisPerftTest.positions();
    }

    @ParameterizedTest
    @MethodSource("positions")
    void everyBulkMode_agreesWithTheCoreWalk_withAndWithoutBulk(String position) {
        MorrisState game = MorrisGame.fromPosition(position).state();
        for (int depth = 0; depth <= 4; depth++) {
            long onCore = MorrisPerft.perftOnCore(game, depth, false);
            assertThat(MorrisPerft.perftOnCore(game, depth, true)).as("core, bulk, depth %d", depth)
                    .isEqualTo(onCore);
            for (PerftWalker.Bulk bulk : PerftWalker.Bulk.values()) {
                assertThat(MorrisPerft.perft(game, depth, bulk)).as("%s, depth %d", bulk, depth).isEqualTo(onCore);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("positions")
    void gamePerft_agreesWithTheContractsDefaultWalk(String position) {
        MorrisState game = MorrisGame.fromPosition(position).state();
        for (int depth = 0; depth <= 3; depth++) {
            assertThat(game.perft(depth)).as("depth %d", depth)
                    .isEqualTo(new ContractOnlyGame(game).perft(depth));
        }
    }

    @Test
    void gamePerft_agreesWithTheContractsDefaultWalk_fromTheEmptyBoard() {
        MorrisState game = MorrisGame.newGame().state();
        for (int depth = 0; depth <= 3; depth++) {
            assertThat(game.perft(depth)).isEqualTo(new ContractOnlyGame(game).perft(depth));
        }
    }

    @Property(tries = 60)
    void gamePerft_agreesWithTheCoreWalkAndTheContract_afterRandomPlay(@ForAll long seed, @ForAll boolean flying,
            @ForAll @IntRange(max = 160) int plies) {
        MorrisState game = MorrisGamePropertiesTest.randomGame(seed, flying, plies).state();
        for (int depth = 0; depth <= 3; depth++) {
            long onCore = MorrisPerft.perftOnCore(game, depth, false);
            assertThat(game.perft(depth)).as("depth %d", depth).isEqualTo(onCore);
            for (PerftWalker.Bulk bulk : PerftWalker.Bulk.values()) {
                assertThat(MorrisPerft.perft(game, depth, bulk)).as("%s, depth %d", bulk, depth).isEqualTo(onCore);
            }
        }
        assertThat(game.perft(2)).isEqualTo(new ContractOnlyGame(game).perft(2));
    }

    @Test
    void perft_countsTheThirdRepetitionAsAnEnding_includingPositionsBeforeThePerftBegan() {
        // Four men a side, none able to close a mill, shuffling: the history already holds two of each position.
        MorrisState game = Fixtures.game("a7 g7 a1 g1", "d6 b4 f4 d2", 'w').state();
        Fixtures.playAll(game, "a7-d7", "d6-d5", "d7-a7", "d5-d6", "a7-d7", "d6-d5", "d7-a7");
        MorrisState fresh = MorrisGame.fromPosition(game.position()).state();
        assertThat(game.perft(3)).isLessThan(fresh.perft(3));
        for (int depth = 1; depth <= 6; depth++) {
            long onCore = MorrisPerft.perftOnCore(game, depth, true);
            assertThat(game.perft(depth)).as("depth %d", depth).isEqualTo(onCore);
            assertThat(MorrisPerft.perft(game, depth, PerftWalker.Bulk.NONE)).isEqualTo(onCore);
            assertThat(MorrisPerft.perft(fresh, depth, PerftWalker.Bulk.LAST_PLY))
                    .isEqualTo(MorrisPerft.perftOnCore(fresh, depth, true));
        }
        assertThat(game.perft(2)).isEqualTo(new ContractOnlyGame(game).perft(2));
    }

    @Test
    void perft_stopsAtTheNoMillLimit_exactlyWhereTheGameDoes() {
        MorrisState game = MorrisGame.fromPosition(Fixtures.position("a7 g7 a1 g1", "d6 b4 f4 d2", 'w', 0, 0, 117, 150)).state();
        MorrisState unlimited = new MorrisState(game.toPosition(), true, 0);
        assertThat(game.perft(5)).isLessThan(unlimited.perft(5));
        for (int depth = 1; depth <= 5; depth++) {
            assertThat(game.perft(depth)).isEqualTo(MorrisPerft.perftOnCore(game, depth, true));
            assertThat(unlimited.perft(depth)).isEqualTo(MorrisPerft.perftOnCore(unlimited, depth, true));
        }
        assertThat(game.perft(4)).isEqualTo(new ContractOnlyGame(game).perft(4));
    }

    @Test
    void perft_deepFromAShufflingPosition_agreesWithTheCoreWalk_deepEnoughForRepetitions() {
        // Without flying, few men and few moves: deep enough for a third repetition inside the walk.
        MorrisState game = MorrisGame.fromPosition(Fixtures.moving("a7 g7 e3 g1", "d2 a1 d1", 'w'), false).state();
        for (int depth = 8; depth <= 10; depth++) {
            assertThat(game.perft(depth)).as("depth %d", depth)
                    .isEqualTo(MorrisPerft.perftOnCore(game, depth, true));
        }
    }

    @Test
    void perft_ofAFinishedGame_isZero_andOfANegativeDepth_isAMistake() {
        MorrisState game = MorrisGame.fromPosition(Fixtures.moving("a7 g7 a1", "d6 b4", 'w')).state();
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.perft(0)).isEqualTo(1);
        assertThat(game.perft(3)).isZero();
        assertThatThrownBy(() -> MorrisGame.newGame().state().perft(-1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void perft_leavesTheGameAsItWas() {
        MorrisState game = Fixtures.game("a7 g7 a1 g1", "d6 b4 f4 d2", 'w').state();
        Fixtures.playAll(game, "a7-d7", "d6-d5");
        Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
        game.perft(5);
        assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
    }
}

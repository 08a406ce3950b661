package org.tabula.morris;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Analysis.Verdict;
import org.tabula.api.Analysis;
import org.tabula.api.GameOptions;
import org.tabula.morris.bots.EndgameCodec;
import org.tabula.morris.bots.EndgameConsistency;
import org.tabula.morris.bots.EndgameIndex;
import org.tabula.morris.bots.EndgameTable;
import org.tabula.morris.bots.EndgameTables;
import org.tabula.morris.model.Position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.tabula.morris.Fixtures.moving;

/** The endgame tables: consistent with themselves move by move, right on worked positions, and kept as bytes. */
class MorrisEndgameTest {

    private static Position position(String white, String black, char turn) {
        return MorrisNotation.parsePosition(moving(white, black, turn));
    }

    // ---- consistency ----

    @Test
    void threeThree_everyPositionAgreesWithItsMoves() {
        assertThat(EndgameConsistency.problems(3, 3, 1)).isEmpty();
    }

    @ParameterizedTest(name = "{0} men to move against {1}")
    @CsvSource({"4, 3", "3, 4"})
    void fourThree_sampledPositionsAgreeWithTheirMoves(int own, int opp) {
        assertThat(EndgameConsistency.problems(own, opp, 37)).isEmpty();
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} men to move against {1}")
    @CsvSource({"4, 3", "3, 4", "4, 4"})
    void upToFourFour_everyPositionAgreesWithItsMoves(int own, int opp) {
        assertThat(EndgameConsistency.problems(own, opp, 1)).isEmpty();
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0} men to move against {1}")
    @CsvSource({"5, 3", "3, 5", "5, 4", "4, 5"})
    void fiveMen_sampledPositionsAgreeWithTheirMoves(int own, int opp) {
        assertThat(EndgameConsistency.problems(own, opp, 1009)).isEmpty();
    }

    @Test
    void index_numbersEveryThreeThreePositionOnce() {
        EndgameIndex index = EndgameIndex.of(3, 3);
        boolean[] seen = new boolean[index.size()];
        for (int ownRank = 0; ownRank < index.ownCount(); ownRank++) {
            int own = index.ownMen(ownRank);
            for (int oppRank = 0; oppRank < index.oppCount; oppRank++) {
                int opp = index.oppMenOfRank(oppRank, own);
                assertThat(Integer.bitCount(own)).isEqualTo(3);
                assertThat(Integer.bitCount(opp)).isEqualTo(3);
                assertThat(own & opp).isZero();
                int i = index.index(own, opp);
                assertThat(i).isEqualTo(ownRank * index.oppCount + oppRank);
                assertThat(seen[i]).isFalse();
                seen[i] = true;
            }
        }
        assertThat(index.size()).isEqualTo(2024 * 1330);
    }

    // ---- worked positions ----

    @Test
    void aFlyerWithTwoInARow_winsInOne_byClosingTheMill() {
        Analysis analysis = MorrisEndgame.analyse(position("a7 d7 b2", "c5 e3 g1", 'w')).orElseThrow();

        assertThat(analysis.verdict()).isEqualTo(Verdict.WIN);
        assertThat(analysis.plies()).isEqualTo(OptionalInt.of(1));
        assertThat(analysis.bestMoves()).containsExactly("b2-g7xc5", "b2-g7xe3", "b2-g7xg1");
        assertThat(analysis.summary()).isEqualTo("win in 1 ply");
    }

    @Test
    void aFlyerFacingTwoOpenMills_withNoneOfItsOwn_isLostInTwo_whateverItPlays() {
        Position position = position("c5 e3 b2", "a7 g7 a1", 'w');

        Analysis analysis = MorrisEndgame.analyse(position).orElseThrow();

        assertThat(analysis.verdict()).isEqualTo(Verdict.LOSS);
        assertThat(analysis.plies()).isEqualTo(OptionalInt.of(2));
        assertThat(analysis.bestMoves()).hasSize(Rules.legalMoves(position, true).size()).hasSize(3 * 18);
    }

    @Test
    void theSideWithTwoOpenMills_winsInOne_closingEither() {
        Analysis analysis = MorrisEndgame.analyse(position("c5 e3 b2", "a7 g7 a1", 'b')).orElseThrow();

        assertThat(analysis.verdict()).isEqualTo(Verdict.WIN);
        assertThat(analysis.plies()).isEqualTo(OptionalInt.of(1));
        assertThat(analysis.bestMoves()).containsExactly("g7-a4xc5", "g7-a4xe3", "g7-a4xb2", "a1-d7xc5",
                "a1-d7xe3", "a1-d7xb2");
    }

    @Test
    void fourMenWithAMillToClose_winInOne_steppingIntoIt() {
        Analysis analysis = MorrisEndgame.analyse(position("a7 d7 g4 b2", "c5 e3 g1", 'w')).orElseThrow();

        assertThat(analysis.verdict()).isEqualTo(Verdict.WIN);
        assertThat(analysis.plies()).isEqualTo(OptionalInt.of(1));
        assertThat(analysis.bestMoves()).containsExactly("g4-g7xc5", "g4-g7xe3", "g4-g7xg1");
        assertThat(analysis.basis()).contains("4-3", "flying", "repetition and no-mill draws are not counted");
    }

    @Test
    void threeMenAgainstFour_areNeverLostWithTheFlyerToMove() {
        EndgameTable table = EndgameTables.table(3, 4);
        for (int i = 0; i < table.size(); i += 101) {
            assertThat(EndgameTable.isLoss(table.valueAt(i))).as("index %d", i).isFalse();
        }
    }

    @Test
    void analyse_isEmptyOutsideTheSolvedSubspaces() {
        assertThat(MorrisEndgame.analyse(Position.START)).isEmpty();
        assertThat(MorrisEndgame.analyse(position("a7 d7 g7 b6 d6 f6", "a1 d1 g1 b2 d2 f2", 'w'))).isEmpty();
        assertThat(MorrisEndgame.subspaceOf(position("a7 d7 g7 b6 d6", "a1 d1 g1 b2", 'w'))).contains("5-4");
        assertThat(MorrisEndgame.subspaceOf(position("a7 d7 g7", "a1 d1 g1 b2", 'b'))).contains("4-3");
        assertThat(MorrisEndgame.bestMoves(Position.START)).isEmpty();
    }

    @Test
    void provider_analysesAGameWithFlying_andNotOneWithout() {
        MorrisProvider provider = new MorrisProvider();
        String text = moving("a7 d7 b2", "c5 e3 g1", 'w');

        assertThat(provider.analyse(provider.fromPosition(text, GameOptions.defaults(provider.options()))))
                .hasValueSatisfying(analysis -> assertThat(analysis.summary()).isEqualTo("win in 1 ply"));
        assertThat(provider.analyse(MorrisGame.fromPosition(text, false).state())).isEmpty();
        assertThat(provider.analyse(MorrisGame.newGame().state())).isEmpty();
    }

    // ---- bytes ----

    @Test
    void save_thenLoad_givesTheSameTables() {
        byte[] bytes = MorrisEndgame.save("3-3");
        List<EndgameTable> loaded = EndgameCodec.decode(3, 3, ByteBuffer.wrap(bytes));

        assertThat(loaded).hasSize(1);
        assertThat(loaded.get(0).bytes()).isEqualTo(EndgameTables.table(3, 3).bytes());
        assertThat(bytes.length).isLessThan(EndgameTables.table(3, 3).size() / 2);
        MorrisEndgame.load("3-3", ByteBuffer.wrap(bytes));
        assertThat(MorrisEndgame.isReady("3-3")).isTrue();
    }

    @Test
    void save_ofTheFourThreeSubspace_holdsBothTables() {
        List<EndgameTable> loaded = EndgameCodec.decode(4, 3, ByteBuffer.wrap(MorrisEndgame.save("3-4")));

        assertThat(loaded).extracting(EndgameTable::own, EndgameTable::opp)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(4, 3), org.assertj.core.groups.Tuple.tuple(3, 4));
        assertThat(loaded.get(1).bytes()).isEqualTo(EndgameTables.table(3, 4).bytes());
    }

    @Test
    void load_refusesBytesThatAreNotAWholeUnchangedCopy() {
        byte[] good = MorrisEndgame.save("3-3");
        byte[] changed = good.clone();
        changed[changed.length / 2] ^= 0x10;
        byte[] cut = Arrays.copyOf(good, good.length - 7);
        byte[] longer = Arrays.copyOf(good, good.length + 1);
        byte[] other = good.clone();
        other[8 + 3] = 9;

        assertThatIllegalArgumentException().isThrownBy(() -> MorrisEndgame.load("3-3", ByteBuffer.wrap(changed)))
                .withMessageStartingWith("not loaded: ");
        assertThatIllegalArgumentException().isThrownBy(() -> MorrisEndgame.load("3-3", ByteBuffer.wrap(cut)))
                .withMessageContaining("cut short");
        assertThatIllegalArgumentException().isThrownBy(() -> MorrisEndgame.load("3-3", ByteBuffer.wrap(longer)))
                .withMessageContaining("follow");
        assertThatIllegalArgumentException().isThrownBy(() -> MorrisEndgame.load("3-3", ByteBuffer.wrap(other)))
                .withMessageContaining("format");
        assertThatIllegalArgumentException().isThrownBy(() -> MorrisEndgame.load("3-3",
                ByteBuffer.wrap("hello".getBytes(java.nio.charset.StandardCharsets.US_ASCII))));
        assertThatIllegalArgumentException().isThrownBy(() -> MorrisEndgame.load("4-3", ByteBuffer.wrap(good)))
                .withMessageContaining("holds subspace 3-3, not 4-3");
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource({"6-6", "2-3", "3-", "x", "''", "10-3"})
    void subspaceNames_thatAreNotSolvedHere_areRefused(String name) {
        assertThatIllegalArgumentException().isThrownBy(() -> MorrisEndgame.isReady(name))
                .withMessageContaining("3-3, 4-3, 4-4, 5-3, 5-4");
    }

    @Test
    void data_offersEverySubspaceAsAPart_beforeTheSolvedGames() {
        assertThat(MorrisEndgame.data().parts()).startsWith("3-3", "4-3", "4-4", "5-3", "5-4");
        assertThat(new MorrisProvider().precomputedData()).containsSame(MorrisEndgame.data());
    }

    @Test
    void data_namesThePartsOnlyTheTopLevelReads_andOnlyWithFlying() {
        MorrisProvider provider = new MorrisProvider();
        GameOptions flying = GameOptions.defaults(provider.options());
        GameOptions grounded = GameOptions.of(provider.options(), Map.of(MorrisProvider.FLYING, "false"));

        assertThat(MorrisEndgame.data().partsForBot(5, flying)).containsExactly("3-3", "4-3", "4-4");
        assertThat(MorrisEndgame.data().partsForBot(4, flying)).isEmpty();
        assertThat(MorrisEndgame.data().partsForBot(5, grounded)).isEmpty();
        assertThat(MorrisEndgame.data().partsForBot(9, flying)).isEmpty();
    }

    @Test
    void data_namesThePartsAnAnalysisReads_thePositionsSubspaceAndThoseBelowIt() {
        MorrisProvider provider = new MorrisProvider();
        GameOptions flying = GameOptions.defaults(provider.options());
        GameOptions grounded = GameOptions.of(provider.options(), Map.of(MorrisProvider.FLYING, "false"));
        String fourThree = "WWWW" + ".".repeat(17) + "BBB w 0 0 0 40";
        String fiveFour = "WWWWW" + ".".repeat(15) + "BBBB w 0 0 0 40";

        assertThat(MorrisEndgame.data().partsForAnalysis(provider.fromPosition(fourThree, flying)))
                .containsExactly("3-3", "4-3");
        assertThat(MorrisEndgame.data().partsForAnalysis(provider.fromPosition(fiveFour, flying)))
                .containsExactly("3-3", "4-3", "4-4", "5-3", "5-4");
        assertThat(MorrisEndgame.data().partsForAnalysis(provider.newGame(flying))).as("men in hand").isEmpty();
        assertThat(MorrisEndgame.data().partsForAnalysis(provider.fromPosition(fourThree, grounded))).isEmpty();
    }
}

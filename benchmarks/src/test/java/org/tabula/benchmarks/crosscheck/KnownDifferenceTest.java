package org.tabula.benchmarks.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisResult;

class KnownDifferenceTest {

    @Test
    void sanmillTakingTwoMenWhereTabulaTakesOne_isMorabarabasRule() {
        MoveSets sets = MoveSets.compare(List.of("d6", "e3xa4", "e3xd7"), List.of("d6", "e3xa4xd7", "e3xd7xa4"));

        assertThat(KnownDifference.ofMoves(sets, Optional.empty(), false, false))
                .contains(KnownDifference.TWO_MILLS_TAKE_TWO);
    }

    @Test
    void aSecondTakeAfterAMoveTabulaDoesNotList_isNoKnownRule() {
        MoveSets sets = MoveSets.compare(List.of("d6", "e3xa4"), List.of("d6", "e3xa4xd7", "f2xa4xd7"));

        assertThat(KnownDifference.ofMoves(sets, Optional.empty(), false, false)).isEmpty();
    }

    @Test
    void movesOnlySanmillHasAfterTabulasRepetition_areExplainedOnlyBackAtTheLastCapture() {
        MoveSets sets = MoveSets.compare(List.of(), List.of("g1-d1", "f6-f4"));

        assertThat(KnownDifference.ofMoves(sets, Optional.of(MorrisResult.repetition()), true, false))
                .contains(KnownDifference.REPETITION_AFTER_CAPTURE);
        assertThat(KnownDifference.ofMoves(sets, Optional.of(MorrisResult.repetition()), false, false)).isEmpty();
        assertThat(KnownDifference.ofMoves(sets, Optional.of(MorrisResult.noMove(Colour.WHITE)), true, false))
                .isEmpty();
    }

    @Test
    void flightsOnlyTabulaLists_areLaskersRuleOnlyWhereTabulaFliesWithMenInHand() {
        MoveSets sets = MoveSets.compare(List.of("d5", "e5-d5", "e5-a1", "e5-b6"), List.of("d5", "e5-d5"));

        assertThat(KnownDifference.ofMoves(sets, Optional.empty(), false, true))
                .contains(KnownDifference.LASKER_FLIGHT);
        assertThat(KnownDifference.ofMoves(sets, Optional.empty(), false, false)).isEmpty();
        MoveSets placements = MoveSets.compare(List.of("d5", "a1"), List.of("d5"));
        assertThat(KnownDifference.ofMoves(placements, Optional.empty(), false, true)).isEmpty();
    }

    @Test
    void aFullBoardDrawnByTabulaAndWonByBlackInSanmill_isTheFullBoardRule() {
        assertThat(KnownDifference.ofEndings(Optional.of(MorrisResult.fullBoard()), "black loseFullBoard"))
                .contains(KnownDifference.FULL_BOARD);
        assertThat(KnownDifference.ofEndings(Optional.of(MorrisResult.fullBoard()), "draw threefoldRepetition"))
                .isEmpty();
        assertThat(KnownDifference.ofEndings(Optional.of(MorrisResult.repetition()), "black loseFullBoard")).isEmpty();
    }
}

package org.tabula.benchmarks.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MoveSetsTest {

    @Test
    void theSameMovesInAnotherOrder_agree() {
        MoveSets sets = MoveSets.compare(List.of("a1", "d2-d3xa7", "g7"), List.of("g7", "a1", "d2-d3xa7"));

        assertThat(sets.agree()).isTrue();
    }

    @Test
    void movesOnlyOneEngineLists_areNamedOnTheirSide() {
        MoveSets sets = MoveSets.compare(List.of("a1", "d2-d3xa7", "d2-d3xb6"), List.of("a1", "d2-d3xa7xb6"));

        assertThat(sets.agree()).isFalse();
        assertThat(sets.onlyTabula()).containsExactly("d2-d3xa7", "d2-d3xb6");
        assertThat(sets.onlyPartner()).containsExactly("d2-d3xa7xb6");
    }

    @Test
    void aMoveListedTwice_isADifference() {
        MoveSets sets = MoveSets.compare(List.of("a1", "b2"), List.of("a1", "b2", "b2"));

        assertThat(sets.agree()).isFalse();
        assertThat(sets.twice()).containsExactly("b2");
        assertThat(sets.onlyTabula()).isEmpty();
        assertThat(sets.onlyPartner()).isEmpty();
    }

    @Test
    void noMovesOnEitherSide_agree() {
        assertThat(MoveSets.compare(List.of(), List.of()).agree()).isTrue();
    }
}

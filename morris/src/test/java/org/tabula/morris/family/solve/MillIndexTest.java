package org.tabula.morris.family.solve;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Removal;
import org.tabula.morris.family.Variant;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The perfect index: one number for every position a game can reach, and the position back from it. */
class MillIndexTest {

    @ParameterizedTest
    @CsvSource({
        // Worked out apart from the index: for each count of men on the board, the ways to place them times the
        // hands and sides to move that placing in turn allows (white first; both hands empty: either side).
        "THREE, 18773",
        "FIVE, 26562760",
        "SIX, 73861442",
        "SEVEN, 350459453",
    })
    void size_countsEveryBoardHandsAndSideToMove(Variant variant, long size) {
        assertThat(MillIndex.of(MillRules.of(variant)).size()).isEqualTo(size);
    }

    @Test
    void threeMensMorris_everyIndexIsOnePositionAndBack() {
        MillIndex index = MillIndex.of(MillRules.of(Variant.THREE));
        for (int i = 0; i < index.size(); i++) {
            assertThat(index.index(index.position(i))).isEqualTo(i);
        }
    }

    @Property(tries = 80)
    void positionsReachedInPlay_goToAnIndexAndBack(@ForAll("rules") MillRules rules,
            @ForAll @Size(min = 1, max = 120) List<@IntRange(min = 0, max = 1_000) Integer> choices) {
        MillIndex index = MillIndex.of(rules);
        FamilyState state = FamilyState.start(rules);
        for (int choice : choices) {
            FamilyPosition position = state.position();
            int i = index.index(position);
            assertThat(i).isBetween(0, index.size() - 1);
            assertThat(index.position(i)).isEqualTo(new FamilyPosition(rules, position.white(), position.black(),
                    position.turn(), position.whiteInHand(), position.blackInHand(), 0, 0));
            if (state.moves().isEmpty()) {
                return;
            }
            state = state.after(state.moves().get(choice % state.moves().size()));
        }
    }

    @Test
    void aPositionNoGameReaches_isRefusedWithAReason() {
        MillRules five = MillRules.of(Variant.FIVE);
        // White to move with more men in hand than black: only Lasker's rule gets there.
        FamilyPosition position = FamilyPosition.parse(five, "five ................ w 3 1 0 9");
        assertThatThrownBy(() -> MillIndex.of(five).index(position)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("in hand");
        MillRules lasker = new MillRules(Variant.FIVE, Flying.NEVER, Removal.STANDARD, true, false, 0);
        FamilyPosition laskers = FamilyPosition.parse(lasker, "five ................ w 3 1 0 9");
        assertThat(MillIndex.of(lasker).position(MillIndex.of(lasker).index(laskers)).text())
                .isEqualTo("five ................ w 3 1 0 0");
    }

    @Provide
    Arbitrary<MillRules> rules() {
        Arbitrary<Variant> variants = Arbitraries.of(Variant.THREE, Variant.FIVE, Variant.SIX, Variant.SEVEN);
        return net.jqwik.api.Combinators.combine(variants, Arbitraries.of(Flying.class),
                Arbitraries.of(Removal.class), Arbitraries.of(false, true), Arbitraries.of(false, true))
                .as((variant, flying, removal, lasker, misere) -> new MillRules(variant, flying, removal, lasker,
                        misere, 0));
    }
}

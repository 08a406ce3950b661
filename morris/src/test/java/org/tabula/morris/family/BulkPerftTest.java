package org.tabula.morris.family;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.tabula.morris.rules.PerftWalker.Bulk;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The walk on masks counts in bulk only what it would count by walking: over positions of random games under
 * generated rules (every variant and axis, and no-mill limits short enough to end games inside the walk), the count
 * with the last two plies in bulk, with the last ply and with none equals the walk on states.
 */
class BulkPerftTest {

    @Property(tries = 150)
    void bulkCounts_equalTheWalkWithoutBulk(@ForAll("positions") FamilyPosition position,
            @ForAll @IntRange(min = 1, max = 3) int depth) {
        long walked = FamilyPerft.fast(position, depth, Bulk.NONE);
        assertThat(FamilyPerft.fast(position, depth, Bulk.LAST_PLY)).as("last ply in bulk").isEqualTo(walked);
        assertThat(FamilyPerft.fast(position, depth, Bulk.LAST_TWO_PLIES)).as("last two plies in bulk")
                .isEqualTo(walked);
        assertThat(FamilyPerft.fast(position, depth - 1, Bulk.NONE))
                .isEqualTo(FamilyPerft.perft(FamilyState.of(position), depth - 1));
    }

    @Provide
    Arbitrary<FamilyPosition> positions() {
        Arbitrary<MillRules> rules = Combinators.combine(Arbitraries.of(Variant.class), Arbitraries.of(Flying.class),
                Arbitraries.of(Removal.class), Arbitraries.of(true, false), Arbitraries.of(true, false),
                Arbitraries.of(0, 2, 5, 9, MillRules.SEED_NO_MILL_LIMIT)).as(MillRules::new);
        Arbitrary<List<Integer>> choices = Arbitraries.integers().between(0, 10_000).list().ofMinSize(6).ofMaxSize(40);
        return Combinators.combine(rules, choices).as(PlayedPositions::played);
    }
}

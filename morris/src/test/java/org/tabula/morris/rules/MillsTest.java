package org.tabula.morris.rules;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.tabula.morris.model.Points;
import org.tabula.morris.rules.Mills;
import static org.assertj.core.api.Assertions.assertThat;

/** The loop-free mill arithmetic of the fast perft, held to the plain definitions over the points. */
class MillsTest {

    @Property(tries = 2000)
    void dualMasks_findTheSameMillsClosersTakeableMenAndSteps_asThePoints(@ForAll int ownBits, @ForAll int theirBits) {
        int own = ownBits & Points.ALL;
        int theirs = theirBits & Points.ALL & ~own;
        int empty = Points.ALL & ~(own | theirs);
        long dual = Mills.dual(own);

        long byPoint = 0;
        int closers = 0;
        int steps = 0;
        for (int point = 0; point < Points.COUNT; point++) {
            int bit = 1 << point;
            if ((own & bit) != 0) {
                byPoint |= Mills.bit(point);
                steps += Integer.bitCount(Points.neighbours(point) & empty);
            } else if (Points.inMill(own | bit, point)) {
                closers |= bit;
            }
        }
        int inMills = Points.menInMills(own);
        int free = own & ~inMills;

        assertThat(dual).isEqualTo(byPoint);
        assertThat(Mills.men(dual)).isEqualTo(own);
        assertThat(Mills.inMills(own)).isEqualTo(inMills);
        assertThat(Mills.inMills(dual)).isEqualTo(inMills);
        assertThat(Mills.closers(dual)).isEqualTo(closers);
        assertThat(Mills.takeable(dual)).isEqualTo(free != 0 ? free : own);
        assertThat(Mills.steps(dual, Mills.dual(empty))).isEqualTo(steps);
        assertThat(Mills.steps(dual, Mills.ALL & ~(dual | Mills.dual(theirs)))).isEqualTo(steps);
    }

    @Test
    void everyMill_isOneAlignedTripleInOneHalf() {
        for (int mill : Points.millMasks()) {
            long dual = Mills.dual(mill);
            assertThat(Mills.inMills(dual)).isEqualTo(mill);
            long low = dual & 0xFFFFFFL;
            long high = dual >>> 32;
            boolean lowTriple = low == 7L << Long.numberOfTrailingZeros(low) && Long.numberOfTrailingZeros(low) % 3 == 0;
            boolean highTriple = high == 7L << Long.numberOfTrailingZeros(high)
                    && Long.numberOfTrailingZeros(high) % 3 == 0;
            assertThat(lowTriple ^ highTriple).as("mill %s", Integer.toBinaryString(mill)).isTrue();
        }
    }
}

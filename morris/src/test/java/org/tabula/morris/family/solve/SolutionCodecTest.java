package org.tabula.morris.family.solve;

import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Removal;
import org.tabula.morris.family.Variant;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A solution's bytes: read back whole, and refused when they are another game's, cut or changed. */
class SolutionCodecTest {

    private static final MillRules THREE = MillRules.of(Variant.THREE);
    private static final MillSolution SOLVED = MillSolver.solve(THREE);

    @Test
    void bytes_readBackToTheSameValueAtEveryIndex() {
        MillSolution read = SolutionCodec.decode(THREE, SolutionCodec.encode(SOLVED));
        for (int i = 0; i < SOLVED.size(); i++) {
            assertThat(read.verdictAt(i)).isEqualTo(SOLVED.verdictAt(i));
        }
    }

    @Test
    void anotherGamesSolution_isRefusedNamingItsRules() {
        MillRules misere = new MillRules(Variant.THREE, Flying.NEVER, Removal.STANDARD, false, true, 0);
        assertThatThrownBy(() -> SolutionCodec.decode(misere, SolutionCodec.encode(SOLVED)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("misere=false");
    }

    @Test
    void aChangedOrCutCopy_isRefused() {
        byte[] bytes = SolutionCodec.encode(SOLVED);
        byte[] changed = bytes.clone();
        changed[changed.length - 3] ^= 1;
        assertThatThrownBy(() -> SolutionCodec.decode(THREE, changed)).isInstanceOf(IllegalArgumentException.class);
        byte[] cut = Arrays.copyOf(bytes, bytes.length - 1);
        assertThatThrownBy(() -> SolutionCodec.decode(THREE, cut)).isInstanceOf(IllegalArgumentException.class);
    }

    @Property(tries = 300)
    void anyBytes_areReadOrRefusedNeverThrownAtOtherwise(@ForAll byte[] bytes) {
        try {
            SolutionCodec.decode(THREE, bytes);
        } catch (IllegalArgumentException refused) {
            assertThat(refused).hasMessageStartingWith("not loaded: ");
        }
    }
}

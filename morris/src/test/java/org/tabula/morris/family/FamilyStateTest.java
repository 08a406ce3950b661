package org.tabula.morris.family;

import java.util.List;
import org.junit.jupiter.api.Test;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The state as the searching bots use it: its legal moves worked out once and shared, never changed by a caller. */
class FamilyStateTest {

    @Test
    void moves_areWorkedOutOnceAndSharedByEveryCaller() {
        FamilyState state = FamilyState.of(FamilyPosition.parse(MillRules.of(Variant.TWELVE),
                "twelve W.BB.WW.B.W.B..BW..WB.B. w 0 0 0 50"));
        List<FamilyMove> moves = state.moves();
        assertThat(moves).isNotEmpty();
        assertThat(state.moves()).isSameAs(moves);
        assertThatThrownBy(() -> moves.remove(0)).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void moves_ofAChildAreItsOwn() {
        FamilyState start = FamilyState.start(MillRules.of(Variant.SIX));
        FamilyState child = start.after(start.moves().get(0));
        assertThat(child.moves()).hasSize(15).doesNotContain(start.moves().get(0));
        assertThat(child.moves()).isSameAs(child.moves());
    }
}

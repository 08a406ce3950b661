package org.tabula.engine.side;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.tabula.api.Side;

class SideTableTest {

    @Test
    void side_isTheConstantNameInLowerCase() {
        assertThat(TestSeat.NORTH.side()).isEqualTo(Side.of("north"));
        assertThat(TestSeat.SOUTH.word()).isEqualTo("south");
        assertThat(TestSeat.SOUTH.title()).isEqualTo("South");
    }

    @Test
    void opponentAndIndex_followTurnOrder() {
        assertThat(TestSeat.NORTH.opponent()).isSameAs(TestSeat.SOUTH);
        assertThat(TestSeat.SOUTH.opponent()).isSameAs(TestSeat.NORTH);
        assertThat(TestSeat.NORTH.index()).isZero();
        assertThat(TestSeat.SOUTH.sides().ofIndex(TestSeat.SOUTH.index())).isSameAs(TestSeat.SOUTH);
    }

    @Test
    void inTurnOrder_listsTheApiSides() {
        assertThat(TestSeat.NORTH.sides().inTurnOrder()).containsExactly(Side.of("north"), Side.of("south"));
    }

    @Test
    void lookup_findsByApiSideAndWord() {
        assertThat(TestSeat.NORTH.sides().of(Side.of("south"))).isSameAs(TestSeat.SOUTH);
        assertThat(TestSeat.NORTH.sides().ofWord("north")).isSameAs(TestSeat.NORTH);
    }

    @Test
    void lookup_refusesAnotherSideInTheGamesWords() {
        assertThatThrownBy(() -> TestSeat.NORTH.sides().ofWord("east"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the test game has no side 'east'");
        assertThatThrownBy(() -> TestSeat.NORTH.sides().of(Side.of("west")))
                .hasMessage("the test game has no side 'west'");
    }

    @Test
    void of_refusesAnEnumThatIsNotTwoSides() {
        assertThatThrownBy(() -> SideTable.of(Crowd.class, "crowd", "abc"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has 3 sides");
    }

    @Property
    void opponentTwice_isTheSideItself(@ForAll TestSeat seat) {
        assertThat(seat.opponent().opponent()).isSameAs(seat);
        assertThat(seat.opponent()).isNotSameAs(seat);
        assertThat(seat.sides().of(seat.side())).isSameAs(seat);
        assertThat(List.of(seat.sides().inTurnOrder().get(seat.index()))).containsExactly(seat.side());
    }

    /** Three sides: not a table's. */
    enum Crowd implements GameSide<Crowd> {
        A, B, C;

        @Override
        public SideTable<Crowd> sides() {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void letter_isTheOneTheGameGaveInTurnOrder() {
        assertThat(TestSeat.NORTH.letter()).isEqualTo('n');
        assertThat(TestSeat.SOUTH.letter()).isEqualTo('s');
        assertThatThrownBy(() -> SideTable.of(TestSeat.class, "the test game", "nsx"))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("TestSeat has 2 sides but 3 letters: nsx");
    }
}

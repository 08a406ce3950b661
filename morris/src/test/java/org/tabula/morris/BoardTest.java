package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import org.tabula.morris.model.Board;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Points;

/** The board value: men on points and in hand, mills, and changes that give a new board. */
class BoardTest {

    @Test
    void start_hasNoManDownAndNineInEachHand() {
        Board board = Board.start();
        assertThat(board.emptyMask()).isEqualTo(Points.ALL);
        assertThat(board.inHand(Colour.WHITE)).isEqualTo(9);
        assertThat(board.men(Colour.BLACK)).isEqualTo(9);
        assertThat(board).hasToString("........................ 9 9");
    }

    @Test
    void changes_giveANewBoard_andLeaveTheOldOneAsItWas() {
        Board board = Board.start();
        Board changed = board.withInHand(Colour.WHITE, 6).withInHand(Colour.BLACK, 8).with(0, Colour.WHITE).with(1, Colour.WHITE)
                .with(2, Colour.WHITE).with(9, Colour.BLACK);
        assertThat(board).isEqualTo(Board.start());
        assertThat(changed.points(Colour.WHITE)).containsExactly(0, 1, 2);
        assertThat(changed.inMill(1)).isTrue();
        assertThat(changed.inMill(9)).isFalse();
        assertThat(changed.inMill(5)).as("an empty point").isFalse();
        assertThat(changed.inMills(Colour.WHITE)).isEqualTo(0b111);
        assertThat(changed.withInHand(Colour.WHITE, 5).with(9, Colour.WHITE).at(9)).contains(Colour.WHITE);
        assertThat(changed.without(9).isEmpty(9)).isTrue();
        assertThat(changed.toPosition(Colour.BLACK, 0, 3).white()).isEqualTo(0b111);
        assertThat(changed.hashCode()).isEqualTo(Board.of(changed.toPosition(Colour.WHITE, 0, 0)).hashCode());
    }

    @Test
    void board_refusesWhatNoPositionCouldHold() {
        assertThatIllegalArgumentException().isThrownBy(() -> Board.of(1, 1, 0, 0));
        assertThatIllegalArgumentException().isThrownBy(() -> Board.of(1 << 24, 0, 0, 0));
        assertThatIllegalArgumentException().isThrownBy(() -> Board.of(0b11, 0, 8, 0));
        assertThatIllegalArgumentException().isThrownBy(() -> Board.start().at(24));
    }
}

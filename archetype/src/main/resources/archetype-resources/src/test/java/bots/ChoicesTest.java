package ${package}.bots;

import static org.assertj.core.api.Assertions.assertThat;

import ${package}.rules.Board;
import org.junit.jupiter.api.Test;
import org.tabula.api.Move;
import org.tabula.engine.bots.RandomChoice;

/** The alert bot's choices: a win at once first, a block next, any square otherwise. */
class ChoicesTest {

    private static String only(RandomChoice choice) {
        assertThat(choice.count()).isEqualTo(1);
        return choice.moveAt().apply(0).text();
    }

    @Test
    void alert_winsAtOnce_ratherThanBlocking() {
        // Cross on a1 and b1, nought on a2 and b2: nought to move could block c1 but wins on c2.
        Board board = new Board("xx.oo.x..");
        assertThat(only(Choices.alert(board))).isEqualTo("c2");
    }

    @Test
    void alert_blocksARowTheOtherSideWouldWin() {
        // Cross on a1 and b1, nought on b2: nought to move must take c1.
        Board board = new Board("xx..o....");
        assertThat(only(Choices.alert(board))).isEqualTo("c1");
    }

    @Test
    void withNothingUrgent_bothLevelsChooseAmongEveryFreeSquare() {
        assertThat(Choices.alert(Board.EMPTY).count()).isEqualTo(9);
        assertThat(Choices.any(new Board("x........")).moveAt().apply(0)).extracting(Move::text).isEqualTo("b1");
    }
}

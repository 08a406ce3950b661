package org.tabula.engine.ending;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.engine.side.TestSeat;

class RulesEndingTest {

    /** Endings as a game writes them, for the tests. */
    enum Way implements RulesEnding {
        STUCK,
        TIRED,
        GAVE_UP_AT_LAST;

        @Override
        public boolean isDraw() {
            return this == TIRED;
        }
    }

    /** A result as a game writes one. */
    record Told(Optional<TestSeat> winner, Way ending, String sentence)
            implements RulesResult<TestSeat, Way> {
        Told {
            RulesResult.check(winner, ending, sentence);
        }
    }

    @Test
    void ending_readsItsCodeFromItsNameAndSaysWhetherItIsADraw() {
        assertThat(Way.STUCK.code()).isEqualTo("stuck");
        assertThat(Way.GAVE_UP_AT_LAST.code()).isEqualTo("gave-up-at-last");
        assertThat(Way.STUCK.isDraw()).isFalse();
        assertThat(Way.TIRED.isDraw()).isTrue();
    }

    @Test
    void ofCode_findsTheEndingOrNamesTheGame() {
        assertThat(RulesEnding.ofCode(Way.class, "test", "tired")).isSameAs(Way.TIRED);
        assertThat(RulesEnding.ofCode(Way.class, "test", "gave-up-at-last")).isSameAs(Way.GAVE_UP_AT_LAST);
        assertThatThrownBy(() -> RulesEnding.ofCode(Way.class, "test", "bored"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no test ending has the code 'bored'");
    }

    @Test
    void result_givesTheApiResultWithItsSentence() {
        var seat = TestSeat.NORTH;
        Told win = new Told(Optional.of(seat), Way.STUCK, RulesResult.wins(seat.opponent(), "North is stuck"));
        assertThat(win.sentence()).isEqualTo("South wins: North is stuck");
        assertThat(win.isDraw()).isFalse();
        assertThat(win.toResult()).isEqualTo(Result.win(Side.of("north"), "stuck", win.sentence()));
        Told draw = new Told(Optional.empty(), Way.TIRED, RulesResult.draw("both are tired"));
        assertThat(draw.isDraw()).isTrue();
        assertThat(draw.toResult()).isEqualTo(Result.draw("tired", "Draw: both are tired"));
    }

    @Test
    void resultRecord_givesTheWinToTheLosersOpponentAndWritesTheSentences() {
        ResultRecord<TestSeat, Way, Told> told = Told::new;
        Told win = told.lostBy(TestSeat.NORTH, Way.STUCK, "is stuck");
        assertThat(win).isEqualTo(new Told(Optional.of(TestSeat.SOUTH), Way.STUCK, "South wins: North is stuck"));
        assertThat(told.drawn(Way.TIRED, "both are tired"))
                .isEqualTo(new Told(Optional.empty(), Way.TIRED, "Draw: both are tired"));
    }

    @Test
    void resultRecord_writesTheEndingsEveryGameShares() {
        ResultRecord<TestSeat, Way, Told> told = Told::new;
        assertThat(told.noMove(TestSeat.SOUTH, Way.STUCK))
                .isEqualTo(new Told(Optional.of(TestSeat.NORTH), Way.STUCK, "North wins: South has no move"));
        assertThat(told.repetition(Way.TIRED))
                .isEqualTo(new Told(Optional.empty(), Way.TIRED, "Draw: the same position for the third time"));
    }

    @Test
    void result_refusesAWinnerOfADrawAndADrawOfAWin() {
        var seat = TestSeat.NORTH;
        assertThatThrownBy(() -> new Told(Optional.of(seat), Way.TIRED, "x"))
                .hasMessage("tired is a draw");
        assertThatThrownBy(() -> new Told(Optional.empty(), Way.STUCK, "x"))
                .hasMessage("stuck has a winner");
    }
}

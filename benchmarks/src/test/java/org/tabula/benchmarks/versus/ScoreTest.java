package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The score and its Wilson interval against values worked by hand from the formula. */
class ScoreTest {

    @Test
    void aDrawCountsHalf() {
        Score score = new Score(3, 2, 5);
        assertThat(score.games()).isEqualTo(10);
        assertThat(score.score()).isEqualTo(0.4);
        assertThat(score.reversed().score()).isEqualTo(0.6);
    }

    /** Wilson at z = 1.96: 5 of 10 gives 0.2366 .. 0.7634; 60 of 100 gives 0.5020 .. 0.6906; 0 of 10, 0 .. 0.2775. */
    @ParameterizedTest
    @CsvSource({"5,0,5,0.2366,0.7634", "60,0,40,0.5020,0.6906", "0,0,10,0.0,0.2775", "10,0,0,0.7225,1.0",
            "50,20,30,0.5020,0.6906"})
    void theInterval_isWilsons(int wins, int draws, int losses, double low, double high) {
        Score.Interval interval = new Score(wins, draws, losses).interval95();
        assertThat(interval.low()).isCloseTo(low, within(1e-4));
        assertThat(interval.high()).isCloseTo(high, within(1e-4));
    }

    @Test
    void theInterval_narrowsWithMoreGames_aroundTheSameScore() {
        Score.Interval ten = new Score(6, 0, 4).interval95();
        Score.Interval hundred = new Score(60, 0, 40).interval95();
        assertThat(hundred.high() - hundred.low()).isLessThan(ten.high() - ten.low());
        assertThat(hundred.low()).isLessThan(0.6).isGreaterThan(ten.low());
    }
}

package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A short bot ladder, each level against the one below over 20 games with colours alternating: each scores at
 * least 65% (level 5 at least 60%), a draw counting half. The games are the first of {@link BotLadder}'s 200-game
 * series, and as deterministic as the bots; docs/games/morris.md has the whole series.
 */
@Tag("slow")
class BotLadderTest {

    private static final int GAMES = 20;

    @ParameterizedTest(name = "level {0} against level {0} - 1")
    @ValueSource(ints = {2, 3, 4, 5})
    void eachLevel_scoresItsShareAgainstTheLevelBelow(int level) {
        double score = 0;
        for (long seed = 0; seed < GAMES; seed++) {
            score += BotLadder.play(level, level - 1, seed).score();
        }
        assertThat(score / GAMES).isGreaterThanOrEqualTo(level == 5 ? 0.60 : 0.65);
    }
}

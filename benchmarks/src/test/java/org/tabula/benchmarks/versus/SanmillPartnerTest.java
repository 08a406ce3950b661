package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.morris.MorrisProvider;

/**
 * The real Sanmill partner, when a person names its binary in SANMILL_PARTNER (built by
 * benchmarks/partners/sanmill/build.sh); skipped otherwise, as on CI. Its every move must be one Tabula accepts.
 */
class SanmillPartnerTest {

    @Test
    void thePartner_playsAWholeGame_withoutAnIllegalMove() {
        String binary = System.getenv("SANMILL_PARTNER");
        assumeTrue(binary != null && !binary.isBlank(), "SANMILL_PARTNER names no partner binary");
        Referee referee = new Referee(20, 600);
        try (Player bot = new BotPlayer(new MorrisProvider(), 2, 3); EnginePlayer sanmill = new EnginePlayer(List.of(binary))) {
            for (boolean botIsWhite : new boolean[] {true, false}) {
                PlayedGame game = referee.play(0, Openings.of(5, 4), bot, sanmill, botIsWhite);
                assertThat(game.end()).as(game.note()).isNotEqualTo(GameEnd.ILLEGAL);
            }
        }
    }
}

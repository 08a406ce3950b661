package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameProvider;
import org.tabula.checkers.CheckersProvider;

/**
 * The real simplech partner, when a person names its binary in SIMPLECH_PARTNER (built by
 * benchmarks/partners/simplech/build.sh); skipped otherwise, as on CI. Its every move, a jump by its whole path
 * among them, must be one Tabula's checkers accepts.
 */
class SimplechPartnerTest {

    @Test
    void thePartner_playsWholeGames_withBothColours_withoutAnIllegalMove() {
        String binary = System.getenv("SIMPLECH_PARTNER");
        assumeTrue(binary != null && !binary.isBlank(), "SIMPLECH_PARTNER names no partner binary");
        GameProvider checkers = new CheckersProvider();
        Referee referee = new Referee(checkers, 20, 600);
        try (Player bot = new BotPlayer(checkers, 2, 3); EnginePlayer simplech = new EnginePlayer(List.of(binary))) {
            for (boolean botIsBlack : new boolean[] {true, false}) {
                PlayedGame game = referee.play(0, Openings.of(checkers, 5, 4), bot, simplech, botIsBlack);
                assertThat(game.end()).as(game.note()).isNotEqualTo(GameEnd.ILLEGAL);
                assertThat(game.record()).as("a jump among simplech's moves").contains("x");
            }
        }
    }
}

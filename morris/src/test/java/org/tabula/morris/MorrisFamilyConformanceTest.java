package org.tabula.morris;

import java.util.List;
import java.util.Map;
import org.tabula.api.testkit.ConformanceSettings;
import org.tabula.api.testkit.GameConformanceKit;

/**
 * The mill family's other games keep the contract through the same plugin: Six Men's Morris first (the kit's bots
 * play the first set), then Three Men's Morris (a mill wins), Twelve Men's Morris (diagonals, a board that fills),
 * Sesotho Morabaraba (25 points) and Lasker Morris played misère under strict removal. A position carries no
 * repetition history, as the seed's does not.
 */
class MorrisFamilyConformanceTest extends GameConformanceKit {

    @Override
    protected String providerId() {
        return MorrisProvider.ID;
    }

    @Override
    protected ConformanceSettings settings() {
        return ConformanceSettings.defaults().withInexactPositions().withGames(3).withMaxPlies(200)
                .withBotStates(1)
                // Three first: the bots are checked in the first set's games, and the perfect level solves the
                // game it plays (Three in 0.1 s, Six in 85 s).
                .withOptionSets(List.of(Map.of(MorrisProvider.VARIANT, "three"), Map.of(MorrisProvider.VARIANT, "six"),
                        Map.of(MorrisProvider.VARIANT, "twelve", MorrisProvider.NO_MILL_LIMIT, "40"),
                        Map.of(MorrisProvider.VARIANT, "sesotho", MorrisProvider.FLYING_RULE, "always"),
                        Map.of(MorrisProvider.VARIANT, "lasker", MorrisProvider.MISERE, "true",
                                MorrisProvider.REMOVAL, "strict")));
    }
}

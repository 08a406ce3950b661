package org.tabula.morris;

import java.util.List;
import java.util.Map;
import org.tabula.api.testkit.ConformanceSettings;
import org.tabula.api.testkit.GameConformanceKit;

/**
 * Morris keeps the contract every plugin keeps, with and without flying and with no no-mill limit. A morris
 * position carries no repetition history, so a game drawn by repetition reads back from its position as a game
 * that goes on: positions are checked to read back while the game goes on, and to write the same text always.
 */
class MorrisConformanceTest extends GameConformanceKit {

    @Override
    protected String providerId() {
        return MorrisProvider.ID;
    }

    @Override
    protected ConformanceSettings settings() {
        return ConformanceSettings.defaults().withInexactPositions().withGames(12).withMaxPlies(600)
                .withBotStates(2)
                .withOptionSets(List.of(Map.of(), Map.of(MorrisProvider.FLYING, "false"),
                        Map.of(MorrisProvider.NO_MILL_LIMIT, "0")));
    }
}

package org.tabula.dicerace;

import java.util.List;
import java.util.Map;
import org.tabula.api.testkit.ConformanceSettings;
import org.tabula.api.testkit.GameConformanceKit;

/** The conformance kit on a game with chance and extra turns, whose positions carry everything. */
class DiceRaceConformanceTest extends GameConformanceKit {

    @Override
    protected String providerId() {
        return DiceRaceProvider.ID;
    }

    @Override
    protected ConformanceSettings settings() {
        return ConformanceSettings.defaults().withGames(12)
                .withOptionSets(List.of(Map.of(), Map.of(DiceRaceProvider.SEED, "77")));
    }
}

package org.tabula.api.testgame;

import org.tabula.api.testkit.ConformanceSettings;
import org.tabula.api.testkit.GameConformanceKit;

/** The conformance kit on a game with chance and extra turns, whose positions carry everything. */
class DiceRaceConformanceTest extends GameConformanceKit {

    @Override
    protected String providerId() {
        return "dicerace";
    }

    @Override
    protected ConformanceSettings settings() {
        return ConformanceSettings.defaults().withGames(25);
    }
}

package org.tabula.checkers;

import java.util.List;
import java.util.Map;
import org.tabula.api.testkit.ConformanceSettings;
import org.tabula.api.testkit.GameConformanceKit;

/**
 * Checkers keeps the contract every plugin keeps, with and without the repetition draw. A position (FEN) carries
 * no repetition history, so positions are checked to read back while the game goes on.
 */
class CheckersConformanceTest extends GameConformanceKit {

    @Override
    protected String providerId() {
        return CheckersProvider.ID;
    }

    @Override
    protected ConformanceSettings settings() {
        return ConformanceSettings.defaults().withInexactPositions().withGames(6).withMaxPlies(600).withBotStates(2)
                .withOptionSets(List.of(Map.of(), Map.of(CheckersProvider.REPETITION_DRAW, "false")));
    }
}

package org.tabula.xiangqi;

import org.tabula.api.testkit.ConformanceSettings;
import org.tabula.api.testkit.GameConformanceKit;

/**
 * Xiangqi keeps the contract every plugin keeps. A FEN carries no repetition history, so positions are checked
 * to read back while the game goes on; random games are cut at 200 plies to keep the run short.
 */
class XiangqiConformanceTest extends GameConformanceKit {

    @Override
    protected String providerId() {
        return XiangqiProvider.ID;
    }

    @Override
    protected ConformanceSettings settings() {
        return ConformanceSettings.defaults().withInexactPositions().withGames(3).withMaxPlies(200).withBotStates(2);
    }
}

package org.tabula.xiangqi;

import org.tabula.api.testkit.ConformanceSettings;
import org.tabula.api.testkit.GameConformanceKit;

/**
 * Xiangqi keeps the contract every plugin keeps. A position (FEN) carries no repetition history, so positions are
 * checked to read back while the game goes on; games are cut at 300 plies to keep the default run short.
 */
class XiangqiConformanceTest extends GameConformanceKit {

    @Override
    protected String providerId() {
        return XiangqiProvider.ID;
    }

    @Override
    protected ConformanceSettings settings() {
        return ConformanceSettings.defaults().withInexactPositions().withGames(4).withMaxPlies(300).withBotStates(1);
    }
}

package org.tabula.xiangqi;

import java.util.List;
import java.util.Map;
import org.tabula.api.testkit.ConformanceSettings;
import org.tabula.api.testkit.GameConformanceKit;

/**
 * Xiangqi keeps the contract every plugin keeps, with the default limits and with both limits off. A FEN carries
 * no repetition history, so a game ended by a repetition ruling reads back from its position as a game that goes
 * on: positions are checked to read back while the game goes on, and to write the same text always.
 */
class XiangqiConformanceTest extends GameConformanceKit {

    @Override
    protected String providerId() {
        return XiangqiProvider.ID;
    }

    @Override
    protected ConformanceSettings settings() {
        return ConformanceSettings.defaults().withInexactPositions().withGames(4).withMaxPlies(200)
                .withBotStates(1)
                .withOptionSets(List.of(Map.of(), Map.of(XiangqiProvider.REPETITION_LIMIT, "0",
                        XiangqiProvider.NO_CAPTURE_LIMIT, "0")));
    }
}

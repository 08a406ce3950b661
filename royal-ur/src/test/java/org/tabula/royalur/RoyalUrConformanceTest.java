package org.tabula.royalur;

import java.util.List;
import java.util.Map;
import org.tabula.api.testkit.ConformanceSettings;
import org.tabula.api.testkit.GameConformanceKit;

/**
 * The Royal Game of Ur keeps the contract every plugin keeps: under Finkel's rules with the dice supplied, under
 * the Masters rules, and with a seed the game throws its own dice from. Positions are exact: a position carries
 * the board, the side to move, a roll standing and the turns played, by which a seeded game numbers its throws, so
 * the game read from it is the game that wrote it (its result, home or the ply cap, follows from the position). A
 * few short games a set keep the module's tests fast; the four fuzzed readers cost the most.
 */
class RoyalUrConformanceTest extends GameConformanceKit {

    @Override
    protected String providerId() {
        return RoyalUrProvider.ID;
    }

    @Override
    protected ConformanceSettings settings() {
        return ConformanceSettings.defaults().withGames(3).withMaxPlies(300).withBotStates(2)
                .withOptionSets(List.of(Map.of(), Map.of(RoyalUrProvider.RULES, "masters"),
                        Map.of(RoyalUrProvider.SEED, "5f1c9a")));
    }
}

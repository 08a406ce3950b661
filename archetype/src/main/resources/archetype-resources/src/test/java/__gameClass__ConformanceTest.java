package ${package};

import org.tabula.api.testkit.ConformanceSettings;
import org.tabula.api.testkit.GameConformanceKit;

/** The whole conformance kit; a game of nine moves at most needs few games to reach every kind of ending. */
class ${gameClass}ConformanceTest extends GameConformanceKit {

    @Override
    protected String providerId() {
        return ${gameClass}Provider.ID;
    }

    @Override
    protected ConformanceSettings settings() {
        return ConformanceSettings.defaults().withGames(12);
    }
}

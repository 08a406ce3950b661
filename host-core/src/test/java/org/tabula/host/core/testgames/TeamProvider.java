package org.tabula.host.core.testgames;

import java.util.List;
import org.tabula.api.OptionSpec;
import org.tabula.api.Side;

/** A second well-behaved test game, with a choice option and no bot, to check order and layout. */
public final class TeamProvider extends StubProvider {

    /** The provider. */
    public TeamProvider() {
        super("team");
    }

    @Override
    public String title() {
        return "Team Game";
    }

    @Override
    public String version() {
        return "2.3";
    }

    @Override
    public List<Side> sides() {
        return List.of(Side.of("red"), Side.of("green"), Side.of("blue"));
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(OptionSpec.choice("board", "small", "The size of the board.", List.of("small", "large")));
    }
}

package org.tabula.dicerace.kit;

import java.util.List;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionSpec;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Side;
import org.tabula.dicerace.DiceRaceProvider;

/** The dice race's provider with every method forwarded, for a test to change one or two. */
abstract class ForwardingProvider implements GameProvider {
    private final DiceRaceProvider inner = new DiceRaceProvider();

    ForwardingProvider() {
        // Forwards to a provider of its own.
    }

    @Override
    public String id() {
        return inner.id();
    }

    @Override
    public String title() {
        return inner.title();
    }

    @Override
    public String version() {
        return inner.version();
    }

    @Override
    public List<OptionSpec> options() {
        return inner.options();
    }

    @Override
    public List<Side> sides() {
        return inner.sides();
    }

    @Override
    public Game newGame(GameOptions options) {
        return inner.newGame(options);
    }

    @Override
    public Game fromPosition(String position, GameOptions options) {
        return inner.fromPosition(position, options);
    }

    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        return inner.readRecord(record, options);
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        return inner.writeRecord(game, marks);
    }

    @Override
    public boolean claimsRecord(String record) {
        return inner.claimsRecord(record);
    }
}

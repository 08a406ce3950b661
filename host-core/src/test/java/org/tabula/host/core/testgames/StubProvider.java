package org.tabula.host.core.testgames;

import java.util.List;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.MatchMarks;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Side;

/** The base of the faulty test providers: a game that describes itself and can make no game. */
public abstract class StubProvider implements GameProvider {

    private final String id;

    /** A stub with this id. */
    protected StubProvider(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return "Stub " + id;
    }

    @Override
    public String version() {
        return "0";
    }

    @Override
    public List<Side> sides() {
        return List.of(Side.of("red"));
    }

    @Override
    public Game newGame(GameOptions options) {
        throw new UnsupportedOperationException("a stub makes no game");
    }

    @Override
    public Game fromPosition(String position, GameOptions options) {
        throw new UnsupportedOperationException("a stub makes no game");
    }

    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        throw new UnsupportedOperationException("a stub makes no game");
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        throw new UnsupportedOperationException("a stub makes no game");
    }
}

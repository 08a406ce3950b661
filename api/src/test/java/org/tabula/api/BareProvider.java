package org.tabula.api;

import java.util.List;

/** A provider with an id and two sides and nothing else (no game, no record): tests override what they look at. */
class BareProvider implements GameProvider {

    @Override
    public String id() {
        return "bare";
    }

    @Override
    public String title() {
        return "Bare";
    }

    @Override
    public String version() {
        return "1";
    }

    @Override
    public List<Side> sides() {
        return List.of(Side.of("one"), Side.of("two"));
    }

    @Override
    public Game newGame(GameOptions options) {
        throw new UnsupportedOperationException();
    }

    @Override
    public Game fromPosition(String position, GameOptions options) {
        throw new UnsupportedOperationException();
    }

    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        throw new UnsupportedOperationException();
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        throw new UnsupportedOperationException();
    }
}

package org.tabula.dicerace.kit;

import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.RecordedMatch;

/** The dice race with one flaw in every game it makes; never published to ServiceLoader. */
final class FlawedProvider extends ForwardingProvider {

    /** Its own id, so that no report mistakes it for the dice race. */
    static final String ID = "dice-race-flawed";

    private final FlawedGame.Flaw flaw;

    FlawedProvider(FlawedGame.Flaw flaw) {
        this.flaw = flaw;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Game newGame(GameOptions options) {
        return FlawedGame.fresh(super.newGame(options), flaw);
    }

    @Override
    public Game fromPosition(String position, GameOptions options) {
        // A position that lost its ply is read as one of ply 0.
        String whole = flaw == FlawedGame.Flaw.POSITION_LOSES_THE_PLY ? position + " 0" : position;
        return FlawedGame.fresh(super.fromPosition(whole, options), flaw);
    }

    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        RecordedMatch read = super.readRecord(record, options);
        return new RecordedMatch(FlawedGame.fresh(read.game(), flaw), read.marks());
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        FlawedGame flawed = (FlawedGame) game;
        String record = super.writeRecord(flawed.race(), marks);
        if (flawed.flaw() == FlawedGame.Flaw.RECORD_DROPS_THE_LAST_ROLL && !flawed.race().legalMoves().isEmpty()) {
            return record.substring(0, record.lastIndexOf("roll "));
        }
        if (flawed.flaw() == FlawedGame.Flaw.RECORD_FORGETS_ITS_START) {
            return record.replaceAll("(?m)^position .*\n", "");
        }
        return record;
    }
}

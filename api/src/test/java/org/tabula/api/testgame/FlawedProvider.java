package org.tabula.api.testgame;

import java.util.List;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.MatchMarks;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Side;

/** The dice race with one flaw in every game it makes; never published to ServiceLoader. */
final class FlawedProvider implements GameProvider {

    /** Its own id, so that no report mistakes it for the dice race. */
    static final String ID = "dicerace-flawed";

    private final DiceRaceProvider race = new DiceRaceProvider();
    private final FlawedGame.Flaw flaw;

    FlawedProvider(FlawedGame.Flaw flaw) {
        this.flaw = flaw;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String title() {
        return race.title();
    }

    @Override
    public String version() {
        return race.version();
    }

    @Override
    public List<org.tabula.api.OptionSpec> options() {
        return race.options();
    }

    @Override
    public List<Side> sides() {
        return race.sides();
    }

    @Override
    public Game newGame(GameOptions options) {
        return new FlawedGame(race.newGame(options), flaw);
    }

    @Override
    public Game fromPosition(String position, GameOptions options) {
        return new FlawedGame(race.fromPosition(position, options), flaw);
    }

    @Override
    public RecordedMatch readRecord(String record, GameOptions options) {
        RecordedMatch read = race.readRecord(record, options);
        return new RecordedMatch(new FlawedGame((DiceRaceGame) read.game(), flaw), read.marks());
    }

    @Override
    public String writeRecord(Game game, MatchMarks marks) {
        FlawedGame flawed = (FlawedGame) game;
        String record = race.writeRecord(flawed.race(), marks);
        if (flawed.flaw() == FlawedGame.Flaw.RECORD_DROPS_THE_LAST_ROLL && flawed.race().board().roll() >= 0) {
            return record.substring(0, record.lastIndexOf("roll "));
        }
        return record;
    }
}

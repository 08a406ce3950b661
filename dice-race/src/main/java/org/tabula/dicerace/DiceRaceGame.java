package org.tabula.dicerace;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.Outcome;
import org.tabula.api.board.BoardLayout;
import org.tabula.dicerace.board.RaceLayout;
import org.tabula.dicerace.rules.RaceMove;
import org.tabula.dicerace.rules.RaceState;
import org.tabula.dicerace.text.PositionText;
import org.tabula.engine.state.StateGame;

/**
 * One dice race in progress: its rules are {@link RaceState}'s and its bookkeeping {@link StateGame}'s; here are
 * only its texts, its layout and its seeded die.
 */
final class DiceRaceGame extends StateGame<RaceState, RaceMove> {

    DiceRaceGame(GameOptions options, RaceState start) {
        super(DiceRaceProvider.PROVIDER, options, RaceMove.class, start);
    }

    /** The record of this game: its seed when not 0, its start when not the usual one, each roll and move. */
    String record(MatchMarks marks) {
        Map<String, String> headers = new HashMap<>(options().notDefault(DiceRaceProvider.PROVIDER.options()));
        // A roll standing at the start is written as the first roll line, like any other.
        if (!start().rolled(-1).equals(RaceState.START)) {
            headers.put(DiceRaceProvider.POSITION, PositionText.write(start().rolled(-1)));
        }
        List<String> steps = new ArrayList<>();
        for (int i = 0; i < history().size(); i++) {
            steps.add(DiceRaceProvider.RECORD.chanceLine(RaceState.FACES.get(before().get(i).roll())));
            steps.add(history().get(i).text());
        }
        if (now().roll() >= 0) {
            steps.add(DiceRaceProvider.RECORD.chanceLine(RaceState.FACES.get(now().roll())));
        }
        return DiceRaceProvider.RECORD.write(headers, steps, false, marks);
    }

    @Override
    protected DiceRaceGame begun(RaceState start) {
        return new DiceRaceGame(options(), start);
    }

    @Override
    protected List<String> places(RaceState state, RaceMove move) {
        return RaceLayout.placesOf(state, move);
    }

    @Override
    public String position() {
        return PositionText.write(now());
    }

    @Override
    public Optional<BoardLayout> layout() {
        return Optional.of(RaceLayout.of(now(), lastMoveMarks()));
    }

    @Override
    public Map<String, String> facts() {
        return Map.of("roll", now().roll() < 0 ? "to come" : Integer.toString(now().roll()));
    }

    @Override
    public Outcome<String> drawChance() {
        // Not due, the roll is refused as one supplied would be.
        return supplyChance(RaceState.FACES.get(now().drawn(options().integer(DiceRaceProvider.SEED))));
    }
}

package org.tabula.engine.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.BoardView;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.engine.side.TestSeat;
import org.tabula.engine.state.RulesStateTest.Race;
import org.tabula.engine.state.RulesStateTest.Step;

class RulesStateGameTest {

    /** The counter race as a game: only what is its own, the rest read from its rules state. */
    private static final class RaceGame extends RulesStateGame<TestSeat, Step, Reached> {
        private final Race race;

        RaceGame(Race race) {
            this.race = race;
        }

        @Override
        protected Race state() {
            return race;
        }

        @Override
        public TestSeat toMove() {
            return TestSeat.NORTH;
        }

        @Override
        public String gameId() {
            return "race";
        }

        @Override
        public GameOptions options() {
            return GameOptions.defaults(List.of());
        }

        @Override
        public List<Side> sides() {
            return List.of(TestSeat.NORTH.side(), TestSeat.SOUTH.side());
        }

        @Override
        public int ply() {
            return race.history().size();
        }

        @Override
        public Outcome<Move> play(String moveText) {
            return race.play(new Step(Integer.parseInt(moveText.substring(1))));
        }

        @Override
        public Outcome<Move> play(Move move) {
            return play(move.text());
        }

        @Override
        public String position() {
            return Integer.toString(race.core().total());
        }

        @Override
        public Game copy() {
            return new RaceGame(race.copy());
        }

        @Override
        public BoardView view() {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void movesHistoryUndoAndEnding_areTheRulesStates() {
        RaceGame game = new RaceGame(new Race(3));
        assertThat(game.legalMoves()).containsExactly(new Step(1), new Step(2));
        assertThat(game.undo().refusal().code()).isEqualTo(MatchRefusal.NOTHING_TO_UNDO.code());

        game.play("+1");
        game.play("+2");
        assertThat(game.history()).containsExactly(new Step(1), new Step(2));
        assertThat(game.ending()).contains(Reached.by(TestSeat.NORTH));
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.legalMoves()).isEmpty();

        assertThat(game.undo().value()).isEqualTo(new Step(2));
        assertThat(game.history()).containsExactly(new Step(1));
        assertThat(game.ending()).isEmpty();
        assertThat(game.legalMoves()).containsExactly(new Step(1), new Step(2));
    }
}

package org.tabula.engine.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.engine.side.TestSeat;

class RulesStateTest {

    /** A counter game: a move adds 1 or 2, and reaching the goal ends it, the last mover winning. */
    record Step(int by) implements Move {
        @Override
        public String text() {
            return "+" + by;
        }
    }

    static final class Counter implements UndoableCore<Counter> {
        final List<Integer> totals = new ArrayList<>(List.of(0));

        @Override
        public Counter copy() {
            Counter copy = new Counter();
            copy.totals.clear();
            copy.totals.addAll(totals);
            return copy;
        }

        @Override
        public void unmake() {
            totals.remove(totals.size() - 1);
        }

        int total() {
            return totals.get(totals.size() - 1);
        }
    }

    static final class Race extends RulesState<Counter, Step, Reached> {
        private final int goal;

        Race(int goal) {
            super(new Counter());
            this.goal = goal;
            judge();
        }

        private Race(Race other) {
            super(other);
            this.goal = other.goal;
        }

        Race copy() {
            return new Race(this);
        }

        Outcome<Move> play(Step step) {
            if (isOver()) {
                return gameOver();
            }
            core().totals.add(core().total() + step.by());
            return played(step);
        }

        @Override
        protected List<Step> generateMoves() {
            return List.of(new Step(1), new Step(2));
        }

        @Override
        protected Reached reachedEnding() {
            return core().total() >= goal ? Reached.by(TestSeat.NORTH) : null;
        }
    }

    @Test
    void startsJudged_andRefusesMovesOnceOver() {
        Race over = new Race(0);
        assertThat(over.result()).isPresent();
        assertThat(over.legalMoves()).isEmpty();
        Outcome<Move> refused = over.play(new Step(1));
        assertThat(refused.isAccepted()).isFalse();
        assertThat(refused.refusal().code()).isEqualTo(MatchRefusal.GAME_OVER.code());
        assertThat(over.undo().refusal().code()).isEqualTo(MatchRefusal.NOTHING_TO_UNDO.code());
    }

    /** Plays the steps, checks the history and the ending against a plain model, then undoes all of them. */
    @Property
    void playsRecordsAndUndoesAsAModel(@ForAll List<@IntRange(min = 1, max = 2) Integer> steps) {
        Race race = new Race(15);
        List<Step> played = new ArrayList<>();
        int total = 0;
        for (int by : steps) {
            if (total >= 15) {
                break;
            }
            Step step = new Step(by);
            assertThat(race.legalMoves()).containsExactly(new Step(1), new Step(2));
            assertThat(race.play(step).value()).isEqualTo(step);
            played.add(step);
            total += by;
        }
        assertThat(race.history()).isEqualTo(played);
        assertThat(race.lastMove()).isEqualTo(played.isEmpty() ? Optional.empty() : Optional.of(played.get(played.size() - 1)));
        assertThat(race.result().isPresent()).isEqualTo(total >= 15);
        Race copy = race.copy();
        for (int i = played.size() - 1; i >= 0; i--) {
            assertThat(race.undo().value()).isEqualTo(played.get(i));
            assertThat(race.result()).isEmpty();
        }
        assertThat(race.core().total()).isZero();
        assertThat(copy.history()).isEqualTo(played);
        assertThat(copy.core().total()).isEqualTo(total);
    }
}

package org.tabula.engine.state;

import java.util.Optional;
import org.tabula.engine.ending.RulesEnding;
import org.tabula.engine.ending.RulesResult;
import org.tabula.engine.side.TestSeat;

/** A rules result of the tests' games, which end one way only: a goal reached, which a side wins. */
record Reached(Optional<TestSeat> winner, Way ending, String sentence) implements RulesResult<TestSeat, Reached.Way> {

    /** The one ending. */
    enum Way implements RulesEnding {
        REACHED;

        @Override
        public boolean isDraw() {
            return false;
        }
    }

    /** {@code winner} reached the goal. */
    static Reached by(TestSeat winner) {
        return new Reached(Optional.of(winner), Way.REACHED, winner.title() + " wins");
    }
}

package org.tabula.royalur.bots;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.rules.MoveGenerator;

/**
 * Search by expectation over the dice: at a throw the value is the chance-weighted mean over the rolls, at a move
 * the best of the moves, seen from the side to move (a win is 1, a loss -1). A move onto a rosette is followed by
 * the same side's throw; a roll with no move passes the turn. The depth counts the moves looked at, one for each
 * side's turn; at the end of the depth, or when the budget of counted nodes is spent or the host asks it to stop,
 * {@link Evaluation} judges the position. Nothing here reads a clock, so the same search gives the same answer.
 */
public final class Expectiminimax {

    private static final double WIN = 1.0;

    private final UrRules rules;
    private final long budget;
    private final BooleanSupplier stop;
    private long nodes;
    /** Once the host asks to stop, every node left is judged at once. */
    private boolean stopped;

    public Expectiminimax(UrRules rules, long budget, BooleanSupplier stop) {
        this.rules = rules;
        this.budget = budget;
        this.stop = stop;
    }

    /** The value of each legal move of a position with a roll standing, searched {@code depth} turns deep. */
    public double[] values(Position position, List<UrMove> moves, int depth) {
        double[] values = new double[moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            values[i] = afterMove(position, moves.get(i), depth - 1);
        }
        return values;
    }

    /** The nodes visited so far. */
    public long nodes() {
        return nodes;
    }

    /** The value, for the side that moved, of a move. */
    private double afterMove(Position position, UrMove move, int depth) {
        UrSide mover = position.turn();
        Position after = MoveGenerator.apply(position, rules, move);
        if (after.winner() != null) {
            return after.winner() == mover ? WIN : -WIN;
        }
        double value = throwValue(after, depth);
        return after.turn() == mover ? value : -value;
    }

    /** The value, for the side to throw, of a position with a roll due. */
    public double throwValue(Position position, int depth) {
        nodes++;
        if (!stopped && (nodes & 1023) == 0) {
            stopped = stop.getAsBoolean();
        }
        if (depth <= 0 || nodes > budget || stopped) {
            return Evaluation.of(position, rules);
        }
        double total = 0;
        for (int roll : rules.rolls()) {
            double chance = rules.probability(roll);
            List<UrMove> moves = roll == 0 ? List.of() : MoveGenerator.legalMoves(position.withRoll(roll), rules);
            double best;
            if (moves.isEmpty()) {
                best = -throwValue(MoveGenerator.forfeit(position), depth - 1);
            } else {
                best = -2 * WIN;
                Position rolled = position.withRoll(roll);
                for (UrMove move : moves) {
                    best = Math.max(best, afterMove(rolled, move, depth - 1));
                }
            }
            total += chance * best;
        }
        return total;
    }
}

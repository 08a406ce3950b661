package org.tabula.engine.search;

import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.engine.state.PlayableState;

/**
 * Nim on one heap where the sides do not always alternate: take 1, 2 or 3 stones, the one who takes the last
 * wins, and taking exactly 2 gives another turn (as a rosette does in the Royal Game of Ur).
 *
 * @param heap the stones left
 * @param mover the index of the side to move
 * @param ply the moves played
 */
public record ExtraTurnNim(int heap, int mover, int ply) implements PlayableState<ExtraTurnNim, ExtraTurnNim.Take> {

    public static final List<Side> SIDES = List.of(Side.of("first"), Side.of("second"));

    /** A move: the stones taken. */
    public record Take(int stones) implements Move {
        @Override
        public String text() {
            return String.valueOf(stones);
        }
    }

    @Override
    public Side side() {
        return SIDES.get(mover);
    }

    @Override
    public List<Take> moves() {
        return IntStream.rangeClosed(1, Math.min(3, heap)).mapToObj(Take::new).toList();
    }

    @Override
    public Outcome<Take> read(String text) {
        return Listed.read(moves(), text);
    }

    @Override
    public Optional<Refusal> check(Take move) {
        return Listed.check(moves(), move);
    }

    @Override
    public ExtraTurnNim after(Take move) {
        int left = heap - move.stones();
        // The winner stays the side to move once the heap is empty, so the result names it.
        boolean again = move.stones() == 2 || left == 0;
        return new ExtraTurnNim(left, again ? mover : 1 - mover, ply + 1);
    }

    @Override
    public Optional<Result> result() {
        return heap > 0 ? Optional.empty() : Optional.of(Result.win(side(), "last", side().title() + " took the last."));
    }
}

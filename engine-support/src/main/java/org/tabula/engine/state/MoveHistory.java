package org.tabula.engine.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Move;

/**
 * The moves a game's rules state has played, in order, taken back from the end. Mutable, as the state that owns it
 * is; {@link #copy()} gives an independent one.
 */
public final class MoveHistory<M extends Move> {

    private final List<M> moves;

    private MoveHistory(List<M> moves) {
        this.moves = moves;
    }

    /** A history with no move in it. */
    public static <M extends Move> MoveHistory<M> empty() {
        return new MoveHistory<>(new ArrayList<>());
    }

    /** An independent history with the same moves. */
    public MoveHistory<M> copy() {
        return new MoveHistory<>(new ArrayList<>(moves));
    }

    /** Records a move played. */
    public void add(M move) {
        moves.add(Objects.requireNonNull(move, "move"));
    }

    /**
     * Takes the last move off and returns it.
     *
     * @throws IllegalStateException when there is none (a state checks {@link #isEmpty()} to refuse first)
     */
    public M removeLast() {
        if (moves.isEmpty()) {
            throw new IllegalStateException("no move to take back");
        }
        return moves.remove(moves.size() - 1);
    }

    /** The last move played, or empty. */
    public Optional<M> last() {
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(moves.size() - 1));
    }

    /** Whether no move has been played. */
    public boolean isEmpty() {
        return moves.isEmpty();
    }

    /** The number of moves played. */
    public int size() {
        return moves.size();
    }

    /** The moves played, in order, as an unmodifiable copy. */
    public List<M> moves() {
        return List.copyOf(moves);
    }
}

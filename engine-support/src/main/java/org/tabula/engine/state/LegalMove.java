package org.tabula.engine.state;

import java.util.List;
import java.util.Objects;
import org.tabula.api.Move;

/** A move a caller hands the game, checked to be one of the game's own legal moves before the game reads it. */
public final class LegalMove {

    private LegalMove() {
    }

    /**
     * The move as the game's own class, when it is one of {@code legal}.
     *
     * @throws IllegalArgumentException for a move of another class, or one that is not legal here
     */
    public static <M extends Move> M of(Move move, Class<M> type, List<? extends M> legal) {
        Objects.requireNonNull(move, "move");
        if (!type.isInstance(move) || !legal.contains(move)) {
            throw new IllegalArgumentException("not a legal move here: " + move.text());
        }
        return type.cast(move);
    }
}

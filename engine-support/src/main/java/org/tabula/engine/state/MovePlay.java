package org.tabula.engine.state;

import java.util.Objects;
import java.util.function.Function;
import org.tabula.api.Move;
import org.tabula.api.Outcome;

/**
 * How a game plays a move value: one of its own class as it is, any other (a host's, another implementation's)
 * by its text, so that a move means the same whoever made it.
 */
public final class MovePlay {

    private MovePlay() {
    }

    /** Plays {@code move} through {@code playOwn} when it is an {@code own}, otherwise its text through {@code playText}. */
    public static <M extends Move> Outcome<Move> dispatch(Move move, Class<M> own,
            Function<? super M, Outcome<Move>> playOwn, Function<String, Outcome<Move>> playText) {
        Objects.requireNonNull(move, "move");
        return own.isInstance(move) ? playOwn.apply(own.cast(move)) : playText.apply(move.text());
    }
}

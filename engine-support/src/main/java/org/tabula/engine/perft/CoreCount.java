package org.tabula.engine.perft;

/**
 * A game's own perft count on its fast core, which {@link PerftFront#perft} calls after the shared checks.
 *
 * @param <G> the game
 */
@FunctionalInterface
public interface CoreCount<G> {

    /** The count below the game, which goes on, for a depth of 1 or more. */
    long count(G game, int depth);
}

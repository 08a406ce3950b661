package org.tabula.engine.search;

/**
 * A game's depth-limited search of one root move, as {@link IterativeDeepening} asks for it: the game's own
 * alpha-beta, move ordering, evaluation and quiescence behind one call.
 */
@FunctionalInterface
public interface RootSearch {

    /**
     * The score, for the side to move at the root, of playing root move {@code move} and searching {@code depth}
     * plies in all (the move itself the first). It must be exact when above {@code floor} and may be anything not
     * above it otherwise, so a game searches the reply with the window ({@code -INFINITY}, {@code -floor}); the
     * floor lies just below the best so far, so every move that ties with it is scored exactly. Once the game's
     * {@link NodeBudget} has stopped, the value is ignored.
     *
     * @param move the index of the move in the game's list of root moves, which the deepening never reorders
     */
    int score(int move, int depth, int floor);

    /**
     * Whether the deepening just finished reached the end of the game on every line it searched, so that a deeper
     * one would find the same scores; none does by default. A search that judges no position can say so and spare
     * the deepenings left.
     */
    default boolean exhausted() {
        return false;
    }
}

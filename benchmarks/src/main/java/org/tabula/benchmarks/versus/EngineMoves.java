package org.tabula.benchmarks.versus;

/** How an outside engine writes a game's moves: the game's move text to the engine's, and back. */
public interface EngineMoves {

    /** The engine writes the game's own move text (the versus line protocol). */
    EngineMoves SAME = new EngineMoves() {
        @Override
        public String toEngine(String move) {
            return move;
        }

        @Override
        public String fromEngine(String move) {
            return move;
        }
    };

    /** The engine's text for a move in the game's text. */
    String toEngine(String move);

    /** The game's text for a move the engine wrote; text that is no move comes back as the referee will refuse. */
    String fromEngine(String move);
}

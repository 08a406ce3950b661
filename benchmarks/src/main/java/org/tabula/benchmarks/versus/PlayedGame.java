package org.tabula.benchmarks.versus;

import java.util.Optional;

/**
 * One finished game of a match, seen from the match's first player.
 *
 * @param index the game's number, from 0
 * @param firstIsWhite whether the first player had white
 * @param firstWon empty for a draw (a cap counted as one), else whether the first player won
 * @param end how it ended
 * @param plies the plies played, the opening's included
 * @param record Tabula's morris record text of the game
 * @param firstMoves the moves the first player chose (the opening's not counted)
 * @param firstCpuNanos the CPU time those took
 * @param secondMoves the same for the second player
 * @param secondCpuNanos the CPU time those took
 * @param note what went wrong, for an illegal ending; empty otherwise
 */
public record PlayedGame(int index, boolean firstIsWhite, Optional<Boolean> firstWon, GameEnd end, int plies,
        String record, int firstMoves, long firstCpuNanos, int secondMoves, long secondCpuNanos, String note) {

    /** The game as the first player scores it. */
    public Score score() {
        return firstWon.map(won -> won ? new Score(1, 0, 0) : new Score(0, 0, 1)).orElse(new Score(0, 1, 0));
    }
}

package org.tabula.engine.bots;

import java.util.Objects;

/**
 * What a game's bots count in, named for a person: the units of their score and the step their depth counts.
 *
 * @param score the score's units, such as "hundredths of a man"
 * @param step one step of the depth, such as "ply"
 * @param steps more than one, such as "plies"
 */
public record ScoreUnits(String score, String step, String steps) {

    /** Checks that each is named. */
    public ScoreUnits {
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(steps, "steps");
    }

    /** A score in {@code score} units, the depth in plies: the searching games'. */
    public static ScoreUnits plies(String score) {
        return new ScoreUnits(score, "ply", "plies");
    }

    /** A score in {@code score} units, the depth in turns: a game whose bots look ahead turn by turn. */
    public static ScoreUnits turns(String score) {
        return new ScoreUnits(score, "turn", "turns");
    }

    /** The depth {@code count} in words: {@code 1 ply}, {@code 6 plies}. */
    String depth(int count) {
        return count + " " + (count == 1 ? step : steps);
    }
}

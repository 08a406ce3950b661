package org.tabula.api;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * What a game knows for certain about a position, such as an endgame table's answer: who wins with best play,
 * how soon, and the moves that get there.
 *
 * @param verdict the result with best play, for the side to move
 * @param plies the moves to the end with best play, each side's counted (the winner hurrying, the loser holding
 *     out); empty for a draw
 * @param bestMoves the moves that keep the verdict (and, for a win or a loss, the distance), in canonical text and
 *     in the game's move order; empty when the game is already over
 * @param basis where the answer comes from and what it assumes, in one sentence for a person
 * @since 0.1.0
 */
public record Analysis(Verdict verdict, OptionalInt plies, List<String> bestMoves, String basis) {

    /** The result of a position with best play, for the side to move. */
    public enum Verdict {
        /** The side to move can force a win. */
        WIN,
        /** The other side can force a win. */
        LOSS,
        /** Neither side can force a win. */
        DRAW;

        /**
         * The lower-case word: {@code win}, {@code loss} or {@code draw}.
         *
         * @return {@code win}, {@code loss} or {@code draw}
         */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Checks the parts: a draw has no distance, a win or a loss has one, and it is never negative.
     *
     * @param verdict the result with best play, for the side to move
     * @param plies the moves to the end with best play, each side's counted (the winner hurrying, the loser holding
     *     out); empty for a draw
     * @param bestMoves the moves that keep the verdict (and, for a win or a loss, the distance), in canonical text and
     *     in the game's move order; empty when the game is already over
     * @param basis where the answer comes from and what it assumes, in one sentence for a person
     */
    public Analysis {
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(plies, "plies");
        bestMoves = List.copyOf(bestMoves);
        Objects.requireNonNull(basis, "basis");
        if (verdict == Verdict.DRAW == plies.isPresent()) {
            throw new IllegalArgumentException("a win or a loss has a distance and a draw has none: " + verdict
                    + " " + plies);
        }
        if (plies.isPresent() && plies.getAsInt() < 0) {
            throw new IllegalArgumentException("a distance is 0 or more: " + plies.getAsInt());
        }
    }

    /**
     * A win or a loss at a distance.
     *
     * @param verdict a win or a loss for the side to move
     * @param plies the moves to the end with best play, each side's counted
     * @param bestMoves the moves that keep the verdict and the distance, in canonical text
     * @param basis where the answer comes from and what it assumes, in one sentence for a person
     * @return the analysis of a decided position
     */
    public static Analysis decided(Verdict verdict, int plies, List<String> bestMoves, String basis) {
        return new Analysis(verdict, OptionalInt.of(plies), bestMoves, basis);
    }

    /**
     * A draw.
     *
     * @param bestMoves the moves that keep the draw, in canonical text
     * @param basis where the answer comes from and what it assumes, in one sentence for a person
     * @return the analysis of a drawn position
     */
    public static Analysis draw(List<String> bestMoves, String basis) {
        return new Analysis(Verdict.DRAW, OptionalInt.empty(), bestMoves, basis);
    }

    /**
     * The verdict and distance for a person, such as "win in 7 plies" or "draw".
     *
     * @return the verdict, and for a win or a loss its distance in plies
     */
    public String summary() {
        if (plies.isEmpty()) {
            return verdict.word();
        }
        int n = plies.getAsInt();
        return verdict.word() + " in " + n + (n == 1 ? " ply" : " plies");
    }
}

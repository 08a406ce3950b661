package org.tabula.api;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * What a game knows for certain about a position, such as an endgame table's answer: who wins with best play,
 * how soon, and the moves that get there; in a game of chance, the side to move's exact chance to win with best
 * play.
 *
 * @param verdict the result with best play, for the side to move
 * @param plies the moves to the end with best play, each side's counted (the winner hurrying, the loser holding
 *     out); empty for a draw or a chance
 * @param bestMoves the moves that keep the verdict (and, for a win or a loss, the distance; for a chance, the
 *     chance), in canonical text and in the game's move order; empty when the game is already over, or when the
 *     moves wait on a throw not yet made
 * @param basis where the answer comes from and what it assumes, in one sentence for a person
 * @param winChance for a {@link Verdict#CHANCE}, the side to move's chance to win with best play, 0 to 1; empty
 *     for every other verdict
 * @since 0.1.0
 */
public record Analysis(Verdict verdict, OptionalInt plies, List<String> bestMoves, String basis,
        OptionalDouble winChance) {

    /** The result of a position with best play, for the side to move. */
    public enum Verdict {
        /** The side to move can force a win. */
        WIN,
        /** The other side can force a win. */
        LOSS,
        /** Neither side can force a win. */
        DRAW,
        /**
         * The dice decide: {@link Analysis#winChance()} is the side to move's chance to win with best play.
         *
         * @since 0.2.0
         */
        CHANCE;

        /**
         * The lower-case word: {@code win}, {@code loss}, {@code draw} or {@code chance}.
         *
         * @return {@code win}, {@code loss}, {@code draw} or {@code chance}
         */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Checks the parts: a win or a loss has a distance, never negative, and no other verdict has one; a chance has
     * a win chance from 0 to 1, and no other verdict has one.
     *
     * @param verdict the result with best play, for the side to move
     * @param plies the moves to the end with best play, each side's counted (the winner hurrying, the loser holding
     *     out); empty for a draw or a chance
     * @param bestMoves the moves that keep the verdict (and, for a win or a loss, the distance; for a chance, the
     *     chance), in canonical text and in the game's move order; empty when the game is already over, or when the
     *     moves wait on a throw not yet made
     * @param basis where the answer comes from and what it assumes, in one sentence for a person
     * @param winChance for a {@link Verdict#CHANCE}, the side to move's chance to win with best play, 0 to 1; empty
     *     for every other verdict
     * @since 0.2.0
     */
    public Analysis {
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(plies, "plies");
        bestMoves = List.copyOf(bestMoves);
        Objects.requireNonNull(basis, "basis");
        Objects.requireNonNull(winChance, "winChance");
        boolean decided = verdict == Verdict.WIN || verdict == Verdict.LOSS;
        if (decided != plies.isPresent()) {
            throw new IllegalArgumentException("a win or a loss has a distance and nothing else has: " + verdict
                    + " " + plies);
        }
        if (plies.isPresent() && plies.getAsInt() < 0) {
            throw new IllegalArgumentException("a distance is 0 or more: " + plies.getAsInt());
        }
        if ((verdict == Verdict.CHANCE) != winChance.isPresent()) {
            throw new IllegalArgumentException("a chance has a win chance and nothing else has: " + verdict + " "
                    + winChance);
        }
        // Written so that NaN fails too.
        if (winChance.isPresent() && !(winChance.getAsDouble() >= 0 && winChance.getAsDouble() <= 1)) {
            throw new IllegalArgumentException("a win chance is 0 to 1: " + winChance.getAsDouble());
        }
    }

    /**
     * An analysis without a win chance, as 0.1.0 made them: a win, a loss or a draw.
     *
     * @param verdict the result with best play, for the side to move
     * @param plies the moves to the end with best play, each side's counted; empty for a draw
     * @param bestMoves the moves that keep the verdict (and, for a win or a loss, the distance), in canonical text
     * @param basis where the answer comes from and what it assumes, in one sentence for a person
     */
    public Analysis(Verdict verdict, OptionalInt plies, List<String> bestMoves, String basis) {
        this(verdict, plies, bestMoves, basis, OptionalDouble.empty());
    }

    /**
     * The side to move's chance to win with best play, for a {@link Verdict#CHANCE}; empty for every other verdict.
     *
     * @return the chance, 0 to 1, or empty
     * @since 0.2.0
     */
    @Override
    public OptionalDouble winChance() {
        return winChance;
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
     * The exact value of a position of a game of chance: the side to move's chance to win with best play.
     *
     * @param winChance the side to move's chance to win with best play, 0 to 1
     * @param bestMoves the moves that keep the chance, in canonical text; empty while a throw is awaited
     * @param basis where the answer comes from and what it assumes, in one sentence for a person
     * @return the analysis of a position the dice decide
     * @since 0.2.0
     */
    public static Analysis chances(double winChance, List<String> bestMoves, String basis) {
        return new Analysis(Verdict.CHANCE, OptionalInt.empty(), bestMoves, basis, OptionalDouble.of(winChance));
    }

    /**
     * The verdict and distance for a person, such as "win in 7 plies", "draw" or "win with probability 0.734".
     *
     * @return the verdict, and for a win or a loss its distance in plies, for a chance the chance to three places
     */
    public String summary() {
        if (winChance.isPresent()) {
            return "win with probability " + threePlaces(winChance.getAsDouble());
        }
        if (plies.isEmpty()) {
            return verdict.word();
        }
        return verdict.word() + " in " + plies(plies.getAsInt());
    }

    /**
     * The verdict as a sentence naming the sides: "White wins in 7 plies", "Draw", or "Light wins with probability
     * 0.734 under best play".
     *
     * @param toMove the name of the side to move, as a person reads it
     * @param other the name of the other side
     * @return the sentence, without a full stop
     * @since 0.2.0
     */
    public String sentence(String toMove, String other) {
        return switch (verdict) {
            case WIN -> toMove + " wins in " + plies(plies.getAsInt());
            case LOSS -> other + " wins in " + plies(plies.getAsInt());
            case DRAW -> "Draw";
            case CHANCE -> toMove + " wins with probability " + threePlaces(winChance.getAsDouble())
                    + " under best play";
        };
    }

    private static String plies(int n) {
        return n + (n == 1 ? " ply" : " plies");
    }

    private static String threePlaces(double chance) {
        return String.format(Locale.ROOT, "%.3f", chance);
    }
}

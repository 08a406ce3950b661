package org.tabula.benchmarks.crosscheck;

import java.util.Optional;
import org.tabula.morris.model.Ending;
import org.tabula.morris.model.MorrisResult;

/**
 * A difference between Tabula's mill family and Sanmill's presets that is a difference of their rules, found by
 * reading both and written down in docs/morris-variants.md; anything else the cross-check finds is a bug.
 */
public enum KnownDifference {
    /** Sanmill's Morabaraba ({@code may_remove_multiple}): a move closing two mills at once takes two men. */
    TWO_MILLS_TAKE_TWO("Sanmill's Morabaraba takes a man for each mill a move closes at once; Tabula's takes one"),
    /** Sanmill's twelve-men presets ({@code FirstPlayerLose}): a board filled in the placing loses it for White. */
    FULL_BOARD("a board filled by the placing: Sanmill's twelve-men presets give it to Black; Tabula draws, as"
            + " GamesmanOne does"),
    /** Sanmill counts only positions a step reached; Tabula counts the one a placement or capture left too. */
    REPETITION_AFTER_CAPTURE("the third time counting the position a placement or capture left: Tabula draws;"
            + " Sanmill counts only positions a step reached, and plays on"),
    /** Lasker's rule with three men in all, some in hand: Tabula flies, as GamesmanOne does; Sanmill steps. */
    LASKER_FLIGHT("three men in all, some in hand, under Lasker's rule: Tabula flies, as GamesmanOne does;"
            + " Sanmill never flies while a man is in hand");

    private final String rule;

    KnownDifference(String rule) {
        this.rule = rule;
    }

    /** The rule that differs, for a person. */
    public String rule() {
        return rule;
    }

    /**
     * The rule behind two move lists that differ, or empty when none explains them.
     *
     * @param sets the lists compared
     * @param ending Tabula's ending of the position, if it has one
     * @param backAtLastCapture whether the position is the one the last placement or capture left
     * @param fliesWithMenInHand whether Tabula lets the side to move fly while it has men in hand
     */
    static Optional<KnownDifference> ofMoves(MoveSets sets, Optional<MorrisResult> ending,
            boolean backAtLastCapture, boolean fliesWithMenInHand) {
        if (!sets.twice().isEmpty()) {
            return Optional.empty();
        }
        if (fliesWithMenInHand && sets.onlyPartner().isEmpty() && !sets.onlyTabula().isEmpty()
                && sets.onlyTabula().stream().allMatch(move -> move.contains("-"))) {
            return Optional.of(LASKER_FLIGHT);
        }
        if (sets.onlyPartner().isEmpty()) {
            return Optional.empty();
        }
        boolean sanmillTakesTwo = sets.onlyPartner().stream().allMatch(move -> takes(move) == 2
                && sets.onlyTabula().contains(move.substring(0, move.lastIndexOf('x'))));
        if (sanmillTakesTwo && sets.onlyTabula().stream().allMatch(move -> takes(move) == 1)) {
            return Optional.of(TWO_MILLS_TAKE_TWO);
        }
        boolean repetition = ending.map(result -> result.ending() == Ending.REPETITION).orElse(false);
        return repetition && backAtLastCapture && sets.onlyTabula().isEmpty() ? Optional.of(REPETITION_AFTER_CAPTURE)
                : Optional.empty();
    }

    /** The rule behind two endings that differ, or empty when none explains them. */
    static Optional<KnownDifference> ofEndings(Optional<MorrisResult> ending, String sanmill) {
        boolean fullBoard = ending.map(result -> result.ending() == Ending.FULL_BOARD).orElse(false);
        return fullBoard && sanmill.equals("black loseFullBoard") ? Optional.of(FULL_BOARD) : Optional.empty();
    }

    private static long takes(String move) {
        return move.chars().filter(c -> c == 'x').count();
    }
}

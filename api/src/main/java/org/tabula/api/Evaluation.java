package org.tabula.api;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * How a bot judges a position, with the move it chooses there: what a host shows beside the bot's best move.
 *
 * <p>The score is in the game's own units, which differ between games and are not comparable across them: each
 * game's bots document theirs (the searching games count in hundredths of a man or a soldier, the dice games an
 * expected outcome from -1, a sure loss, to 1, a sure win). Whatever the units, it is seen from the side to move:
 * above 0 is good for it, 0 is about even. A search that proved the game's end within its depth says so apart
 * from the score, since a proof is not a judgement.
 *
 * @param move the move the bot plays in the position
 * @param score the position's worth for the side to move, in the game's own units; finite
 * @param depth how far the bot looked: plies for most games, turns where the game's bots count turns; 0 when it
 *     judged without looking ahead
 * @param provedEnd the plies to the end of the game that the search proved, each side's counted: positive for a
 *     win of the side to move, negative for its loss; empty where nothing was proved
 * @param sentence the judgement for a person, such as "+35 for White (hundredths of a man), 6 plies deep"
 * @since 0.2.0
 */
public record Evaluation(Move move, double score, int depth, OptionalInt provedEnd, String sentence) {

    /**
     * Checks the parts: a finite score, a depth of 0 or more, a proved end at least a ply away, a sentence.
     *
     * @param move the move the bot plays in the position
     * @param score the position's worth for the side to move, in the game's own units; finite
     * @param depth how far the bot looked; 0 or more
     * @param provedEnd the plies to a proved win (positive) or loss (negative) of the side to move; never 0
     * @param sentence the judgement for a person; not blank
     */
    public Evaluation {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(provedEnd, "provedEnd");
        Objects.requireNonNull(sentence, "sentence");
        if (!Double.isFinite(score)) {
            throw new IllegalArgumentException("a score is a finite number: " + score);
        }
        if (depth < 0) {
            throw new IllegalArgumentException("a depth is 0 or more: " + depth);
        }
        if (provedEnd.isPresent() && provedEnd.getAsInt() == 0) {
            throw new IllegalArgumentException("a proved end is at least a ply away");
        }
        if (sentence.isBlank()) {
            throw new IllegalArgumentException("an evaluation says itself in a sentence");
        }
    }

    /**
     * Whether the search proved that the side to move wins.
     *
     * @return true when the proved end is a win of the side to move
     */
    public boolean provedWin() {
        return provedEnd.isPresent() && provedEnd.getAsInt() > 0;
    }

    /**
     * Whether the search proved that the side to move loses.
     *
     * @return true when the proved end is a loss of the side to move
     */
    public boolean provedLoss() {
        return provedEnd.isPresent() && provedEnd.getAsInt() < 0;
    }
}

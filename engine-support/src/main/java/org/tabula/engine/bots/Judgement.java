package org.tabula.engine.bots;

import java.util.Locale;
import java.util.OptionalInt;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.Side;

/** A bot's {@link Evaluation} with its sentence, written once for every game's bots. */
public final class Judgement {

    private Judgement() {
    }

    /**
     * The evaluation of the position {@code game} stands at, the side to move's: a proved end named by its winner
     * ("Black can force a win in 3 plies"), otherwise the score in the game's units ("+35 for White, to move").
     *
     * @param score the score for the side to move, in the units {@code units} names
     * @param depth how far the bot looked, in the steps {@code units} names
     * @param provedEnd the plies to a proved win (positive) or loss (negative) of the side to move, or empty
     */
    public static Evaluation of(Game game, Move move, double score, int depth, OptionalInt provedEnd,
            ScoreUnits units) {
        Side toMove = game.turn();
        String sentence;
        if (provedEnd.isPresent()) {
            int plies = Math.abs(provedEnd.getAsInt());
            Side winner = provedEnd.getAsInt() > 0 ? toMove
                    : game.sides().stream().filter(side -> !side.equals(toMove)).findFirst().orElse(toMove);
            sentence = winner.title() + " can force a win in " + plies + (plies == 1 ? " ply" : " plies")
                    + (depth == 0 ? "." : " (found " + units.depth(depth) + " deep).");
        } else {
            sentence = signed(score) + " for " + toMove.title() + ", to move (" + units.score() + "), "
                    + (depth == 0 ? "judged without looking ahead." : units.depth(depth) + " deep.");
        }
        return new Evaluation(move, score, depth, provedEnd, sentence);
    }

    /** A whole score as a whole number, another to two places, signed unless 0. */
    private static String signed(double score) {
        String text = score == Math.rint(score) ? String.valueOf((long) score)
                : String.format(Locale.ROOT, "%.2f", score);
        return score > 0 ? "+" + text : text;
    }
}

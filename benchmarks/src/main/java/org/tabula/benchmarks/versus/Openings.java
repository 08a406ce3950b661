package org.tabula.benchmarks.versus;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.model.MorrisMove;

/** The random openings a match starts its games from: legal plies drawn from a seed, the same for the same seed. */
public final class Openings {

    private Openings() {
    }

    /**
     * The moves of the opening of a seed: up to {@code plies} legal moves, each drawn uniformly from the moves of
     * the position (fewer only if the game ended first).
     *
     * @throws IllegalArgumentException when plies is negative
     */
    public static List<String> of(long seed, int plies) {
        if (plies < 0) {
            throw new IllegalArgumentException("negative plies: " + plies);
        }
        SplittableRandom random = new SplittableRandom(seed);
        MorrisGame game = MorrisGame.newGame();
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < plies && game.ending().isEmpty(); i++) {
            List<MorrisMove> legal = game.legalMoves();
            MorrisMove move = legal.get(random.nextInt(legal.size()));
            game.play(move);
            moves.add(move.text());
        }
        return List.copyOf(moves);
    }
}

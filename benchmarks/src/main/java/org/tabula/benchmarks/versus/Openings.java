package org.tabula.benchmarks.versus;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.morris.MorrisProvider;

/** The random openings a match starts its games from: legal plies drawn from a seed, the same for the same seed. */
public final class Openings {

    private Openings() {
    }

    /** A morris opening, as every morris match has drawn them. */
    public static List<String> of(long seed, int plies) {
        return of(new MorrisProvider(), seed, plies);
    }

    /**
     * The moves of the opening of a seed: up to {@code plies} legal moves, each drawn uniformly from the game's
     * legal moves in the order the game lists them (fewer only if the game ended first).
     *
     * @throws IllegalArgumentException when plies is negative
     */
    public static List<String> of(GameProvider provider, long seed, int plies) {
        if (plies < 0) {
            throw new IllegalArgumentException("negative plies: " + plies);
        }
        SplittableRandom random = new SplittableRandom(seed);
        Game game = provider.newGame();
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < plies && game.result().isEmpty(); i++) {
            List<? extends Move> legal = game.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            game.play(move);
            moves.add(move.text());
        }
        return List.copyOf(moves);
    }
}

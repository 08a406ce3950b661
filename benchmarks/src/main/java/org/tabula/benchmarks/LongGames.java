package org.tabula.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.model.MorrisMove;

/**
 * Long morris games for the replay benchmark, the same every time: each is played to its end by a random player
 * drawing from a seed, which takes a man only one time in eight when it could do something else, so most games
 * run on through the moving phase to the no-mill limit or a repetition.
 */
public final class LongGames {

    /** How often, out of {@link #RELUCTANCE}, a move that takes a man is played when another move would do. */
    private static final int RELUCTANCE = 8;

    private LongGames() {
    }

    /** The record texts of {@code count} games played from {@code seed}, with flying. */
    public static List<String> records(long seed, int count) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> records = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            records.add(play(random).record());
        }
        return records;
    }

    /** One game played to its end by the reluctant random player. */
    static MorrisGame play(SplittableRandom random) {
        MorrisGame game = MorrisGame.newGame();
        while (game.ending().isEmpty()) {
            List<MorrisMove> moves = game.legalMoves();
            List<MorrisMove> quiet = moves.stream().filter(move -> !move.isCapture()).toList();
            boolean capture = quiet.isEmpty() || random.nextInt(RELUCTANCE) == 0;
            List<MorrisMove> from = capture ? moves : quiet;
            game.play(from.get(random.nextInt(from.size())));
        }
        return game;
    }

    /** The moves in a set of records, as their games count them. */
    public static long moves(List<String> records) {
        long moves = 0;
        for (String record : records) {
            moves += MorrisGame.fromText(record).history().size();
        }
        return moves;
    }
}

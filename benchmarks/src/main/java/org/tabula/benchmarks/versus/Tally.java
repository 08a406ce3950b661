package org.tabula.benchmarks.versus;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The summary of a match's games, from its first player's side.
 *
 * @param ends how many games ended each way, every ending the summary lists (in its order) included, 0 or more
 */
public record Tally(String first, String second, long millis, Score score, Map<GameEnd, Integer> ends,
        double meanPlies, double firstCpuMillisPerMove, double secondCpuMillisPerMove) {

    /** A morris match's summary, listing the endings the morris reports always listed. */
    public static Tally of(String first, String second, long millis, List<PlayedGame> games) {
        return of(first, second, millis, GameEnd.MORRIS, games);
    }

    /**
     * The summary; it lists the endings of {@code listed} (each, even when no game ended so) and then those the
     * games met that it does not name, in the order first met.
     *
     * @throws IllegalArgumentException when there are no games
     */
    public static Tally of(String first, String second, long millis, List<GameEnd> listed, List<PlayedGame> games) {
        if (games.isEmpty()) {
            throw new IllegalArgumentException("no games");
        }
        int wins = 0;
        int draws = 0;
        int losses = 0;
        Map<GameEnd, Integer> ends = new LinkedHashMap<>();
        listed.forEach(end -> ends.put(end, 0));
        long plies = 0;
        long firstMoves = 0;
        long firstCpu = 0;
        long secondMoves = 0;
        long secondCpu = 0;
        for (PlayedGame game : games) {
            Score one = game.score();
            wins += one.wins();
            draws += one.draws();
            losses += one.losses();
            ends.merge(game.end(), 1, Integer::sum);
            plies += game.plies();
            firstMoves += game.firstMoves();
            firstCpu += game.firstCpuNanos();
            secondMoves += game.secondMoves();
            secondCpu += game.secondCpuNanos();
        }
        return new Tally(first, second, millis, new Score(wins, draws, losses),
                Collections.unmodifiableMap(ends), (double) plies / games.size(), perMoveMillis(firstCpu, firstMoves),
                perMoveMillis(secondCpu, secondMoves));
    }

    private static double perMoveMillis(long nanos, long moves) {
        return moves == 0 ? 0 : nanos / 1e6 / moves;
    }

    /** The summary as lines of text. */
    public String text() {
        Score.Interval interval = score.interval95();
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "first:  %s%nsecond: %s%n", first, second));
        out.append(String.format(Locale.ROOT, "games %d at %d ms CPU a move: first %d wins, %d draws, %d losses%n",
                score.games(), millis, score.wins(), score.draws(), score.losses()));
        out.append(String.format(Locale.ROOT,
                "score of first %.1f%% (95%% Wilson interval on the per-game score %.1f%% .. %.1f%%)%n",
                100 * score.score(), 100 * interval.low(), 100 * interval.high()));
        out.append("ended by:");
        ends.forEach((end, count) -> out.append(String.format(Locale.ROOT, " %s %d;", end.words(), count)));
        out.append(String.format(Locale.ROOT, "%nmean plies %.1f%n", meanPlies));
        out.append(String.format(Locale.ROOT, "mean CPU a move: first %.1f ms, second %.1f ms%n",
                firstCpuMillisPerMove, secondCpuMillisPerMove));
        return out.toString();
    }
}

package org.tabula.morris;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.tabula.api.Bot;
import org.tabula.api.Status;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.MorrisResult;

/**
 * The bot ladder: series of games between neighbouring levels from the usual start, colours alternating, and
 * what each level spends a move. Prints a Markdown table for docs/games/morris.md.
 *
 * <p>Run from the repository root after {@code mvn -B -o test-compile -pl morris -am}:
 * <pre>
 * java -cp morris/target/test-classes:morris/target/classes:api/target/classes:notation-common/target/classes:\
 * engine-support/target/classes \
 *     org.tabula.morris.BotLadder [games per series, default 200] [threads, default 2] [lowest level, default 2]
 *     [highest level, default 5] [first game, default 0]
 * </pre>
 * Each series pits level L against level L - 1; game g gives the stronger side white when g is even, and seeds
 * {@code g} and {@code 1000 + g}. A draw counts half. The games are deterministic, so a series may be played in
 * parts (say games 0-99 and 100-199 by two processes) and the parts added up.
 */
public final class BotLadder {

    /**
     * One finished game: the stronger level's score and the time each level spent.
     *
     * @param score 1 for a win of the stronger level, 0.5 for a draw, 0 for a loss
     * @param plies the plies the game lasted
     * @param reason the ending's reason code
     * @param moves how many moves each level chose, by level
     * @param cpuNanos the CPU time each level spent choosing, by level
     * @param wallNanos the wall time each level spent choosing, by level
     * @param slowestNanos the longest wall time of one move, by level
     * @param slowestCpuNanos the longest CPU time of one move, by level
     */
    record Game(double score, int plies, String reason, long[] moves, long[] cpuNanos, long[] wallNanos,
            long[] slowestNanos, long[] slowestCpuNanos) {
    }

    private BotLadder() {
    }

    /** Runs the ladder and prints its tables. */
    public static void main(String[] args) throws InterruptedException, ExecutionException {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        int lowest = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        int highest = args.length > 3 ? Integer.parseInt(args[3]) : 5;
        int first = args.length > 4 ? Integer.parseInt(args[4]) : 0;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        long[] moves = new long[6];
        long[] cpu = new long[6];
        long[] wall = new long[6];
        long[] slowest = new long[6];
        long[] slowestCpu = new long[6];
        long[] plies = new long[6];
        System.out.println("| Series | Games | Stronger wins | Draws | Stronger loses | Stronger's score | Mean plies |");
        System.out.println("|---|---|---|---|---|---|---|");
        try {
            for (int level = lowest; level <= highest; level++) {
                List<Future<Game>> series = new ArrayList<>();
                for (int g = first; g < first + games; g++) {
                    int strong = level;
                    long seed = g;
                    series.add(pool.submit(() -> play(strong, strong - 1, seed)));
                }
                int wins = 0;
                int draws = 0;
                int losses = 0;
                double score = 0;
                for (Future<Game> future : series) {
                    Game game = future.get();
                    score += game.score();
                    if (game.score() == 1) {
                        wins++;
                    } else if (game.score() == 0) {
                        losses++;
                    } else {
                        draws++;
                    }
                    for (int l = 1; l <= 5; l++) {
                        moves[l] += game.moves()[l];
                        cpu[l] += game.cpuNanos()[l];
                        wall[l] += game.wallNanos()[l];
                        slowest[l] = Math.max(slowest[l], game.slowestNanos()[l]);
                        slowestCpu[l] = Math.max(slowestCpu[l], game.slowestCpuNanos()[l]);
                    }
                    plies[level] += game.plies();
                }
                System.out.printf(Locale.ROOT, "| %d vs %d | %d | %d | %d | %d | %.1f%% | %.0f |%n", level, level - 1,
                        games, wins, draws, losses, 100 * score / games, plies[level] / (double) games);
            }
        } finally {
            pool.shutdown();
        }
        System.out.println();
        System.out.println("| Level | Moves timed | Mean CPU per move | Slowest (CPU) | Mean wall per move | Slowest (wall) |");
        System.out.println("|---|---|---|---|---|---|");
        for (int l = 1; l <= 5; l++) {
            if (moves[l] > 0) {
                System.out.printf(Locale.ROOT, "| %d | %d | %.1f ms | %.0f ms | %.1f ms | %.0f ms |%n", l, moves[l],
                        cpu[l] / 1e6 / moves[l], slowestCpu[l] / 1e6, wall[l] / 1e6 / moves[l], slowest[l] / 1e6);
            }
        }
    }

    /** One game from the usual start: the stronger level has white when the seed is even. */
    static Game play(int strong, int weak, long seed) {
        MorrisGame game = MorrisGame.newGame();
        Colour strongSide = seed % 2 == 0 ? Colour.WHITE : Colour.BLACK;
        Bot strongBot = MorrisBots.TABLE.bot(strong, seed);
        Bot weakBot = MorrisBots.TABLE.bot(weak, 1000 + seed);
        long[] moves = new long[6];
        long[] cpu = new long[6];
        long[] wall = new long[6];
        long[] slowest = new long[6];
        long[] slowestCpu = new long[6];
        while (game.status() == Status.ACTIVE) {
            boolean strongToMove = game.toMove() == strongSide;
            int level = strongToMove ? strong : weak;
            long cpu0 = CpuClock.nanos();
            long wall0 = System.nanoTime();
            MorrisMove move = (MorrisMove) (strongToMove ? strongBot : weakBot).chooseMove(game.state());
            long spent = System.nanoTime() - wall0;
            long spentCpu = CpuClock.nanos() - cpu0;
            cpu[level] += spentCpu;
            slowestCpu[level] = Math.max(slowestCpu[level], spentCpu);
            wall[level] += spent;
            slowest[level] = Math.max(slowest[level], spent);
            moves[level]++;
            if (!game.play(move).isAccepted()) {
                throw new IllegalStateException("level " + level + " chose a refused move " + move);
            }
        }
        MorrisResult result = game.ending().orElseThrow();
        double score = result.isDraw() ? 0.5 : result.winner().orElseThrow() == strongSide ? 1 : 0;
        return new Game(score, game.ply(), result.toResult().reason(), moves, cpu, wall, slowest, slowestCpu);
    }
}

package org.tabula.benchmarks.strength;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.GameDefinition;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.benchmarks.CommandLines;

/**
 * Plays the generic bot ({@code mcts}) of every game on the class path against a random mover and prints its wins,
 * draws and losses and its win percentage per game.
 *
 * <pre>
 * benchmarks/mcts-vs-random.sh [--games 10] [--millis 1000] [--cap 1000] [--only morris,checkers]
 * </pre>
 * Each game is played the same number of times, round by round (one game of each per round, so that a run cut
 * short still gives every game its share); the search takes the first side in even rounds and the second in odd
 * ones. The random mover plays a legal move drawn evenly from a seeded generator, through the contract, and the
 * host throws the dice by their weights from its own. The search is stopped once its thread has used
 * {@code --millis} of CPU time on the move (CPU time rather than the wall clock, so that a machine shared with
 * other work gives it the same thinking). A game the rules have not ended after {@code --cap} plies counts as a
 * draw.
 */
public final class MctsVersusRandom {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private MctsVersusRandom() {
    }

    public static void main(String[] args) {
        Options options = CommandLines.parseOrExit(Options::parse, args,
                "MctsVersusRandom [--games N] [--millis M] [--cap PLIES] [--only ID,ID...]");
        List<GameProvider> games = ServiceLoader.load(GameProvider.class).stream().map(ServiceLoader.Provider::get)
                .filter(provider -> options.only().isEmpty() || options.only().contains(provider.id()))
                .sorted(Comparator.comparing(GameProvider::id)).toList();
        Map<String, int[]> tally = new LinkedHashMap<>();
        games.forEach(game -> tally.put(game.id(), new int[3]));
        for (int round = 0; round < options.games(); round++) {
            for (GameProvider provider : games) {
                long start = System.nanoTime();
                Played played = play(GameDefinition.withDefaults(provider), round, options);
                tally.get(provider.id())[played.score()]++;
                System.err.printf(Locale.ROOT, "%s game %d: mcts as %s %s, %d plies, %d s%n", provider.id(), round,
                        played.mctsSide(), played.words(), played.plies(), (System.nanoTime() - start) / 1_000_000_000L);
            }
        }
        print(System.out, options, tally);
    }

    /** One game: the search against the random mover, each seeded from the round. */
    static Played play(GameDefinition definition, int round, Options options) {
        BotLevel level = definition.botLevels().stream().filter(l -> l.name().equals("mcts")).findFirst()
                .orElseThrow(() -> new IllegalStateException(definition.id() + " lists no mcts level"));
        Bot mcts = definition.newBot(level.level(), round);
        SplittableRandom random = new SplittableRandom(1_000L + round);
        Game game = definition.newGame();
        Side mctsSide = definition.sides().get(round % definition.sides().size());
        int plies = 0;
        while (game.result().isEmpty() && plies < options.cap()) {
            Optional<ChanceRequest> chance = game.pendingChance();
            if (chance.isPresent()) {
                String outcome = chance.get().draw(random);
                if (chance.get().selfDrawn() && chance.get().outcomes().size() == 1) {
                    game.drawChance();
                } else {
                    game.supplyChance(outcome);
                }
                continue;
            }
            Move move;
            if (game.turn().equals(mctsSide)) {
                long budget = options.millis() * 1_000_000L;
                long begun = THREADS.getCurrentThreadCpuTime();
                move = mcts.chooseMove(game, () -> THREADS.getCurrentThreadCpuTime() - begun >= budget);
            } else {
                List<? extends Move> moves = game.legalMoves();
                move = moves.get(random.nextInt(moves.size()));
            }
            if (!game.play(move).isAccepted()) {
                throw new IllegalStateException(definition.id() + " refused " + move.text());
            }
            plies++;
        }
        return new Played(mctsSide, game.result(), plies);
    }

    /** The table: per game the search's wins, draws and losses and its win percentage, and the command. */
    static void print(PrintStream out, Options options, Map<String, int[]> tally) {
        out.printf(Locale.ROOT, "mcts against a random mover, %d ms of CPU a move, %d games a game (ply cap %d)%n",
                options.millis(), options.games(), options.cap());
        out.printf(Locale.ROOT, "command: benchmarks/mcts-vs-random.sh %s%n", String.join(" ", options.args()));
        out.printf(Locale.ROOT, "%-10s %6s %5s %6s %7s %7s%n", "game", "games", "wins", "draws", "losses", "win %");
        tally.forEach((id, score) -> {
            int total = score[0] + score[1] + score[2];
            out.printf(Locale.ROOT, "%-10s %6d %5d %6d %7d %6.1f%%%n", id, total, score[0], score[1], score[2],
                    total == 0 ? 0 : 100.0 * score[0] / total);
        });
    }

    /** How one game went for the search. */
    record Played(Side mctsSide, Optional<Result> result, int plies) {

        /** 0 a win of the search, 1 a draw (or the cap), 2 a loss. */
        int score() {
            if (result.isEmpty() || result.get().isDraw()) {
                return 1;
            }
            return result.get().winner().equals(mctsSide) ? 0 : 2;
        }

        String words() {
            return result.map(r -> (score() == 0 ? "won" : score() == 2 ? "lost" : "drew") + " (" + r.reason() + ")")
                    .orElse("drew (ply cap)");
        }
    }

    /** The command line. */
    record Options(int games, long millis, int cap, List<String> only, List<String> args) {

        /** @throws IllegalArgumentException when an option cannot be read */
        static Options parse(String[] args) {
            int games = 10;
            long millis = 1000;
            int cap = 1000;
            List<String> only = new ArrayList<>();
            for (int i = 0; i < args.length; i += 2) {
                if (i + 1 == args.length) {
                    throw new IllegalArgumentException(args[i] + " needs a value");
                }
                String value = args[i + 1];
                switch (args[i]) {
                    case "--games" -> games = count(args[i], value);
                    case "--millis" -> millis = count(args[i], value);
                    case "--cap" -> cap = count(args[i], value);
                    case "--only" -> only.addAll(List.of(value.split(",")));
                    default -> throw new IllegalArgumentException("unknown option " + args[i]);
                }
            }
            return new Options(games, millis, cap, List.copyOf(only), List.of(args));
        }

        private static int count(String option, String value) {
            try {
                int n = Integer.parseInt(value);
                if (n >= 1) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new IllegalArgumentException(option + " takes a whole number from 1, not " + value);
        }
    }
}

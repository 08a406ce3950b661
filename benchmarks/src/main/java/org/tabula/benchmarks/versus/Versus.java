package org.tabula.benchmarks.versus;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.tabula.api.GameProvider;
import org.tabula.benchmarks.CommandLines;

/**
 * Plays a match of games of one game (morris unless {@code --game} names another) between two players and writes
 * the first player's score with its interval.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.tabula.benchmarks.versus.Versus \
 *     [--game morris] [--games 100] [--millis 500] [--opening-plies 4] [--seed 0 | --openings SET] [--threads 1]
 *     [--cap 600] [--out FILE] FIRST SECOND
 * </pre>
 * FIRST and SECOND are {@code bot:LEVEL}, {@code engine:COMMAND...} or {@code uci:COMMAND...} ({@link PlayerSpec}). Opening k of the match comes from seed S + k
 * ({@code --seed S}, default 0, or the first seed of an {@link OpeningSet}) and is played by games 2k (first player
 * white) and 2k+1 (colours swapped).
 */
public final class Versus {

    private static final String MORRIS = "morris";

    private Versus() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Options options = CommandLines.parseOrExit(Options::parse, args,
                "Versus [--game ID] [--games N] [--millis M] [--opening-plies P] [--seed S | --openings "
                        + OpeningSet.words().replace(", ", "|") + "] [--threads T] [--cap PLIES]"
                        + " [--out FILE] FIRST SECOND   (players: bot:LEVEL, engine:COMMAND... or uci:COMMAND...)");
        System.err.println(options.header());
        List<PlayedGame> games = play(options, System.err);
        Tally tally = options.tally(games);
        System.out.println(options.header());
        System.out.print(tally.text());
        if (options.out() != null) {
            Files.writeString(options.out(), report(options, games, tally), StandardCharsets.UTF_8);
        }
    }

    /** Plays every game of the match, on as many threads as asked, each with its own two players; by index. */
    public static List<PlayedGame> play(Options options, PrintStream progress) throws InterruptedException {
        Map<Integer, PlayedGame> done = new ConcurrentHashMap<>();
        AtomicInteger next = new AtomicInteger();
        Referee referee = new Referee(options.provider(), options.millis(), options.cap());
        List<Thread> workers = new ArrayList<>();
        List<RuntimeException> failures = new ArrayList<>();
        for (int w = 0; w < options.threads(); w++) {
            long seed = w;
            Thread worker = new Thread(() -> {
                try (Player first = options.first().open(options.provider(), 2 * seed);
                        Player second = options.second().open(options.provider(), 2 * seed + 1)) {
                    for (int g = next.getAndIncrement(); g < options.games(); g = next.getAndIncrement()) {
                        PlayedGame game = referee.play(g, options.opening(g), first, second, g % 2 == 0);
                        done.put(g, game);
                        progress.printf("game %d (opening seed %d): %s%s, %d plies%n", g, options.openingSeed(g),
                                game.score().wins() == 1 ? "first wins"
                                : game.score().losses() == 1 ? "second wins" : "draw",
                                " by " + game.end().words(), game.plies());
                    }
                } catch (RuntimeException e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            }, "versus-" + w);
            worker.start();
            workers.add(worker);
        }
        for (Thread worker : workers) {
            worker.join();
        }
        if (!failures.isEmpty()) {
            throw failures.get(0);
        }
        return done.values().stream().sorted(Comparator.comparingInt(PlayedGame::index)).toList();
    }

    /** The match's header, every game's record under a note naming its players, opening and ending, the summary. */
    static String report(Options options, List<PlayedGame> games, Tally tally) {
        StringBuilder out = new StringBuilder("# ").append(options.header()).append("\n\n");
        for (PlayedGame game : games) {
            String white = game.firstIsWhite() ? options.first().text() : options.second().text();
            String black = game.firstIsWhite() ? options.second().text() : options.first().text();
            out.append("# game ").append(game.index()).append(": ").append(options.side(0)).append(' ')
                    .append(white).append(", ").append(options.side(1)).append(' ').append(black)
                    .append(", opening seed ").append(options.openingSeed(game.index()))
                    .append(", ended by ")
                    .append(game.end().words()).append(game.note().isEmpty() ? "" : " (" + game.note() + ")")
                    .append('\n').append(game.record()).append("\n\n");
        }
        return out.append(tally.text()).toString();
    }

    /** The command line; {@code seed} is the seed of the match's first opening. */
    public record Options(GameProvider provider, int games, long millis, int openingPlies, long seed, int threads, int cap, Path out,
            PlayerSpec first, PlayerSpec second) {

        /** The seed of game {@code g}'s opening: a pair of games, one each way round, shares one. */
        public long openingSeed(int game) {
            return seed + game / 2;
        }

        /** The opening game {@code g} starts from. */
        public List<String> opening(int game) {
            return Openings.of(provider, openingSeed(game), openingPlies);
        }

        /** The id of the game's side {@code i}, 0 moving first (morris's {@code white}, xiangqi's {@code red}). */
        public String side(int i) {
            return provider.sides().get(i).id();
        }

        /** The match's summary; a morris one lists the endings the morris reports always listed. */
        public Tally tally(List<PlayedGame> games) {
            return Tally.of(first.text(), second.text(), millis,
                    isMorris() ? GameEnd.MORRIS : List.of(GameEnd.CAP, GameEnd.ILLEGAL), games);
        }

        private boolean isMorris() {
            return provider.id().equals(MORRIS);
        }

        /** What the match is, its openings' seeds included, so a result says which openings it used. */
        public String header() {
            // A morris match's header is as it always was, so its reports read the same.
            return String.format(Locale.ROOT,
                    "match: %d %sgames at %d ms CPU a move, openings of %d plies from seeds %d to %d", games,
                    isMorris() ? "" : provider.id() + " ", millis, openingPlies, openingSeed(0),
                    openingSeed(games - 1));
        }

        /** @throws IllegalArgumentException when an option or a player cannot be read */
        public static Options parse(String[] args) {
            String game = MORRIS;
            int games = 100;
            long millis = 500;
            int plies = 4;
            int threads = 1;
            int cap = 600;
            Long seed = null;
            OpeningSet set = null;
            Path out = null;
            List<String> players = new ArrayList<>();
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                if (!arg.startsWith("--")) {
                    players.add(arg);
                    continue;
                }
                if (i + 1 == args.length) {
                    throw new IllegalArgumentException(arg + " needs a value");
                }
                String value = args[++i];
                switch (arg) {
                    case "--game" -> game = value;
                    case "--games" -> games = count(arg, value, 1);
                    case "--millis" -> millis = count(arg, value, 1);
                    case "--opening-plies" -> plies = count(arg, value, 0);
                    case "--threads" -> threads = count(arg, value, 1);
                    case "--cap" -> cap = count(arg, value, 1);
                    case "--seed" -> seed = seed(value);
                    case "--openings" -> set = OpeningSet.ofWord(value).orElseThrow(() -> new IllegalArgumentException(
                            "--openings takes one of " + OpeningSet.words() + ", not " + value));
                    case "--out" -> out = Path.of(value);
                    default -> throw new IllegalArgumentException("unknown option " + arg);
                }
            }
            if (players.size() != 2) {
                throw new IllegalArgumentException("name two players, not " + players);
            }
            if (seed != null && set != null) {
                throw new IllegalArgumentException("name the openings by --seed or --openings, not both");
            }
            if (set != null && (games + 1) / 2 > set.count()) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "the %s set holds %d openings, at most %d games, not %d", set.word(), set.count(),
                        2 * set.count(), games));
            }
            long first = set != null ? set.first() : seed != null ? seed : 0;
            GameProvider provider = provider(game);
            PlayerSpec one = PlayerSpec.parse(players.get(0));
            PlayerSpec two = PlayerSpec.parse(players.get(1));
            one.check(provider);
            two.check(provider);
            return new Options(provider, games, millis, plies, first, threads, cap, out, one, two);
        }

        /** The game of an id, if it is on the class path and plays without chance (the referee throws no dice). */
        private static GameProvider provider(String id) {
            List<GameProvider> all = ServiceLoader.load(GameProvider.class).stream()
                    .map(ServiceLoader.Provider::get).toList();
            GameProvider provider = all.stream().filter(p -> p.id().equals(id)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("--game takes one of "
                            + all.stream().map(GameProvider::id).sorted().toList() + ", not " + id));
            if (provider.newGame().pendingChance().isPresent()) {
                throw new IllegalArgumentException(id + " waits for chance; versus plays games without");
            }
            return provider;
        }

        private static long seed(String value) {
            try {
                long seed = Long.parseLong(value);
                if (seed >= 0 && seed <= Long.MAX_VALUE / 2) {
                    return seed;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new IllegalArgumentException("--seed takes a whole number from 0, not " + value);
        }

        private static int count(String option, String value, int least) {
            try {
                int n = Integer.parseInt(value);
                if (n >= least) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new IllegalArgumentException(option + " takes a whole number from " + least + ", not " + value);
        }
    }
}

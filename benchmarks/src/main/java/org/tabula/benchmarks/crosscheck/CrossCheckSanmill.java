package org.tabula.benchmarks.crosscheck;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.tabula.benchmarks.CommandLines;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyPerft;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.Flying;
import org.tabula.morris.family.MillRules;

/**
 * Tabula's mill family checked against Sanmill's rules through the glue, for each of Sanmill's presets that is a
 * game of the family: perft from the start, perft from random positions, and random games played in lockstep.
 *
 * <pre>
 * benchmarks/crosscheck-sanmill.sh [--glue PATH] [--start-depth 5] [--positions 20] [--position-depth 3]
 *     [--games 20] [--plies 60] [--seed 1] [--only nine,lasker]
 * </pre>
 * The random positions are reached by seeded random play in Tabula's {@link FamilyState} of up to {@code --plies}
 * plies; a game in lockstep compares the two move lists as sets at every ply and plays a seeded random move on
 * both, up to 400 plies: past a difference a rule explains, one both list; after any other, the game stops. A
 * perft that differs is followed down to the first position whose move lists differ (the first child whose counts
 * differ, ply by ply, or the first position on the way there). Prints a table of checks, agreements, differences
 * and those a rule explains ({@link KnownDifference}) per preset, then every difference with its position and the
 * two move lists.
 */
public final class CrossCheckSanmill {

    /** A lockstep game the rules have not ended by then stops: both engines draw long before (120 moves). */
    private static final int GAME_CAP = 400;

    private CrossCheckSanmill() {
    }

    public static void main(String[] args) {
        Options options = CommandLines.parseOrExit(Options::parse, args,
                "CrossCheckSanmill [--glue PATH] [--start-depth D] [--positions N] [--position-depth D] [--games M]"
                        + " [--plies P] [--seed S] [--only nine,lasker,...]");
        if (!Files.isExecutable(Path.of(options.glue()))) {
            System.err.println("no Sanmill glue at " + options.glue() + ": build it with"
                    + " benchmarks/partners/sanmill/build.sh (see its README), or name it with --glue");
            System.exit(2);
            return;
        }
        List<Row> rows = new ArrayList<>();
        List<Difference> differences = new ArrayList<>();
        try (SanmillGlue glue = new SanmillGlue(List.of(options.glue()))) {
            for (SanmillPreset preset : options.presets()) {
                glue.rules(preset);
                Check check = new Check(preset, glue);
                long start = System.nanoTime();
                rows.add(check.startPerft(options.startDepth()));
                rows.add(check.positionPerfts(options));
                rows.add(check.games(options));
                check.fullBoard(options.seed()).ifPresent(rows::add);
                check.laskerFlight(options.seed()).ifPresent(rows::add);
                differences.addAll(check.differences);
                System.err.printf(Locale.ROOT, "%s: %d s%n", preset.word(),
                        (System.nanoTime() - start) / 1_000_000_000L);
            }
        }
        print(System.out, options, rows, differences);
    }

    static void print(PrintStream out, Options options, List<Row> rows, List<Difference> differences) {
        out.println("| Sanmill preset | Tabula options | Check | Checks | Agreements | Differences | Explained |");
        out.println("|---|---|---|---:|---:|---:|---:|");
        for (Row row : rows) {
            out.printf(Locale.ROOT, "| %s (%d) | `%s` | %s | %d | %d | %d | %d |%n", row.preset().sanmillName(),
                    row.preset().index(), row.preset().options(), row.check(), row.checks(), row.agreements(),
                    row.checks() - row.agreements(), row.explained());
        }
        out.println();
        out.println("Command: benchmarks/crosscheck-sanmill.sh " + options.text());
        for (Difference difference : differences) {
            out.println();
            out.println(difference.report());
        }
    }

    /** One line of the table: a kind of check on one preset, and how many of its differences a rule explains. */
    record Row(SanmillPreset preset, String check, int checks, int agreements, long explained) {
    }

    /** The checks of one preset, with the differences they found. */
    private static final class Check {
        private final SanmillPreset preset;
        private final SanmillGlue glue;
        private final List<Difference> differences = new ArrayList<>();
        /** How the lockstep games ended, by Tabula's ending, so the table shows which endings were reached. */
        private final Map<String, Integer> endings = new TreeMap<>();

        Check(SanmillPreset preset, SanmillGlue glue) {
            this.preset = preset;
            this.glue = glue;
        }

        Row startPerft(int depth) {
            int mark = differences.size();
            FamilyState start = FamilyState.start(preset.rules());
            long tabula = FamilyPerft.fast(FamilyPosition.start(preset.rules()), depth);
            long sanmill = glue.perft(List.of(), depth);
            boolean agree = tabula == sanmill;
            if (!agree) {
                locate("perft from the start", start, new ArrayList<>(), depth, tabula, sanmill);
            }
            return row("perft " + depth + " from the start (" + String.format(Locale.ROOT, "%,d", tabula)
                    + (agree ? "" : " against " + String.format(Locale.ROOT, "%,d", sanmill)) + ")", 1,
                    agree ? 1 : 0, mark);
        }

        Row positionPerfts(Options options) {
            int mark = differences.size();
            int agreements = 0;
            for (int i = 0; i < options.positions(); i++) {
                SplittableRandom random = new SplittableRandom(
                        options.seed() * 1_000_003L + preset.ordinal() * 1_009L + i);
                List<String> history = new ArrayList<>();
                FamilyState state = randomPosition(random, options.plies(), history);
                long tabula = FamilyPerft.perft(state, options.positionDepth());
                long sanmill = countOrMinusOne(history, options.positionDepth());
                if (tabula == sanmill) {
                    agreements++;
                } else {
                    locate("perft from position " + i, state, history, options.positionDepth(), tabula, sanmill);
                }
            }
            return row("perft " + options.positionDepth() + " from random positions", options.positions(), agreements,
                    mark);
        }

        Row games(Options options) {
            int mark = differences.size();
            int checks = 0;
            int agreements = 0;
            for (int game = 0; game < options.games(); game++) {
                SplittableRandom random = new SplittableRandom(
                        options.seed() * 7_000_003L + preset.ordinal() * 2_003L + game);
                FamilyState state = FamilyState.start(preset.rules());
                List<String> history = new ArrayList<>();
                for (int ply = 0; ply < GAME_CAP; ply++) {
                    List<String> tabula = texts(state);
                    checks++;
                    Optional<Difference> difference = compare("game " + game + ", ply " + ply, state, history);
                    List<FamilyMove> playable = state.moves();
                    if (difference.isPresent()) {
                        differences.add(difference.get());
                        // Past a known difference the game goes on by a move both list; after a bug it stops.
                        Difference found = difference.get();
                        playable = found.known().isEmpty() ? List.of() : playable.stream()
                                .filter(move -> found.sanmill().contains(move.text())).toList();
                        if (playable.isEmpty()) {
                            break;
                        }
                    } else {
                        agreements++;
                    }
                    if (tabula.isEmpty() && difference.isEmpty()) {
                        state.ending().ifPresent(ending -> endings.merge(ending.ending().name()
                                .toLowerCase(Locale.ROOT).replace('_', ' '), 1, Integer::sum));
                        checks++;
                        Optional<Difference> ending = compareEndings("game " + game + ", its end", state, history);
                        ending.ifPresent(differences::add);
                        agreements += ending.isEmpty() ? 1 : 0;
                        break;
                    }
                    FamilyMove move = playable.get(random.nextInt(playable.size()));
                    history.add(move.text());
                    state = state.after(move);
                }
            }
            String ended = endings.entrySet().stream().map(entry -> entry.getValue() + " " + entry.getKey())
                    .collect(Collectors.joining(", "));
            return row("plies and endings of " + options.games() + " games in lockstep (ended: " + ended + ")",
                    checks, agreements, mark);
        }

        /**
         * Where the men fill the board (twelve a side on 24 points), a game placing them all without a mill: seeded
         * random placements, none closing a mill while another is left, until the board is full, and the two
         * endings compared. Empty where the men cannot fill the board or no such game was found.
         */
        Optional<Row> fullBoard(long seed) {
            if (preset.rules().men() * 2 != preset.rules().board().points()) {
                return Optional.empty();
            }
            for (int attempt = 0; attempt < 1_000; attempt++) {
                SplittableRandom random = new SplittableRandom(seed * 31L + attempt);
                FamilyState state = FamilyState.start(preset.rules());
                List<String> history = new ArrayList<>();
                while (!state.moves().isEmpty()) {
                    FamilyState now = state;
                    List<FamilyMove> quiet = now.moves().stream().filter(move -> !move.isCapture()
                            && !preset.rules().board().inMill(menAfter(now, move), move.to())).toList();
                    if (quiet.isEmpty()) {
                        break;
                    }
                    FamilyMove move = quiet.get(random.nextInt(quiet.size()));
                    history.add(move.text());
                    state = state.after(move);
                }
                if ((state.position().white() | state.position().black()) == preset.rules().board().all()) {
                    int mark = differences.size();
                    Optional<Difference> ending = compareEndings("a full board", state, history);
                    ending.ifPresent(differences::add);
                    return Optional.of(row("the ending of a board filled without a mill", 1, ending.isEmpty() ? 1 : 0,
                            mark));
                }
            }
            return Optional.empty();
        }

        /**
         * Under Lasker's rule, a game reaching a side to move with three men or fewer in all, some on the board and
         * some in hand, where Tabula lets it fly: seeded random play in which both sides take a man when they can
         * and one of them otherwise steps rather than places, and the two move lists compared there. Empty without
         * Lasker's rule or when no such game was found.
         */
        Optional<Row> laskerFlight(long seed) {
            if (!preset.rules().lasker()) {
                return Optional.empty();
            }
            for (int attempt = 0; attempt < 2_000; attempt++) {
                SplittableRandom random = new SplittableRandom(seed * 37L + attempt);
                FamilyState state = FamilyState.start(preset.rules());
                List<String> history = new ArrayList<>();
                for (int ply = 0; ply < 300 && !state.moves().isEmpty(); ply++) {
                    FamilyPosition position = state.position();
                    int side = position.side();
                    int hand = position.inHand(side);
                    int onBoard = Integer.bitCount(position.men(side));
                    if (hand > 0 && onBoard > 0 && onBoard + hand <= 3) {
                        int mark = differences.size();
                        Optional<Difference> found = compare("a flight with men in hand", state, history);
                        found.ifPresent(differences::add);
                        return Optional.of(row("moves of a side of three men, some in hand, under Lasker's rule", 1,
                                found.isEmpty() ? 1 : 0, mark));
                    }
                    List<FamilyMove> moves = state.moves();
                    List<FamilyMove> captures = moves.stream().filter(FamilyMove::isCapture).toList();
                    List<FamilyMove> steps = moves.stream().filter(move -> !move.isPlacement()).toList();
                    boolean keepsHand = side != attempt % 2;
                    List<FamilyMove> pick = !captures.isEmpty() ? captures
                            : keepsHand && !steps.isEmpty() ? steps : moves;
                    FamilyMove move = pick.get(random.nextInt(pick.size()));
                    history.add(move.text());
                    state = state.after(move);
                }
            }
            return Optional.empty();
        }

        private static int menAfter(FamilyState state, FamilyMove move) {
            int own = state.position().men(state.position().side());
            return move.isPlacement() ? own | 1 << move.to() : own ^ (1 << move.from() | 1 << move.to());
        }

        /** A row of the table for the differences found since {@code mark}. */
        private Row row(String check, int checks, int agreements, int mark) {
            long explained = differences.subList(mark, differences.size()).stream()
                    .filter(difference -> difference.known().isPresent()).count();
            return new Row(preset, check, checks, agreements, explained);
        }

        /** A random position of up to {@code plies} plies, its moves added to {@code history}. */
        private FamilyState randomPosition(SplittableRandom random, int plies, List<String> history) {
            FamilyState state = FamilyState.start(preset.rules());
            int length = random.nextInt(plies + 1);
            for (int ply = 0; ply < length; ply++) {
                List<FamilyMove> moves = state.moves();
                if (moves.isEmpty()) {
                    break;
                }
                FamilyMove move = moves.get(random.nextInt(moves.size()));
                history.add(move.text());
                state = state.after(move);
            }
            return state;
        }

        /**
         * Follows a perft that differs down to the first position whose move lists differ: the position itself
         * when its lists do, else the first child whose counts differ. Records what it finds.
         */
        private void locate(String check, FamilyState state, List<String> history, int depth, long tabula,
                long sanmill) {
            Optional<Difference> sets = compare(check, state, history);
            if (sets.isPresent()) {
                // The lists may have parted earlier on the way (Sanmill could not follow, or followed to a
                // position of its own): name the first position where they did.
                differences.add(firstDivergence(check, history).orElse(sets.get()));
                return;
            }
            if (depth > 1) {
                for (FamilyMove move : state.moves()) {
                    FamilyState child = state.after(move);
                    List<String> deeper = new ArrayList<>(history);
                    deeper.add(move.text());
                    long ours = FamilyPerft.perft(child, depth - 1);
                    long theirs = countOrMinusOne(deeper, depth - 1);
                    if (ours != theirs) {
                        locate(check, child, deeper, depth - 1, ours, theirs);
                        return;
                    }
                }
            }
            differences.add(Difference.unexplained(preset, check, history, state.toString(), texts(state),
                    movesOrNone(history), "perft " + depth + ": Tabula " + tabula + ", Sanmill " + sanmill
                            + ", though the move lists agree and no child's count differs"));
        }

        /** The difference of the two endings of a finished game (who won, or a draw), or empty when they agree. */
        private Optional<Difference> compareEndings(String check, FamilyState state, List<String> history) {
            String tabula = state.ending().map(ending -> ending.winner().map(colour -> colour.name()
                    .toLowerCase(Locale.ROOT)).orElse("draw") + " (" + ending.sentence() + ")").orElse("ongoing");
            String sanmill = glue.result(history);
            boolean agree = tabula.split(" ")[0].equals(sanmill.split(" ")[0]);
            return agree ? Optional.empty()
                    : Optional.of(new Difference(preset, check, history, state.toString(), List.of(), List.of(),
                            "the endings differ: Tabula " + tabula + ", Sanmill " + sanmill,
                            KnownDifference.ofEndings(state.ending(), sanmill)));
        }

        /**
         * The first position along {@code history} whose move lists differ, the last one included; empty if none
         * does.
         */
        private Optional<Difference> firstDivergence(String check, List<String> history) {
            FamilyState state = FamilyState.start(preset.rules());
            for (int ply = 0; ply <= history.size(); ply++) {
                Optional<Difference> sets = compare(check + ", ply " + ply + " on its way", state,
                        history.subList(0, ply));
                if (sets.isPresent() || ply == history.size()) {
                    return sets;
                }
                String text = history.get(ply);
                state = state.after(state.moves().stream().filter(move -> move.text().equals(text)).findFirst()
                        .orElseThrow());
            }
            return Optional.empty();
        }

        /** The difference of the two move lists at a position, or empty when they agree. */
        private Optional<Difference> compare(String check, FamilyState state, List<String> history) {
            List<String> tabula = texts(state);
            List<String> sanmill;
            try {
                sanmill = glue.moves(history);
            } catch (IllegalStateException e) {
                return Optional.of(Difference.unexplained(preset, check, history, state.toString(), tabula, List.of(),
                        e.getMessage()));
            }
            MoveSets sets = MoveSets.compare(tabula, sanmill);
            return sets.agree() ? Optional.empty()
                    : Optional.of(new Difference(preset, check, history, state.toString(), tabula, sanmill,
                            sets.toString(), KnownDifference.ofMoves(sets, state.ending(),
                                    backAtLastCapture(state, history), fliesWithMenInHand(state))));
        }

        /** Whether the side to move has men on the board and in hand and Tabula lets it fly (Lasker's rule). */
        private static boolean fliesWithMenInHand(FamilyState state) {
            FamilyPosition position = state.position();
            int side = position.side();
            int onBoard = Integer.bitCount(position.men(side));
            int hand = position.inHand(side);
            MillRules rules = state.rules();
            return rules.lasker() && hand > 0 && onBoard > 0 && (rules.flying() == Flying.ALWAYS
                    || rules.flying() == Flying.AT_THREE && onBoard + hand <= 3);
        }

        /** Whether the position is the one the last placement or capture along {@code history} left. */
        private boolean backAtLastCapture(FamilyState state, List<String> history) {
            FamilyState replay = FamilyState.start(preset.rules());
            FamilyPosition lastLasting = replay.position();
            for (String text : history) {
                FamilyMove move = replay.moves().stream().filter(m -> m.text().equals(text)).findFirst().orElseThrow();
                replay = replay.after(move);
                if (move.isPlacement() || move.isCapture()) {
                    lastLasting = replay.position();
                }
            }
            FamilyPosition now = state.position();
            return lastLasting.white() == now.white() && lastLasting.black() == now.black()
                    && lastLasting.side() == now.side();
        }

        private long countOrMinusOne(List<String> history, int depth) {
            try {
                return glue.perft(history, depth);
            } catch (IllegalStateException e) {
                return -1;
            }
        }

        private List<String> movesOrNone(List<String> history) {
            try {
                return glue.moves(history);
            } catch (IllegalStateException e) {
                return List.of();
            }
        }

        private static List<String> texts(FamilyState state) {
            return state.moves().stream().map(FamilyMove::text).toList();
        }
    }

    /** The command line's settings. */
    record Options(String glue, int startDepth, int positions, int positionDepth, int games, int plies, long seed,
            List<SanmillPreset> presets) {

        static final String DEFAULT_GLUE = "/work/partners/sanmill/glue/target/release/tabula-sanmill-glue";

        static Options parse(String[] args) {
            String glue = DEFAULT_GLUE;
            int startDepth = 5;
            int positions = 20;
            int positionDepth = 3;
            int games = 20;
            int plies = 60;
            long seed = 1;
            List<SanmillPreset> presets = List.of(SanmillPreset.values());
            for (int i = 0; i < args.length; i += 2) {
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException("no value after " + args[i]);
                }
                String value = args[i + 1];
                switch (args[i]) {
                    case "--glue" -> glue = value;
                    case "--start-depth" -> startDepth = number(args[i], value, 1, 8);
                    case "--positions" -> positions = number(args[i], value, 0, 100_000);
                    case "--position-depth" -> positionDepth = number(args[i], value, 1, 6);
                    case "--games" -> games = number(args[i], value, 0, 100_000);
                    case "--plies" -> plies = number(args[i], value, 0, 1_000);
                    case "--seed" -> seed = number(args[i], value, 0, Integer.MAX_VALUE);
                    case "--only" -> presets = Arrays.stream(value.split(",")).map(word -> SanmillPreset.ofWord(word)
                            .orElseThrow(() -> new IllegalArgumentException("no Sanmill preset " + word + " (known: "
                                    + Arrays.stream(SanmillPreset.values()).map(SanmillPreset::word).toList() + ")")))
                            .toList();
                    default -> throw new IllegalArgumentException("unknown option " + args[i]);
                }
            }
            return new Options(glue, startDepth, positions, positionDepth, games, plies, seed, presets);
        }

        /** The settings as the script takes them, for the table's command line. */
        String text() {
            return "--start-depth " + startDepth + " --positions " + positions + " --position-depth " + positionDepth
                    + " --games " + games + " --plies " + plies + " --seed " + seed + " --only "
                    + String.join(",", presets.stream().map(SanmillPreset::word).toList());
        }

        private static int number(String name, String value, int least, int most) {
            try {
                int number = Integer.parseInt(value);
                if (number >= least && number <= most) {
                    return number;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new IllegalArgumentException(name + " takes a number from " + least + " to " + most + ", not "
                    + value);
        }
    }
}

package org.tabula.benchmarks.crosscheck;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabula.benchmarks.CommandLines;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.solve.MillSolution;
import org.tabula.morris.family.solve.MillSolver;

/**
 * Tabula's mill family checked against GamesmanOne's mills game through Tabula's glue, for each GamesmanOne
 * variant the family plays: perft from the start, perft from random positions, random games played in lockstep
 * (the two move lists compared as sets at every ply, a seeded random move played, and at the end the two endings
 * compared), and for the variants solved in both the values and remoteness of the start and of a sample of random
 * positions.
 *
 * <pre>
 * benchmarks/crosscheck-gamesmanone.sh [--glue PATH] [--data DIR] [--start-depth 4] [--positions 50]
 *     [--position-depth 3] [--games 50] [--plies 60] [--sample 1000] [--seed 1] [--only six,nine]
 *     [--values five,six]
 * </pre>
 * Positions go to GamesmanOne as its formal positions ({@link GamesmanOneText}), so each question stands alone. A
 * perft that differs is followed down to the first position whose move lists differ. The values need the variant
 * solved by {@code gamesman solve mills N} in {@code --data} and solved by Tabula's {@link MillSolver} here. Prints
 * a table of checks, agreements, differences and those a rule explains ({@link GamesmanOneDifference}) per
 * variant, then every difference with its position and the two move lists.
 */
public final class CrossCheckGamesmanOne {

    private CrossCheckGamesmanOne() {
    }

    public static void main(String[] args) {
        Options options = CommandLines.parseOrExit(Options::parse, args,
                "CrossCheckGamesmanOne [--glue PATH] [--data DIR] [--start-depth D] [--positions N]"
                        + " [--position-depth D] [--games M] [--plies P] [--sample N] [--seed S]"
                        + " [--only six,nine,...] [--values five,six,...]");
        if (!Files.isExecutable(Path.of(options.glue()))) {
            System.err.println("no GamesmanOne glue at " + options.glue() + ": build it with"
                    + " benchmarks/partners/gamesmanone/build.sh (see its README), or name it with --glue");
            System.exit(2);
            return;
        }
        List<Row> rows = new ArrayList<>();
        List<Difference> differences = new ArrayList<>();
        List<String> starts = new ArrayList<>();
        for (GamesmanOneVariant variant : options.variants()) {
            long start = System.nanoTime();
            try (GamesmanOneGlue glue = new GamesmanOneGlue(Path.of(options.glue()), Path.of(options.data()),
                    variant)) {
                VariantCheck check = new VariantCheck(variant, glue);
                rows.add(check.startPerft(options.startDepth()));
                rows.add(check.positionPerfts(options.positions(), options.positionDepth(), options.plies(),
                        options.seed()));
                rows.add(check.games(options.games(), options.seed()));
                if (options.values().contains(variant)) {
                    long solving = System.nanoTime();
                    MillSolution solution = MillSolver.solve(variant.rules());
                    FamilyPosition empty = FamilyPosition.start(variant.rules());
                    starts.add(String.format(Locale.ROOT, "| %s | `%s` | %s | %s | %d s |", variant.word(),
                            variant.choices(), glue.value(GamesmanOneText.formal(empty)),
                            VariantCheck.verdict(solution.verdict(empty)),
                            (System.nanoTime() - solving) / 1_000_000_000L));
                    rows.add(check.values(solution, options.sample(), options.plies(), options.seed()));
                }
                differences.addAll(check.differences());
            }
            System.err.printf(Locale.ROOT, "%s: %d s%n", variant.word(), (System.nanoTime() - start) / 1_000_000_000L);
        }
        print(System.out, options, rows, starts, differences);
    }

    static void print(PrintStream out, Options options, List<Row> rows, List<String> starts,
            List<Difference> differences) {
        out.println("| GamesmanOne variant (options, number) | Tabula options | Check | Checks | Agreements"
                + " | Differences | Explained |");
        out.println("|---|---|---|---:|---:|---:|---:|");
        for (Row row : rows) {
            out.printf(Locale.ROOT, "| %s (`%s`, %d) | `%s` | %s | %d | %d | %d | %d |%n", row.variant().word(),
                    row.variant().choices(), row.variant().id(), row.variant().options(), row.check(),
                    row.checks(), row.agreements(), row.checks() - row.agreements(), row.explained());
        }
        if (!starts.isEmpty()) {
            out.println();
            out.println("| Variant | Options | GamesmanOne's start (value, remoteness) | Tabula's start | Tabula's"
                    + " solve |");
            out.println("|---|---|---|---|---:|");
            starts.forEach(out::println);
        }
        out.println();
        out.println("Command: benchmarks/crosscheck-gamesmanone.sh " + options.text());
        for (Difference difference : differences) {
            out.println();
            out.println(difference.report());
        }
    }

    /** One line of the table: a kind of check on one variant, and how many of its differences a rule explains. */
    record Row(GamesmanOneVariant variant, String check, int checks, int agreements, long explained) {
    }

    /** The command line's settings. */
    record Options(String glue, String data, int startDepth, int positions, int positionDepth, int games, int plies,
            int sample, long seed, List<GamesmanOneVariant> variants, List<GamesmanOneVariant> values) {

        static final String DEFAULT_GLUE = "/work/partners/gamesmanone/src/bin/tabula-gamesmanone-glue";
        static final String DEFAULT_DATA = "/work/partners/gamesmanone/solved";

        static Options parse(String[] args) {
            String glue = DEFAULT_GLUE;
            String data = DEFAULT_DATA;
            int startDepth = 4;
            int positions = 50;
            int positionDepth = 3;
            int games = 50;
            int plies = 60;
            int sample = 1_000;
            long seed = 1;
            List<GamesmanOneVariant> variants = List.of(GamesmanOneVariant.values());
            List<GamesmanOneVariant> values = List.of(GamesmanOneVariant.FIVE, GamesmanOneVariant.SIX);
            for (Map.Entry<String, String> option : CommandLines.pairs(args)) {
                String name = option.getKey();
                String value = option.getValue();
                switch (name) {
                    case "--glue" -> glue = value;
                    case "--data" -> data = value;
                    case "--start-depth" -> startDepth = CommandLines.number(name, value, 1, 7);
                    case "--positions" -> positions = CommandLines.number(name, value, 0, 100_000);
                    case "--position-depth" -> positionDepth = CommandLines.number(name, value, 1, 6);
                    case "--games" -> games = CommandLines.number(name, value, 0, 100_000);
                    case "--plies" -> plies = CommandLines.number(name, value, 0, 1_000);
                    case "--sample" -> sample = CommandLines.number(name, value, 0, 1_000_000);
                    case "--seed" -> seed = CommandLines.number(name, value, 0, Integer.MAX_VALUE);
                    case "--only" -> variants = variants(value);
                    case "--values" -> values = value.equals("none") ? List.of() : variants(value);
                    default -> throw new IllegalArgumentException("unknown option " + name);
                }
            }
            List<GamesmanOneVariant> checked = variants;
            return new Options(glue, data, startDepth, positions, positionDepth, games, plies, sample, seed, checked,
                    values.stream().filter(checked::contains).toList());
        }

        /** The settings as the script takes them, for the table's command line. */
        String text() {
            return "--start-depth " + startDepth + " --positions " + positions + " --position-depth " + positionDepth
                    + " --games " + games + " --plies " + plies + " --sample " + sample + " --seed " + seed
                    + " --only " + words(variants) + " --values " + (values.isEmpty() ? "none" : words(values));
        }

        private static String words(List<GamesmanOneVariant> variants) {
            return String.join(",", variants.stream().map(GamesmanOneVariant::word).toList());
        }

        private static List<GamesmanOneVariant> variants(String words) {
            return Arrays.stream(words.split(",")).map(word -> GamesmanOneVariant.ofWord(word)
                    .orElseThrow(() -> new IllegalArgumentException("no GamesmanOne variant " + word + " (known: "
                            + Arrays.stream(GamesmanOneVariant.values()).map(GamesmanOneVariant::word).toList()
                            + ")"))).toList();
        }
    }
}

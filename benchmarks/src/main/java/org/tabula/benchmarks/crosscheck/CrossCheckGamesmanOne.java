package org.tabula.benchmarks.crosscheck;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabula.benchmarks.CommandLines;
import org.tabula.benchmarks.crosscheck.CheckTable.Row;
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
 * variant, then every difference with its position and the two move lists. The common checks are
 * {@link FamilyCheck}'s, the values {@link VariantCheck}'s.
 */
public final class CrossCheckGamesmanOne {

    private CrossCheckGamesmanOne() {
    }

    public static void main(String[] args) {
        Options options = CommandLines.parseOrExit(Options::parse, args,
                "CrossCheckGamesmanOne [--glue PATH] [--data DIR] [--start-depth D] [--positions N]"
                        + " [--position-depth D] [--games M] [--plies P] [--sample N] [--seed S]"
                        + " [--only six,nine,...] [--values five,six,...]");
        if (!options.check().glueFound(GamesmanOnePartner.NAME, "gamesmanone")) {
            System.exit(2);
            return;
        }
        CheckOptions settings = options.check();
        List<Row> rows = new ArrayList<>();
        List<Difference> differences = new ArrayList<>();
        List<String> starts = new ArrayList<>();
        for (GamesmanOneVariant variant : options.variants()) {
            long start = System.nanoTime();
            try (GamesmanOneGlue glue = new GamesmanOneGlue(Path.of(settings.glue()), Path.of(options.data()),
                    variant)) {
                FamilyCheck check = new FamilyCheck(new GamesmanOnePartner(variant, glue));
                rows.add(check.startPerft(settings.startDepth()));
                rows.add(check.positionPerfts(settings));
                rows.add(check.games(settings));
                if (options.values().contains(variant)) {
                    long solving = System.nanoTime();
                    MillSolution solution = MillSolver.solve(variant.rules());
                    FamilyPosition empty = FamilyPosition.start(variant.rules());
                    starts.add(String.format(Locale.ROOT, "| %s | `%s` | %s | %s | %d s |", variant.word(),
                            variant.choices(), glue.value(GamesmanOneText.formal(empty)),
                            VariantCheck.verdict(solution.verdict(empty)),
                            (System.nanoTime() - solving) / 1_000_000_000L));
                    rows.add(new VariantCheck(variant, glue, check).values(solution, options.sample(),
                            settings.plies(), settings.seed()));
                }
                differences.addAll(check.differences());
            }
            System.err.printf(Locale.ROOT, "%s: %d s%n", variant.word(), (System.nanoTime() - start) / 1_000_000_000L);
        }
        CheckTable.print(System.out, "GamesmanOne variant (options, number)", rows, starts(starts),
                "benchmarks/crosscheck-gamesmanone.sh " + options.text(), differences);
    }

    /** The second table, of the solved starts, when there is one. */
    private static List<String> starts(List<String> starts) {
        if (starts.isEmpty()) {
            return List.of();
        }
        List<String> lines = new ArrayList<>(List.of("",
                "| Variant | Options | GamesmanOne's start (value, remoteness) | Tabula's start | Tabula's solve |",
                "|---|---|---|---|---:|"));
        lines.addAll(starts);
        return lines;
    }

    /** The command line's settings: the common ones, the solved data, the variants checked and those valued. */
    record Options(CheckOptions check, String data, int sample, List<GamesmanOneVariant> variants,
            List<GamesmanOneVariant> values) {

        static final String DEFAULT_GLUE = "/work/partners/gamesmanone/src/bin/tabula-gamesmanone-glue";
        static final String DEFAULT_DATA = "/work/partners/gamesmanone/solved";

        static Options parse(String[] args) {
            CheckOptions check = new CheckOptions(DEFAULT_GLUE, 4, 50, 3, 50, 60, 1);
            String data = DEFAULT_DATA;
            int sample = 1_000;
            List<GamesmanOneVariant> variants = List.of(GamesmanOneVariant.values());
            List<GamesmanOneVariant> values = List.of(GamesmanOneVariant.FIVE, GamesmanOneVariant.SIX);
            for (Map.Entry<String, String> option : CommandLines.pairs(args)) {
                String name = option.getKey();
                String value = option.getValue();
                switch (name) {
                    case "--data" -> data = value;
                    case "--sample" -> sample = CommandLines.number(name, value, 0, 1_000_000);
                    case "--only" -> variants = variants(value);
                    case "--values" -> values = value.equals("none") ? List.of() : variants(value);
                    default -> check = check.with(name, value, 7);
                }
            }
            List<GamesmanOneVariant> checked = variants;
            return new Options(check, data, sample, checked, values.stream().filter(checked::contains).toList());
        }

        /** The settings as the script takes them, for the table's command line. */
        String text() {
            return check.text(" --sample " + sample) + " --only " + words(variants) + " --values "
                    + (values.isEmpty() ? "none" : words(values));
        }

        private static String words(List<GamesmanOneVariant> variants) {
            return String.join(",", variants.stream().map(GamesmanOneVariant::word).toList());
        }

        private static List<GamesmanOneVariant> variants(String words) {
            return PartnerGame.ofWords(words, GamesmanOneVariant.values(), "GamesmanOne variant");
        }
    }
}

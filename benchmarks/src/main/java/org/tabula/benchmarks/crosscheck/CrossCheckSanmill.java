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
import org.tabula.morris.family.FamilyState;

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
                PresetCheck check = new PresetCheck(preset, glue);
                long start = System.nanoTime();
                rows.add(check.startPerft(options.startDepth()));
                rows.add(check.positionPerfts(options));
                rows.add(check.games(options));
                check.fullBoard(options.seed()).ifPresent(rows::add);
                check.laskerFlight(options.seed()).ifPresent(rows::add);
                differences.addAll(check.differences());
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
            for (Map.Entry<String, String> option : CommandLines.pairs(args)) {
                String name = option.getKey();
                String value = option.getValue();
                switch (name) {
                    case "--glue" -> glue = value;
                    case "--start-depth" -> startDepth = CommandLines.number(name, value, 1, 8);
                    case "--positions" -> positions = CommandLines.number(name, value, 0, 100_000);
                    case "--position-depth" -> positionDepth = CommandLines.number(name, value, 1, 6);
                    case "--games" -> games = CommandLines.number(name, value, 0, 100_000);
                    case "--plies" -> plies = CommandLines.number(name, value, 0, 1_000);
                    case "--seed" -> seed = CommandLines.number(name, value, 0, Integer.MAX_VALUE);
                    case "--only" -> presets = Arrays.stream(value.split(",")).map(word -> SanmillPreset.ofWord(word)
                            .orElseThrow(() -> new IllegalArgumentException("no Sanmill preset " + word + " (known: "
                                    + Arrays.stream(SanmillPreset.values()).map(SanmillPreset::word).toList() + ")")))
                            .toList();
                    default -> throw new IllegalArgumentException("unknown option " + name);
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
    }
}

package org.tabula.benchmarks.crosscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabula.benchmarks.CommandLines;
import org.tabula.benchmarks.crosscheck.CheckTable.Row;
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
 * two move lists. The common checks are {@link FamilyCheck}'s, Sanmill's own {@link PresetCheck}'s.
 */
public final class CrossCheckSanmill {

    private CrossCheckSanmill() {
    }

    public static void main(String[] args) {
        Options options = CommandLines.parseOrExit(Options::parse, args,
                "CrossCheckSanmill [--glue PATH] [--start-depth D] [--positions N] [--position-depth D] [--games M]"
                        + " [--plies P] [--seed S] [--only nine,lasker,...]");
        if (!options.check().glueFound("Sanmill", "sanmill")) {
            System.exit(2);
            return;
        }
        CheckOptions settings = options.check();
        List<Row> rows = new ArrayList<>();
        List<Difference> differences = new ArrayList<>();
        try (SanmillGlue glue = new SanmillGlue(List.of(settings.glue()))) {
            for (SanmillPreset preset : options.presets()) {
                glue.rules(preset);
                FamilyCheck check = new FamilyCheck(new SanmillPartner(preset, glue));
                PresetCheck own = new PresetCheck(preset, check);
                long start = System.nanoTime();
                rows.add(check.startPerft(settings.startDepth()));
                rows.add(check.positionPerfts(settings));
                rows.add(check.games(settings));
                own.fullBoard(settings.seed()).ifPresent(rows::add);
                own.laskerFlight(settings.seed()).ifPresent(rows::add);
                differences.addAll(check.differences());
                System.err.printf(Locale.ROOT, "%s: %d s%n", preset.word(),
                        (System.nanoTime() - start) / 1_000_000_000L);
            }
        }
        CheckTable.print(System.out, "Sanmill preset", rows, List.of(),
                "benchmarks/crosscheck-sanmill.sh " + options.text(), differences);
    }

    /** The command line's settings: the common ones and the presets checked. */
    record Options(CheckOptions check, List<SanmillPreset> presets) {

        static final String DEFAULT_GLUE = "/work/partners/sanmill/glue/target/release/tabula-sanmill-glue";

        static Options parse(String[] args) {
            CheckOptions check = new CheckOptions(DEFAULT_GLUE, 5, 20, 3, 20, 60, 1);
            List<SanmillPreset> presets = List.of(SanmillPreset.values());
            for (Map.Entry<String, String> option : CommandLines.pairs(args)) {
                if (option.getKey().equals("--only")) {
                    presets = PartnerGame.ofWords(option.getValue(), SanmillPreset.values(), "Sanmill preset");
                } else {
                    check = check.with(option.getKey(), option.getValue(), 8);
                }
            }
            return new Options(check, presets);
        }

        /** The settings as the script takes them, for the table's command line. */
        String text() {
            return check.text("") + " --only " + String.join(",", presets.stream().map(SanmillPreset::word).toList());
        }
    }
}

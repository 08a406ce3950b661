package org.tabula.host.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** What a fuzz run came to: inputs by command, exit codes, crashes and hangs, and its slowest input. */
final class FuzzTally {

    /** How many failures are kept whole, to be printed for replay. */
    private static final int KEPT = 5;

    private final long seed;
    private final Map<String, Long> byCommand = new TreeMap<>();
    private final Map<String, Long> nanosByCommand = new TreeMap<>();
    private final Map<Integer, Long> byExitCode = new TreeMap<>();
    private final List<String> failures = new ArrayList<>();
    private long inputs;
    private long crashes;
    private long hangs;
    private long slowestNanos;
    private FuzzCase slowest;

    FuzzTally(long seed) {
        this.seed = seed;
    }

    void add(FuzzCase fuzzCase, GuardedRun.Verdict verdict) {
        inputs++;
        byCommand.merge(fuzzCase.command(), 1L, Long::sum);
        byExitCode.merge(verdict.exitCode(), 1L, Long::sum);
        nanosByCommand.merge(fuzzCase.command(), verdict.nanos(), Long::sum);
        if (verdict.nanos() > slowestNanos) {
            slowestNanos = verdict.nanos();
            slowest = fuzzCase;
        }
        verdict.problem().ifPresent(problem -> {
            if (problem.startsWith("hang")) {
                hangs++;
            } else {
                crashes++;
            }
            if (failures.size() < KEPT) {
                failures.add("input " + inputs + ": " + problem + "\n" + fuzzCase.replay());
            }
        });
    }

    long failed() {
        return crashes + hangs;
    }

    /** The failures kept, each with its case as Java literals. */
    List<String> failures() {
        return List.copyOf(failures);
    }

    /** One line: the figures docs/reliability.md quotes. */
    String summary(long elapsedNanos) {
        return String.format(java.util.Locale.ROOT,
                "tabula command line fuzz: seed %d, %d inputs in %.1f s (%s; mean ms %s), exit codes %s, %d crashes, "
                        + "%d hangs, slowest %.0f ms: %s",
                seed, inputs, elapsedNanos / 1e9, joined(byCommand), meanMillis(), joined(byExitCode), crashes, hangs,
                slowestNanos / 1e6, slowest == null ? "none" : slowest.args());
    }

    private String meanMillis() {
        return nanosByCommand.entrySet().stream().map(entry -> String.format(java.util.Locale.ROOT, "%s %.1f",
                entry.getKey(), entry.getValue() / 1e6 / byCommand.get(entry.getKey())))
                .collect(Collectors.joining(", "));
    }

    private static String joined(Map<?, Long> counts) {
        return counts.entrySet().stream().map(entry -> entry.getKey() + " " + entry.getValue())
                .collect(Collectors.joining(", "));
    }
}

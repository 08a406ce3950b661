package org.tabula.host.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.api.GameProvider;
import org.tabula.api.testkit.Mutator;
import org.tabula.host.command.CommandModel;
import org.tabula.host.testing.TestHost;

/**
 * The host's own command line, fuzzed in one JVM (issue 19): generated arguments and files for every command but
 * serve and shell; no input may crash the host (exit 70, a stack trace) or hang it (the guard's ten seconds).
 *
 * <p>A seeded loop rather than a jqwik property: each input wires a host (Guice, the plugin search) and most
 * write files, and the million inputs of the fuzz profile must run in one sitting; a failure prints its case as
 * Java literals and the seed, which replays it exactly. The normal build runs {@value #NORMAL_CASES} inputs;
 * {@code mvn -B verify -Pfuzz -pl host-cli -am} runs 1,000,000 (the profile's {@value #CASES_PROPERTY};
 * {@value #SEED_PROPERTY} changes the seed).
 */
class HostCommandLineFuzzTest {

    static final String CASES_PROPERTY = "tabula.host.fuzz.cases";
    static final String SEED_PROPERTY = "tabula.host.fuzz.seed";
    /**
     * Each input wires a host afresh (Guice and the plugin search: about 20 ms here, 25 to 30 on a loaded two-core
     * machine), so 2,000 took 48 to 62 s; 300 keep the normal build's share near 8 s (the default run is held
     * under ten minutes).
     */
    static final long NORMAL_CASES = 300;
    private static final long PROGRESS_EVERY = 10_000;
    private static final long DEFAULT_SEED = 19;
    /**
     * A run taking longer is a hang. Most inputs take milliseconds; the first morris solve of an endgame builds its
     * table, which took 9.99 s in a 12,000-input run on a loaded machine, so the guard is 30 s, not 10.
     */
    private static final long HANG_MILLIS = 30_000;

    @TempDir
    Path dir;

    /**
     * Tagged fuzz as every fuzz test: the normal build runs it with {@value #NORMAL_CASES} inputs, the fuzz profile
     * with the million its {@value #CASES_PROPERTY} property gives.
     */
    @Test
    @Tag("fuzz")
    void noCommandLine_crashesOrHangsTheHost() throws Exception {
        fuzz(Long.getLong(CASES_PROPERTY, NORMAL_CASES));
    }

    /**
     * A game's precomputed data is computed once a process, the first time a command needs it: morris's 5-3 table
     * inside a solve took 42 s of CPU and 3 minutes on a loaded machine, which the guard took for a hang (twice in
     * the first 30,000 inputs of a long run). The long run computes it all first; the normal run's inputs (a fixed
     * seed) need no table past 4-4.
     */
    private static void computeEveryGamesTables() {
        long start = System.nanoTime();
        for (GameProvider provider : ServiceLoader.load(GameProvider.class)) {
            provider.precomputedData().ifPresent(data -> data.parts().forEach(data::save));
        }
        System.out.printf(Locale.ROOT, "every game's precomputed data computed in %.1f s%n",
                (System.nanoTime() - start) / 1e9);
    }

    private void fuzz(long cases) throws Exception {
        long seed = Long.getLong(SEED_PROPERTY, DEFAULT_SEED);
        System.out.println("tabula command line fuzz: seed " + seed + " (-D" + SEED_PROPERTY + "), " + cases
                + " inputs (-D" + CASES_PROPERTY + ")");
        if (cases > NORMAL_CASES) {
            computeEveryGamesTables();
        }
        List<GameTexts> games = GameTexts.ofEveryGame(seed, Files.createDirectories(dir.resolve("samples")));
        CommandLineGenerator generator = new CommandLineGenerator(Mutator.seeded(seed), games,
                CommandModel.of(TestHost.create().injector()));
        FuzzTally tally = new FuzzTally(seed);
        long start = System.nanoTime();
        try (GuardedRun runner = new GuardedRun(dir, HANG_MILLIS)) {
            for (long i = 0; i < cases; i++) {
                FuzzCase next = generator.next();
                tally.add(next, runner.run(next));
                if ((i + 1) % PROGRESS_EVERY == 0) {
                    // A long run says how far it is, and leaves its figures so far if it is stopped.
                    System.out.println(tally.summary(System.nanoTime() - start));
                }
            }
        }
        System.out.println(tally.summary(System.nanoTime() - start));
        tally.failures().forEach(System.out::println);
        assertThat(tally.failed()).as(String.join("\n", tally.failures())).isZero();
    }
}

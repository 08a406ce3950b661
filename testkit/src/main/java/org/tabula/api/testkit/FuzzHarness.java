package org.tabula.api.testkit;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import org.tabula.api.Outcome;
import org.tabula.api.TextFormatException;

/**
 * Feeds one reader many texts and counts what it did: the reader's valid texts as they are, the same texts
 * changed by a {@link Mutator}, texts made up from the notation's words, and now and then a text past every
 * sensible size. Every game's readers are fed the same way:
 *
 * <pre>{@code
 * FuzzHarness.of("morris parsePosition", validPositions).words(List.of("w", "b"))
 *         .refusesOnlyWithTextFormatException(MorrisNotation::parsePosition)
 *         .assertNoCrashes();
 * }</pre>
 *
 * <p>A reader that says it never throws crashes on any exception. A reader that says it refuses with one
 * exception crashes on any other, and on that one when its message does not say where. A valid text it refuses
 * counts as a crash too. A reader returning {@code Optional.empty()}, {@code false} or a refused {@link Outcome}
 * has refused the text without throwing, and is counted so.
 *
 * <p>The number of texts is {@value #DEFAULT_CASES} unless the system property {@value #CASES_PROPERTY} says
 * otherwise ({@code mvn -B verify -Pfuzz} sets it to millions). The random source is seeded, so a run is the
 * same every time. Each report's figures are printed as one line on standard output.
 */
public final class FuzzHarness {

    /** The system property that sets how many texts each reader is fed. */
    public static final String CASES_PROPERTY = "tabula.fuzz.cases";
    /** How many texts each reader is fed in the normal test run. */
    public static final long DEFAULT_CASES = 100_000;
    /** How many crashes a report keeps as examples. */
    private static final int EXAMPLES = 5;

    private final String reader;
    private final List<String> seeds;
    private final List<String> words;
    private final long cases;
    private final long randomSeed;
    private final int hugeLength;

    private FuzzHarness(String reader, List<String> seeds, List<String> words, long cases, long randomSeed,
            int hugeLength) {
        this.reader = reader;
        this.seeds = seeds;
        this.words = words;
        this.cases = cases;
        this.randomSeed = randomSeed;
        this.hugeLength = hugeLength;
    }

    /**
     * A harness for the reader named, starting from its valid texts, at the number of cases of this run.
     *
     * @param reader the reader's name for the report, such as {@code morris parsePosition}
     * @param valid texts the reader reads, to mutate (at least one)
     */
    public static FuzzHarness of(String reader, Collection<String> valid) {
        if (valid.isEmpty()) {
            throw new IllegalArgumentException("a fuzzed reader needs at least one valid text to start from");
        }
        return new FuzzHarness(Objects.requireNonNull(reader, "reader"), List.copyOf(valid), List.of(),
                casesOfThisRun(), reader.hashCode(), (1 << 20) + 1);
    }

    /** How many texts each reader is fed in this run: {@value #CASES_PROPERTY}, or {@value #DEFAULT_CASES}. */
    public static long casesOfThisRun() {
        String given = System.getProperty(CASES_PROPERTY);
        if (given == null || given.isBlank()) {
            return DEFAULT_CASES;
        }
        long cases = Long.parseLong(given.strip());
        if (cases < 1) {
            throw new IllegalArgumentException(CASES_PROPERTY + " is at least 1: " + cases);
        }
        return cases;
    }

    /** The same harness, also putting the notation's own words in (keywords, move texts, side letters). */
    public FuzzHarness words(Collection<String> notationWords) {
        return new FuzzHarness(reader, seeds, List.copyOf(notationWords), cases, randomSeed, hugeLength);
    }

    /** The same harness feeding {@code count} texts. */
    public FuzzHarness cases(long count) {
        if (count < 1) {
            throw new IllegalArgumentException("a reader is fed at least one text: " + count);
        }
        return new FuzzHarness(reader, seeds, words, count, randomSeed, hugeLength);
    }

    /** The same harness drawing from another seed. */
    public FuzzHarness randomSeed(long seed) {
        return new FuzzHarness(reader, seeds, words, cases, seed, hugeLength);
    }

    /**
     * The same harness, its now-and-then huge texts (one in 20,000) just longer than {@code length} characters;
     * unless changed, one more than {@code TextLimits.DEFAULT} of the notations takes.
     */
    public FuzzHarness hugeLength(int length) {
        return new FuzzHarness(reader, seeds, words, cases, randomSeed, length);
    }

    /** Feeds a reader that never throws; any exception is a crash. */
    public FuzzReport neverThrows(Reader read) {
        return run(read, null, null);
    }

    /**
     * Feeds a reader that refuses a text only with {@link TextFormatException}, naming a place inside the text
     * ({@link TextPlaces}) or the move.
     */
    public FuzzReport refusesOnlyWithTextFormatException(Reader read) {
        return refusesOnlyWith(TextFormatException.class, read, TextPlaces::problem);
    }

    /**
     * Feeds a reader that refuses a text only with the documented exception, whose refusal {@code problem}
     * judges: empty when it is as documented, else what is wrong with it.
     */
    public <E extends Exception> FuzzReport refusesOnlyWith(Class<E> documented, Reader read,
            BiFunction<String, E, Optional<String>> problem) {
        return run(read, documented, problem);
    }

    /** Feeds the reader; {@code documented} is null for a reader that never throws. */
    private <E extends Exception> FuzzReport run(Reader read, Class<E> documented,
            BiFunction<String, E, Optional<String>> problem) {
        Mutator mutator = Mutator.seeded(randomSeed).withWords(words);
        long readCount = 0;
        long refused = 0;
        long crashes = 0;
        List<FuzzReport.Crash> examples = new ArrayList<>();
        for (long i = 0; i < cases; i++) {
            boolean valid = i < seeds.size();
            String text = valid ? seeds.get((int) i) : next(mutator);
            Optional<String> crash;
            Throwable thrown = null;
            try {
                Object value = read.read(text);
                crash = Optional.empty();
                if (isRefusal(value)) {
                    refused++;
                } else {
                    readCount++;
                }
            } catch (Exception | StackOverflowError e) {
                thrown = e;
                if (documented == null || !documented.isInstance(e)) {
                    crash = Optional.of("threw " + e);
                } else if (valid) {
                    crash = Optional.of("a valid text was refused: " + e);
                } else {
                    crash = problem.apply(text, documented.cast(e));
                    if (crash.isEmpty()) {
                        refused++;
                    }
                }
            }
            if (crash.isPresent()) {
                crashes++;
                if (examples.size() < EXAMPLES) {
                    examples.add(new FuzzReport.Crash(text, thrown, crash.get()));
                }
            }
        }
        FuzzReport report = new FuzzReport(reader, cases, readCount, refused, crashes, examples);
        System.out.println(report.summary());
        return report;
    }

    /** The next text: mostly a valid one changed, often one made up, seldom two spliced or a huge one. */
    private String next(Mutator mutator) {
        int kind = mutator.random().nextInt(20_000);
        String seed = seeds.get(mutator.random().nextInt(seeds.size()));
        if (kind == 0) {
            return mutator.huge(seed, hugeLength);
        }
        if (kind < 12_000) {
            return mutator.mutate(seed);
        }
        if (kind < 18_800) {
            return mutator.generate();
        }
        String other = seeds.get(mutator.random().nextInt(seeds.size()));
        return mutator.mutate(seed.substring(0, mutator.random().nextInt(seed.length() + 1))
                + other.substring(mutator.random().nextInt(other.length() + 1)));
    }

    private static boolean isRefusal(Object value) {
        return Boolean.FALSE.equals(value) || Optional.empty().equals(value)
                || value instanceof Outcome<?> outcome && !outcome.isAccepted();
    }

    /**
     * A reader under test: reads a text and returns what it made of it (or null).
     */
    @FunctionalInterface
    public interface Reader {
        /** Reads the text. */
        Object read(String text) throws Exception;
    }
}

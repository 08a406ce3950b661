package org.tabula.benchmarks.versus;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A named range of opening seeds, kept apart from the others so a published figure is never measured on openings
 * that tuning has seen (benchmarks/openings.md says which measurement used which).
 */
public enum OpeningSet {

    /** Duels, short matches and every tuning run; the figures of 2026-12-02 and the tuning before them used 0-49. */
    TUNING(0, 500),
    /** The outside check of issue 37 (60 games, 500 ms): spent, so neither tuning nor published figures use it. */
    OUTSIDE_CHECK(777, 30),
    /** The published 200-game figures (issue 37 on): 100 openings, each played with both colours. */
    PUBLISHED(10_000, 100);

    private final long first;
    private final int count;

    OpeningSet(long first, int count) {
        this.first = first;
        this.count = count;
    }

    /** The first seed of the set. */
    public long first() {
        return first;
    }

    /** How many seeds, so openings, the set holds. */
    public int count() {
        return count;
    }

    /** The name the command line gives it: {@code tuning}, {@code outside-check}, {@code published}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Whether the two share a seed. */
    public boolean overlaps(OpeningSet other) {
        return first < other.first + other.count && other.first < first + count;
    }

    /** The set of a word, if any. */
    public static Optional<OpeningSet> ofWord(String word) {
        return Arrays.stream(values()).filter(set -> set.word().equals(word)).findFirst();
    }

    /** The words of every set, for a message. */
    public static String words() {
        return Arrays.stream(values()).map(OpeningSet::word).collect(Collectors.joining(", "));
    }
}

package org.tabula.engine.state;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongFunction;

/** The repetition table a host shows: how often each position has stood, keyed by its text, in the order they first stood. */
public final class PositionCounts {

    private PositionCounts() {
    }

    /** Counts the keys (the positions since the last irreversible move), each written by {@code text}; unmodifiable. */
    public static Map<String, Integer> of(long[] keys, LongFunction<String> text) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (long key : keys) {
            counts.merge(text.apply(key), 1, Integer::sum);
        }
        return Collections.unmodifiableMap(counts);
    }
}

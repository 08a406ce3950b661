package org.tabula.morris.bots;

/**
 * What the search has learned about positions, by Zobrist key: the best move found, the score, how deep it was
 * searched and whether the score is exact or a bound.
 *
 * <p>Entries come in buckets of two: the first keeps the deepest search of the positions that share it, the
 * second always takes the newest, so deep results survive and recent ones are still found. An entry is a key
 * and one packed {@code long}: the move in bits 0-14, the score (signed) in bits 15-38, the depth in bits 39-46
 * and the bound in bits 47-48.
 */
public final class TranspositionTable {

    /** The score is exact. */
    static final int EXACT = 1;
    /** The score is at least this (the search failed high). */
    static final int LOWER = 2;
    /** The score is at most this (the search failed low). */
    static final int UPPER = 3;

    /** Buckets of two entries, each a key and its packed entry: four longs side by side, one cache line. */
    private final long[] slots;
    private final int mask;

    /** A table of {@code 2^log2Entries} entries, empty. */
    TranspositionTable(int log2Entries) {
        slots = new long[2 << log2Entries];
        mask = (1 << log2Entries - 1) - 1;
    }

    /** The packed entry of a key, or 0 when there is none. */
    long probe(long key) {
        int i = ((int) key & mask) << 2;
        if (slots[i] == key && slots[i + 1] != 0) {
            return slots[i + 1];
        }
        return slots[i + 2] == key ? slots[i + 3] : 0;
    }

    /** Keeps what a search of {@code depth} plies found at a position. */
    void store(long key, int move, int score, int depth, int bound) {
        int i = ((int) key & mask) << 2;
        long entry = (move & 0x7FFFL) | (score & 0xFFFFFFL) << 15 | (long) (depth & 0xFF) << 39 | (long) bound << 47;
        if (slots[i] != key && slots[i + 1] != 0 && depth < depth(slots[i + 1])) {
            i += 2;
        }
        slots[i] = key;
        slots[i + 1] = entry;
    }

    /** The best move of an entry, or 0 for none. */
    static int move(long entry) {
        return (int) (entry & 0x7FFF);
    }

    /** The score of an entry. */
    static int score(long entry) {
        return (int) (entry << 25 >> 40);
    }

    /** The depth an entry was searched to. */
    static int depth(long entry) {
        return (int) (entry >>> 39 & 0xFF);
    }

    /** The bound of an entry: {@link #EXACT}, {@link #LOWER} or {@link #UPPER}. */
    static int bound(long entry) {
        return (int) (entry >>> 47 & 3);
    }

    /** A win or loss is stored as its distance from the stored position, not from the root. */
    static int toTable(int score, int ply) {
        return score >= Search.DECIDED ? score + ply : score <= -Search.DECIDED ? score - ply : score;
    }

    /** A score read from the table, as a distance from the root again. */
    static int fromTable(int score, int ply) {
        return score >= Search.DECIDED ? score - ply : score <= -Search.DECIDED ? score + ply : score;
    }
}

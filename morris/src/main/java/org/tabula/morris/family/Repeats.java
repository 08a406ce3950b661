package org.tabula.morris.family;

/**
 * The positions that stood since the last placement or capture, newest first, as a persistent chain of keys: a
 * move that can be undone by later moves adds one link and shares the rest, so each state keeps its own history for
 * one small object. A placement or a capture begins a new chain, since no position before it can come back.
 */
final class Repeats {

    private final long key;
    private final Repeats previous;

    private Repeats(long key, Repeats previous) {
        this.key = key;
        this.previous = previous;
    }

    /** A chain of one position. */
    static Repeats of(long key) {
        return new Repeats(key, null);
    }

    /** This chain with one more position after it. */
    Repeats then(long key) {
        return new Repeats(key, this);
    }

    /** Whether the chain holds one position alone. */
    boolean isFirst() {
        return previous == null;
    }

    /** How often the newest position stands in the chain, itself included. */
    int timesNewest() {
        int times = 0;
        for (Repeats link = this; link != null; link = link.previous) {
            times += link.key == key ? 1 : 0;
        }
        return times;
    }

    /** The repetition key of a position: the men of each side and the side to move. */
    static long key(int white, int black, int turn) {
        return (long) white | (long) black << 25 | (long) turn << 50;
    }
}

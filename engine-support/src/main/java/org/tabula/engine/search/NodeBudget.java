package org.tabula.engine.search;

import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * The nodes one search may visit, and the host's stop request: the search's whole stop contract.
 *
 * <p>A search calls {@link #visit()} once for every node it enters and, when told to stop, returns at once with
 * any value, checking {@link #stopped()} after every child so that nothing found after the stop is believed. The
 * budget counts nodes, never time, so the same search always ends on the same node; the host's
 * {@code BooleanSupplier} is asked only on every {@value #POLL_INTERVAL}th node (a host adds its time limit there
 * without the engine reading a clock). Once stopped, it stays stopped.
 *
 * <p>Unlike the values around it, a budget is a counter and changes as the search runs; one belongs to one search.
 */
public final class NodeBudget {

    /** How many nodes are visited between two questions to the host; a power of two. */
    public static final int POLL_INTERVAL = 1024;

    private final long limit;
    private final BooleanSupplier stopRequested;
    private boolean armed;
    private boolean stopped;
    private long nodes;

    private NodeBudget(long limit, BooleanSupplier stopRequested, boolean armed) {
        this.limit = limit;
        this.stopRequested = Objects.requireNonNull(stopRequested, "stopRequested");
        this.armed = armed;
    }

    /** A budget of {@code limit} nodes that may stop the search from its first node on. */
    public static NodeBudget of(long limit, BooleanSupplier stopRequested) {
        return new NodeBudget(limit, stopRequested, true);
    }

    /**
     * A budget of {@code limit} nodes that counts but never stops the first deepening, so that a bot always has a
     * move it looked at; {@link IterativeDeepening} arms it once that deepening is done.
     */
    public static NodeBudget afterFirstDepth(long limit, BooleanSupplier stopRequested) {
        return new NodeBudget(limit, stopRequested, false);
    }

    /**
     * Counts one node and says whether the search must stop instead of searching it: past the limit, or when the
     * host, asked on this node, says so.
     */
    public boolean visit() {
        nodes++;
        if (armed && (nodes > limit || (nodes & (POLL_INTERVAL - 1)) == 0 && stopRequested.getAsBoolean())) {
            stopped = true;
        }
        return stopped;
    }

    /** Whether the search was told to stop: whatever it found since is not to be trusted. */
    public boolean stopped() {
        return stopped;
    }

    /** The nodes visited so far, the one that stopped the search among them. */
    public long nodes() {
        return nodes;
    }

    /** From now on the budget may stop the search. */
    void arm() {
        armed = true;
    }
}

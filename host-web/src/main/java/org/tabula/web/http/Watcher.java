package org.tabula.web.http;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One watcher's outgoing messages (a WebSocket's or an event stream's), bounded in bytes: the connection queues
 * whatever is sent to a client that does not read, so this counts what is sent and not yet written, and drops the
 * watcher when the next message would take it past the bound. A message larger than the bound alone still goes to
 * a watcher with nothing waiting, and a new watcher's first state always goes (with the gap, clock and end that come
 * with it), whatever was sent before it and is not yet written: a "dropped" notice still in the socket must not get
 * a watcher dropped again for the state that follows it.
 */
final class Watcher {

    /** Where a watcher's messages go: a WebSocket session or an event stream. */
    interface Outlet {
        /** Sends the message; {@code written} runs once it is written, or will never be. */
        void send(LiveMessage message, Runnable written);

        /** The bytes the outlet writes around a message's text (an event stream's field names), counted with it. */
        default long framingBytes(LiveMessage message) {
            return 0;
        }

        /** Ends the connection at once, with what waited unwritten: the watcher did not read. */
        void drop(String reason);

        /** The client's address (behind a trusted proxy, the client's own). */
        String client();
    }

    /** Why a watcher was dropped, told to it when it comes back. */
    interface Dropped {
        void dropped(Watcher watcher, long waiting);
    }

    /** The text telling a watcher which versions it was not sent. */
    @FunctionalInterface
    interface Missed {
        LiveMessage gap(long from, long through);
    }

    /** The close code of a watcher dropped: the IANA range's "policy violation" is nearest, but says nothing. */
    static final int DROPPED_CLOSE_CODE = 4408;

    private final Outlet outlet;
    private final long bound;
    private final Dropped onDrop;
    private final WatcherBudget budget;
    private long waiting;
    private boolean dropped;
    /** True when the drop came of all watchers' total, not this one's bound. */
    private boolean overTotal;
    /** The version of the last state sent (or the one a resumed client last had), -1 before the first. */
    private long lastVersion;
    private boolean started;
    /** The newest chat line this watcher was sent or had on connecting. */
    private JsonNode lastLine;
    private boolean endSent;

    /**
     * A watcher whose client had every version up to {@code resumeAfter} (an event stream's Last-Event-ID), -1 for
     * none: the first state sent is then preceded by the gap after it.
     */
    Watcher(Outlet outlet, long bound, WatcherBudget budget, Dropped onDrop, long resumeAfter) {
        this.outlet = outlet;
        this.bound = bound;
        this.budget = budget;
        this.onDrop = onDrop;
        this.lastVersion = resumeAfter;
    }

    /** A watcher held to its own bound alone. */
    Watcher(Outlet outlet, long bound, Dropped onDrop) {
        this(outlet, bound, new WatcherBudget(Long.MAX_VALUE), onDrop, -1);
    }

    /**
     * Sends a state of the table and what follows it, newer than the last sent: an older or repeated one (the first
     * state read as a newer one was handed on) is passed over, and when versions were skipped (a table let go and
     * read again, another server's changes caught up with whole, a client resumed) the gap goes first. Chat lines
     * go only when new since the watcher's previous state; the end once, after the state that has it.
     */
    synchronized void sendState(LiveFrame frame, Missed missed) {
        long version = frame.version();
        if (version <= lastVersion) {
            return;
        }
        // The first frame is what a watcher connects for: it goes whole, past the bound if it must.
        boolean first = !started;
        if (lastVersion >= 0 && version > lastVersion + 1) {
            send(missed.gap(lastVersion + 1, version - 1), first);
        }
        lastVersion = version;
        send(frame.state(), first);
        if (frame.clock() != null) {
            send(frame.clock(), first);
        }
        if (!first) {
            frame.chatAfter(lastLine).forEach(this::send);
        }
        started = true;
        lastLine = frame.lastLine();
        if (frame.end() != null && !endSent) {
            send(frame.end(), first);
        }
        endSent = frame.end() != null;
    }

    /**
     * Sends the message, or drops the watcher when it would wait past its bound or take all watchers' waiting
     * messages past their total. A watcher with nothing waiting is always sent its message.
     */
    void send(LiveMessage message) {
        send(message, false);
    }

    /** Sends the message; {@code always}, it goes past the bounds (the first frame), counted all the same. */
    private void send(LiveMessage message, boolean always) {
        long bytes = message.bytes() + outlet.framingBytes(message);
        long before;
        synchronized (this) {
            if (dropped) {
                return;
            }
            if (waiting == 0 || always) {
                budget.force(bytes);
                waiting += bytes;
                before = -1;
            } else if (waiting + bytes > bound || !budget.take(bytes)) {
                dropped = true;
                overTotal = waiting + bytes <= bound;
                before = waiting;
            } else {
                waiting += bytes;
                before = -1;
            }
        }
        if (before >= 0) {
            onDrop.dropped(this, before);
            outlet.drop("Dropped: " + before + " bytes of states waited unread (the bound is " + bound + ").");
            return;
        }
        outlet.send(message, () -> written(bytes));
    }

    /** True when this watcher was dropped because all watchers' waiting messages reached their total. */
    synchronized boolean droppedOverTotal() {
        return overTotal;
    }

    private synchronized void written(long bytes) {
        waiting -= bytes;
        budget.give(bytes);
    }

    /** How many bytes of messages wait unwritten. */
    synchronized long waiting() {
        return waiting;
    }

    /** The bound this watcher was held to. */
    long bound() {
        return bound;
    }

    /** The client's address. */
    String client() {
        return outlet.client();
    }
}

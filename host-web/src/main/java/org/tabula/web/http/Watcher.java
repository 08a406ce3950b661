package org.tabula.web.http;

import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * One WebSocket watcher's outgoing states, bounded in bytes: Jetty queues whatever is sent to a client that does
 * not read, so this counts what is sent and not yet written, and drops the watcher when the next state would
 * take it past the bound. A state larger than the bound alone still goes to a watcher with nothing waiting.
 */
final class Watcher {

    /** Why a watcher was dropped, told to it as it goes (if it reads still) and when it comes back. */
    interface Dropped {
        void dropped(Watcher watcher, long waiting);
    }

    /** The close code of a watcher dropped: the IANA range's "policy violation" is nearest, but says nothing. */
    static final int DROPPED_CLOSE_CODE = 4408;

    private final Session session;
    private final long bound;
    private final Dropped onDrop;
    private final WatcherBudget budget;
    private long waiting;
    private boolean dropped;
    /** True when the drop came of all watchers' total, not this one's bound. */
    private boolean overTotal;
    /** The version of the last state sent, -1 before the first. */
    private long lastVersion = -1;

    Watcher(Session session, long bound, WatcherBudget budget, Dropped onDrop) {
        this.session = session;
        this.bound = bound;
        this.budget = budget;
        this.onDrop = onDrop;
    }

    /** A watcher held to its own bound alone. */
    Watcher(Session session, long bound, Dropped onDrop) {
        this(session, bound, new WatcherBudget(Long.MAX_VALUE), onDrop);
    }

    /**
     * Sends a state of the table, newer than the last sent: an older or repeated one (the first state read as a
     * newer one was handed on) is passed over, and when versions were skipped (a table let go and read again, or
     * another server's changes caught up with whole) the notice of the missing ones goes first.
     */
    synchronized void sendState(long version, String text, long bytes, Missed missed) {
        if (version <= lastVersion) {
            return;
        }
        if (lastVersion >= 0 && version > lastVersion + 1) {
            String notice = missed.notice(lastVersion + 1, version - 1);
            send(notice, notice.getBytes(StandardCharsets.UTF_8).length);
        }
        lastVersion = version;
        send(text, bytes);
    }

    /** The text telling a watcher which versions it was not sent. */
    @FunctionalInterface
    interface Missed {
        String notice(long from, long through);
    }

    /**
     * Sends the text of this many bytes, or drops the watcher when it would wait past its bound or take all
     * watchers' waiting states past their total. A watcher with nothing waiting is always sent its state.
     */
    void send(String text, long bytes) {
        long before;
        synchronized (this) {
            if (dropped) {
                return;
            }
            if (waiting == 0) {
                budget.force(bytes);
                waiting = bytes;
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
            drop(before);
            return;
        }
        session.sendText(text, Callback.from(() -> written(bytes), failure -> written(bytes)));
    }

    /** True when this watcher was dropped because all watchers' waiting states reached their total. */
    synchronized boolean droppedOverTotal() {
        return overTotal;
    }

    private synchronized void written(long bytes) {
        waiting -= bytes;
        budget.give(bytes);
    }

    /** How many bytes of states wait unwritten. */
    synchronized long waiting() {
        return waiting;
    }

    /** The bound this watcher was held to. */
    long bound() {
        return bound;
    }

    /** The session watched through. */
    Session session() {
        return session;
    }

    private void drop(long waitingThen) {
        onDrop.dropped(this, waitingThen);
        // The close frame would queue behind what it cannot read: the connection itself goes, and what waited.
        session.close(DROPPED_CLOSE_CODE, "Dropped: " + waitingThen + " bytes of states waited unread (the bound is "
                + bound + ").", Callback.NOOP);
        session.disconnect();
    }
}

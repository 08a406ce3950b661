package org.tabula.web.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tabula.web.ConnectionLimits;
import org.tabula.web.TableLimits;
import org.tabula.web.http.Api;
import org.tabula.web.http.LiveFeed;

/**
 * A thousand WebSocket watchers on 127.0.0.1 that never read (-Phostile), on one table whose states are large, on
 * the default limits but the per-address cap (they all share one address) and the rates, while a client plays
 * moves and another watcher reads: every move is answered, every silent watcher is dropped, the reader gets every
 * version, and the server's heap after a collection stays within what the watchers' queues may hold, then falls
 * back once they are gone. Server and clients share this JVM; the silent sockets and the one reader hold next to
 * nothing of its heap, so the heap measured is the server's. Its figures are printed for docs/security-and-limits.md.
 */
@Tag("hostile")
class HostileWatchersTest extends FreshServer {

    static final int SILENT = Integer.getInteger("tabula.hostile.watchers", 1_000);

    /** States of about 150 KB: a few dozen moves fill the kernel's buffers and the queues behind them. */
    static final int TAG_BYTES = 150_000;

    /** A bound on the play: far more moves than the drops take, with the queues bounded. */
    static final int MOST_MOVES = 120;

    /** The heap is collected and read every this many moves. */
    static final int MEASURE_EVERY = 4;

    private static final long MIB = 1 << 20;

    @Test
    void aThousandWatchersThatNeverRead_areDropped_theHeapStaysWithinTheirQueues_andPlayGoesOn() throws Exception {
        start(ConnectionLimits.DEFAULTS.withConnectionsPerAddress(SILENT + 100),
                TableLimits.DEFAULT.withRates(100_000, 100_000));
        Api api = new Api(server.port());
        JsonNode created = Watchers.largeTable(api, TAG_BYTES);
        String id = created.get("id").asText();
        String dropLine = "dropped a watcher of table " + id;
        long before = heapAfterCollection();
        List<SilentWatcher> silent = new ArrayList<>();
        try (CapturedLog log = new CapturedLog(); LiveFeed reading = LiveFeed.watch(server.port(), id)) {
            for (int i = 0; i < SILENT; i++) {
                silent.add(SilentWatcher.watch(server.port(), id));
            }
            long stateBytes = Watchers.stateBytes(reading.next(), 0);
            long opened = heapAfterCollection();

            JsonNode state = created.get("table");
            long peak = opened;
            long slowestMove = 0;
            int moves = 0;
            // All watchers' queues hold at most their total, and each one state alone beyond it (a watcher with
            // nothing waiting is always sent its state); the tables' cache and the reader's state come on top.
            long queues = ConnectionLimits.DEFAULT_WATCHER_QUEUE_TOTAL_BYTES + SILENT * stateBytes;
            while (log.count(dropLine) < SILENT && moves < MOST_MOVES && peak - before <= queues + 64 * MIB
                    && "active".equals(state.get("status").asText())) {
                long start = System.nanoTime();
                state = Watchers.playOne(api, created, state);
                slowestMove = Math.max(slowestMove, System.nanoTime() - start);
                moves++;
                stateBytes = Math.max(stateBytes, Watchers.stateBytes(reading.next(), moves));
                if (moves % MEASURE_EVERY == 0) {
                    peak = Math.max(peak, heapAfterCollection());
                }
            }
            assertThat(peak - before).as("heap in use past the start, at its highest (%d moves)", moves)
                    .isLessThanOrEqualTo(queues + 64 * MIB);
            int dropped = log.count(dropLine);
            assertThat(dropped).as("silent watchers dropped after %d moves", moves).isEqualTo(SILENT);

            long held = 0;
            for (SilentWatcher watcher : silent) {
                held += watcher.drainToClose();
            }
            long after = heapAfterCollection();
            assertThat(after - before).as("heap in use past the start, once they are gone")
                    .isLessThanOrEqualTo(64 * MIB);
            assertThat(SlowClientsTest.gamesWithinASecond(server.port())).isEqualTo(200);
            System.out.printf("HostileWatchersTest: %d watchers that never read, states of %d bytes, queue %d bytes"
                    + " a watcher and %d bytes all together:"
                    + " all dropped after %d moves, each answered (the slowest in %d ms) and each seen by the reading"
                    + " watcher; heap after a collection %d MiB at the start, %d MiB with the watchers open, %d MiB"
                    + " at most during the moves, %d MiB once they were dropped; the kernel held %d MiB for them%n",
                    SILENT, stateBytes, ConnectionLimits.DEFAULT_WATCHER_QUEUE_BYTES,
                    ConnectionLimits.DEFAULT_WATCHER_QUEUE_TOTAL_BYTES, moves,
                    slowestMove / 1_000_000, before / MIB, opened / MIB, peak / MIB, after / MIB, held / MIB);
        } finally {
            for (SilentWatcher watcher : silent) {
                watcher.close();
            }
        }
    }

    /** The heap in use after a full collection (the JVM's own figure, as a monitoring tool reads it). */
    private static long heapAfterCollection() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}

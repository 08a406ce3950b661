package org.tabula.web.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.tabula.web.ConnectionLimits;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.http.Api;
import org.tabula.web.http.EventFeed;
import org.tabula.web.http.LiveFeed;

/**
 * WebSocket watchers against a real server on 127.0.0.1 and a real SQLite file: one that never reads is dropped
 * past its queue (http.WatcherTest holds the bound's arithmetic against a stand-in session), a quiet one is kept.
 */
class WatchersTest extends FreshServer {

    private TabulaServer start(ConnectionLimits limits) {
        // Its moves come as fast as it sends them, from one address.
        return start(limits, TableLimits.DEFAULT.withRates(100_000, 100_000));
    }

    /** A watcher's queue here: a few of the large table's states fill it. */
    static final long QUEUE_BYTES = 64 << 10;

    /** The large table's own tags: each of its states is larger than the queue. */
    static final int TAG_BYTES = 150_000;

    /** Far more than the kernel's buffers and the queue take of such states, far fewer than a slow test plays. */
    static final int MOST_MOVES = 60;

    /** The large table on a server whose watchers' queue is QUEUE_BYTES, and the log's line of a drop from it. */
    private record LargeTable(Api api, JsonNode created, String id, String dropLine) {
    }

    private LargeTable largeTable() {
        start(ConnectionLimits.DEFAULTS.withWatcherQueueBytes(QUEUE_BYTES));
        Api api = new Api(server.port());
        JsonNode created = Watchers.largeTable(api, TAG_BYTES);
        String id = created.get("id").asText();
        return new LargeTable(api, created, id, "dropped a watcher of table " + id + " from 127.0.0.1: ");
    }

    @Test
    void aWatcherThatNeverReads_isDroppedAtItsQueue_othersAreAnswered_andItIsToldWhenItComesBack() throws Exception {
        LargeTable large = largeTable();
        Api api = large.api();
        JsonNode created = large.created();
        String id = large.id();
        String dropLine = large.dropLine();
        try (CapturedLog log = new CapturedLog();
                SilentWatcher silent = SilentWatcher.watch(server.port(), id);
                LiveFeed reading = LiveFeed.watch(server.port(), id)) {
            long largest = Watchers.stateBytes(reading.next(), 0);
            JsonNode state = created.get("table");
            int moves = 0;
            while (!log.text().contains(dropLine) && moves < MOST_MOVES) {
                state = Watchers.playOne(api, created, state);
                moves++;
                largest = Math.max(largest, Watchers.stateBytes(reading.next(), moves));
            }
            assertThat(log.text()).as("the log after %d moves of states of %d bytes", moves, largest)
                    .contains(dropLine);
            String text = log.text();
            long waited = Long.parseLong(text.substring(text.indexOf(dropLine) + dropLine.length()).split(" ")[0]);
            // What waited at the server for it: within the queue, or the one state that may go alone.
            assertThat(waited).isPositive().isLessThanOrEqualTo(Math.max(QUEUE_BYTES, largest));
            // Disconnected: the silent watcher finds the end of what the kernel held, not the moves after it.
            long held = silent.drainToClose();
            for (int i = 1; i <= 3; i++) {
                state = Watchers.playOne(api, created, state);
                Watchers.stateBytes(reading.next(), moves + i);
            }
            assertThat(held).as("bytes the kernel held for it").isLessThan((moves + 1) * largest);
            assertThat(SlowClientsTest.gamesWithinASecond(server.port())).isEqualTo(200);
            System.out.printf("WatchersTest: a watcher that never read, dropped after %d moves of %d-byte states "
                    + "with %d bytes waiting at the server (queue %d); the kernel held %d bytes for it%n", moves,
                    largest, waited, QUEUE_BYTES, held);
        }
        try (LiveFeed back = LiveFeed.watch(server.port(), id)) {
            JsonNode told = Api.JSON.readTree(back.next());
            long now = api.get("/api/v1/tables/" + id).json().get("version").asLong();
            assertThat(told.get("type").asText()).isEqualTo("dropped");
            org.tabula.web.http.DocumentSchemas.assertFits("LiveMessage", told);
            assertThat(told.get("version").asLong()).isEqualTo(now);
            assertThat(told.get("message").asText()).contains("--watcher-queue");
            Watchers.stateBytes(back.next(), now);
        }
    }

    @Test
    void anEventStreamThatNeverReads_isDroppedAtTheSameQueue_andToldWhenItComesBack() throws Exception {
        LargeTable large = largeTable();
        try (CapturedLog log = new CapturedLog();
                SilentWatcher silent = SilentWatcher.stream(server.port(), large.id())) {
            JsonNode state = large.created().get("table");
            int moves = 0;
            while (!log.text().contains(large.dropLine()) && moves < MOST_MOVES) {
                state = Watchers.playOne(large.api(), large.created(), state);
                moves++;
            }
            assertThat(log.text()).as("the log after %d moves", moves).contains(large.dropLine());
            // Disconnected: it finds the end of what the kernel held, not the states of every move.
            assertThat(silent.drainToClose()).as("bytes the kernel held for it").isLessThan(moves * (long) TAG_BYTES);
        }
        try (EventFeed back = EventFeed.open(server.port(), large.id(), null)) {
            EventFeed.Event told = back.next();
            assertThat(told.event()).isEqualTo("dropped");
            assertThat(Api.JSON.readTree(told.data()).get("message").asText()).contains("--watcher-queue");
            EventFeed.Event now = back.next();
            Watchers.stateBytes(now.data(), Long.parseLong(now.id()));
        }
    }

    @Test
    void aQuietWatcherAndAQuietEventStream_arePingedAndStayOpenPastTheIdleTimeouts() throws Exception {
        // The connections' own idle timeout as short as the WebSocket's: neither may cut a healthy stream.
        start(ConnectionLimits.DEFAULTS.withPings(Duration.ofMillis(200), Duration.ofSeconds(1))
                .withTimeouts(Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ofSeconds(1)));
        Api api = new Api(server.port());
        JsonNode created = Watchers.morrisTable(api);
        String id = created.get("id").asText();
        try (LiveFeed quiet = LiveFeed.watch(server.port(), id);
                EventFeed stream = EventFeed.open(server.port(), id, null)) {
            assertThat(quiet.next()).isNotNull();
            assertThat(stream.next().event()).isEqualTo("state");
            // Two and a half idle timeouts with nothing to say either way (the client answers pings itself).
            Thread.sleep(2_500);
            assertThat(quiet.closedWith()).isNull();
            assertThat(stream.comments()).as("pings on the stream").isGreaterThanOrEqualTo(3);
            Watchers.play(api, created, 1);
            assertThat(Api.JSON.readTree(quiet.next()).get("table").get("ply").asInt()).isEqualTo(1);
            assertThat(Api.JSON.readTree(stream.next().data()).get("table").get("ply").asInt()).isEqualTo(1);
        }
    }
}

package org.tabula.web.http;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.websocket.WsConfig;
import jakarta.servlet.AsyncContext;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.tabula.web.ConnectionLimits;
import org.tabula.web.table.TableService;
import org.tabula.web.table.TableState;

/**
 * A table's live feed: the WebSocket {@code /api/v1/tables/{id}/live} and the event stream
 * {@code /api/v1/tables/{id}/events}, each a Watcher of the same typed messages under the same bounds.
 */
final class LiveRoutes implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(LiveRoutes.class.getName());

    private final TableService tables;
    private final ConnectionLimits limits;
    private final ClientAddress clients;
    private final LiveMessages messages;
    /** What all watchers' unwritten messages may take together. */
    private final WatcherBudget budget;
    private final DroppedWatchers dropped = new DroppedWatchers();
    /** Each live session's table and the handle that stops its watching. */
    private final Map<String, Watch> watching = new ConcurrentHashMap<>();
    /** How many watch each table, to let its frame go with the last of them. */
    private final Map<String, Integer> watchers = new ConcurrentHashMap<>();
    /** The last frame of each watched table, written once however many watch it. */
    private final Map<String, LiveFrame> frames = new ConcurrentHashMap<>();
    private final Set<EventStream> streams = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService pings;

    LiveRoutes(TableService tables, ConnectionLimits limits, ClientAddress clients, LiveMessages messages) {
        this.tables = tables;
        this.limits = limits;
        this.clients = clients;
        this.messages = messages;
        this.budget = new WatcherBudget(limits.watcherQueueTotalBytes());
        this.pings = Executors.newSingleThreadScheduledExecutor(run -> {
            Thread thread = new Thread(run, "tabula-event-pings");
            thread.setDaemon(true);
            return thread;
        });
        long every = limits.pingInterval().toMillis();
        pings.scheduleAtFixedRate(() -> streams.forEach(EventStream::ping), every, every, TimeUnit.MILLISECONDS);
    }

    void add(RoutesConfig routes) {
        routes.ws(ApiPaths.V1 + "/tables/{id}/live", this::live);
        routes.get(ApiPaths.V1 + "/tables/{id}/events", this::events);
    }

    private void live(WsConfig ws) {
        ws.onConnect(ctx -> {
            String id = ctx.pathParam("id");
            Watcher watcher = new Watcher(new SocketOutlet(ctx.session, clients.of(ctx.session)),
                    limits.watcherQueueBytes(), budget, (w, waiting) -> dropped(id, w, waiting), -1);
            Optional<AutoCloseable> handle = watch(id, watcher);
            if (handle.isEmpty()) {
                ctx.closeSession(4404, "No table has the id '" + id + "'.");
                return;
            }
            watching.put(ctx.sessionId(), new Watch(id, handle.get()));
            ctx.enableAutomaticPings(limits.pingInterval().toMillis(), TimeUnit.MILLISECONDS);
            begin(id, watcher);
        });
        ws.onClose(ctx -> stopWatching(ctx.sessionId()));
        ws.onError(ctx -> stopWatching(ctx.sessionId()));
    }

    /**
     * The event stream: 404 JSON for an unknown table before it starts; a Last-Event-ID older than the table's
     * version starts it with the gap after it.
     */
    private void events(Context ctx) throws IOException {
        String id = ctx.pathParam("id");
        TableState now = tables.state(id).orElseThrow(() -> ApiServer.unknownTable(ctx));
        ctx.status(200).contentType("text/event-stream; charset=utf-8").header("Cache-Control", "no-cache")
                .header("X-Accel-Buffering", "no");
        AsyncContext async = ctx.req().startAsync();
        EventStream stream = EventStream.start(async, ServletContextRequest.getServletContextRequest(ctx.req()),
                clients.of(ctx), limits.webSocketIdleTimeout().toMillis());
        Watcher watcher = new Watcher(stream, limits.watcherQueueBytes(), budget,
                (w, waiting) -> dropped(id, w, waiting), resumedAfter(ctx.header("Last-Event-ID"), now.version()));
        Optional<AutoCloseable> handle = watch(id, watcher);
        if (handle.isEmpty()) {
            stream.drop("the table went");
        } else {
            String key = "events " + System.identityHashCode(stream);
            watching.put(key, new Watch(id, handle.get()));
            streams.add(stream);
            stream.ended().whenComplete((done, failure) -> {
                streams.remove(stream);
                stopWatching(key);
            });
            begin(id, watcher);
        }
        ctx.future(stream::ended);
    }

    /** The version a client had (Last-Event-ID), when it is a version older than the table's; else -1. */
    static long resumedAfter(String lastEventId, long current) {
        if (lastEventId == null || !lastEventId.strip().matches("\\d{1,18}")) {
            return -1;
        }
        long had = Long.parseLong(lastEventId.strip());
        return had < current ? had : -1;
    }

    private Optional<AutoCloseable> watch(String id, Watcher watcher) {
        Optional<AutoCloseable> handle = tables.watch(id, state -> watcher.sendState(frame(state), messages::gap));
        handle.ifPresent(h -> watchers.merge(id, 1, Integer::sum));
        return handle;
    }

    /** A new watcher's first messages: why its last connection was dropped, if it was, then the state. */
    private void begin(String id, Watcher watcher) {
        String why = dropped.takeBack(watcher.client(), id);
        Optional<TableState> state = tables.state(id);
        if (why != null) {
            watcher.send(messages.dropped(state.map(TableState::version).orElse(-1L), why));
        }
        state.ifPresent(s -> watcher.sendState(frame(s), messages::gap));
    }

    /** Remembers a dropped watcher for when it comes back; the log says so once, with no client's text in it. */
    private void dropped(String table, Watcher watcher, long waiting) {
        String over = watcher.droppedOverTotal()
                ? "while all watchers' unread states had reached the server's bound of " + budget.bound()
                        + " bytes (tabula serve --watcher-queue-total)"
                : "over the server's bound of " + watcher.bound() + " bytes a watcher (tabula serve --watcher-queue)";
        String message = "This watcher was dropped: " + waiting + " bytes of states waited unread, " + over
                + ". The table's current state follows; each new one after it as before.";
        dropped.remember(watcher.client(), table, message);
        LOG.log(System.Logger.Level.WARNING, "dropped a watcher of table " + table + " from "
                + LogText.of(watcher.client()) + ": " + waiting + " bytes unread" + (watcher.droppedOverTotal()
                        ? ", all watchers' total reached" : ""));
    }

    /** A watched table's frame: written at the first of its watchers, then reused. */
    private LiveFrame frame(TableState state) {
        return frames.compute(state.id(), (id, last) -> last != null && last.version() == state.version() ? last
                : messages.frame(state));
    }

    private void stopWatching(String key) {
        Watch watch = watching.remove(key);
        if (watch == null) {
            return;
        }
        try {
            watch.handle().close();
        } catch (Exception e) {
            LOG.log(System.Logger.Level.WARNING, "could not stop a watcher", e);
        }
        if (watchers.computeIfPresent(watch.table(), (table, count) -> count <= 1 ? null : count - 1) == null) {
            frames.remove(watch.table());
        }
    }

    /** Ends every event stream (a request that never ends would hold the server's stop) and their pings. */
    @Override
    public void close() {
        pings.shutdownNow();
        streams.forEach(stream -> stream.drop("the server stops"));
    }

    /** A live connection's table, and the handle that stops its watching. */
    private record Watch(String table, AutoCloseable handle) {
    }
}

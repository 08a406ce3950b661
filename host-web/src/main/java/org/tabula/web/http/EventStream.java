package org.tabula.web.http;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import org.eclipse.jetty.ee10.servlet.ServletContextRequest;
import org.eclipse.jetty.io.EndPoint;

/**
 * A Server-Sent Events watcher: each message as {@code event: TYPE}, {@code id: VERSION}, {@code data: JSON} and a
 * blank line, written without blocking (a client that does not read holds no thread, only what its Watcher lets
 * wait). A ping is a comment, sent only when nothing waits, so that it never piles up.
 */
final class EventStream implements Watcher.Outlet, WriteListener {

    private static final System.Logger LOG = System.getLogger(EventStream.class.getName());
    private static final byte[] PING = ": ping\n\n".getBytes(StandardCharsets.UTF_8);

    private record Pending(byte[] bytes, Runnable written) {
    }

    private final ServletOutputStream out;
    private final EndPoint endPoint;
    private final String client;
    /** Completed when the stream ends, however it ends: the request is over then. */
    private final CompletableFuture<Void> ended = new CompletableFuture<>();
    private final Deque<Pending> queue = new ArrayDeque<>();
    private Pending inFlight;
    private boolean flushed;
    private boolean pumping;
    private boolean closed;

    private EventStream(ServletOutputStream out, EndPoint endPoint, String client) {
        this.out = out;
        this.endPoint = endPoint;
        this.client = client;
    }

    /**
     * Starts the stream of an answer whose status and headers are set: asynchronous, never timed out by the
     * servlet (pings keep the connection alive), its connection idle at most {@code idleMillis} like a WebSocket's.
     */
    static EventStream start(AsyncContext async, ServletContextRequest request, String client, long idleMillis)
            throws IOException {
        async.setTimeout(0);
        EndPoint endPoint = request.getConnectionMetaData().getConnection().getEndPoint();
        endPoint.setIdleTimeout(idleMillis);
        EventStream stream = new EventStream(async.getResponse().getOutputStream(), endPoint, client);
        stream.out.setWriteListener(stream);
        return stream;
    }

    /** Completed when the stream ends. */
    CompletableFuture<Void> ended() {
        return ended;
    }

    @Override
    public void send(LiveMessage message, Runnable written) {
        enqueue(new Pending((framing(message) + message.text() + "\n\n").getBytes(StandardCharsets.UTF_8), written),
                false);
    }

    @Override
    public long framingBytes(LiveMessage message) {
        return framing(message).length() + 2;
    }

    /** What comes before a message's text: its type and version as the event's name and id (ASCII alone). */
    static String framing(LiveMessage message) {
        return "event: " + message.type() + "\nid: " + message.version() + "\ndata: ";
    }

    /** A comment line that keeps the connection from idling out, unless something is waiting to go anyway. */
    void ping() {
        enqueue(new Pending(PING, () -> { }), true);
    }

    private void enqueue(Pending pending, boolean onlyWhenIdle) {
        boolean open;
        synchronized (this) {
            open = !closed;
            if (open && (!onlyWhenIdle || (inFlight == null && queue.isEmpty()))) {
                queue.add(pending);
            }
        }
        if (open) {
            pump();
        } else {
            pending.written().run();
        }
    }

    @Override
    public void onWritePossible() {
        pump();
    }

    /**
     * Writes what waits while the connection takes it; the container calls back when it can take more. One thread
     * pumps at a time, and it stops pumping in the same step as it finds nothing to do, so no message is left behind.
     */
    private void pump() {
        synchronized (this) {
            if (pumping) {
                return;
            }
            pumping = true;
        }
        try {
            while (true) {
                Pending done = null;
                synchronized (this) {
                    if (closed || !out.isReady() || (inFlight == null && queue.isEmpty())) {
                        pumping = false;
                        return;
                    }
                    if (inFlight != null && !flushed) {
                        flushed = true;
                        out.flush();
                    } else if (inFlight != null) {
                        done = inFlight;
                        inFlight = null;
                    } else {
                        inFlight = queue.poll();
                        flushed = false;
                        out.write(inFlight.bytes());
                    }
                }
                if (done != null) {
                    done.written().run();
                }
            }
        } catch (IOException | RuntimeException e) {
            synchronized (this) {
                pumping = false;
            }
            end();
        }
    }

    @Override
    public void onError(Throwable failure) {
        LOG.log(System.Logger.Level.DEBUG, "an event stream ended: " + failure);
        end();
    }

    @Override
    public void drop(String reason) {
        // Nothing more can reach a client that does not read: the connection goes, and what waited with it.
        endPoint.close();
        end();
    }

    @Override
    public String client() {
        return client;
    }

    /** Ends the stream: what waited is let go, counted as written, and the request completes. */
    private void end() {
        Deque<Pending> left = new ArrayDeque<>();
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            if (inFlight != null) {
                left.add(inFlight);
                inFlight = null;
            }
            left.addAll(queue);
            queue.clear();
        }
        left.forEach(pending -> pending.written().run());
        ended.complete(null);
    }
}

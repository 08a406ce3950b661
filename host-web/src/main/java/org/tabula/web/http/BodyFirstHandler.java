package org.tabula.web.http;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Reads each request's body whole before a thread runs the request, as the bytes come and on no thread while none
 * do: a client that trickles its body holds memory (at most the largest body) and a connection, never a request
 * thread. A body that has not all come within the deadline, however steadily it trickles, is answered 408; one
 * over the size, 413, the rest of it read and let go (up to a bound) so that a client still writing it gets the
 * answer; both JSON, and the connection closed.
 */
final class BodyFirstHandler extends Handler.Wrapper {

    private static final System.Logger LOG = System.getLogger(BodyFirstHandler.class.getName());
    /** How much more than the largest body is read and let go after a 413, before the connection closes. */
    private static final int DRAIN_FACTOR = 4;

    /** What an error answer's body is, from its code and message. */
    interface ErrorBody {
        String json(String code, String message);
    }

    private final int maxBytes;
    private final Duration deadline;
    private final ErrorBody errors;
    private final ClientAddress clients;

    BodyFirstHandler(long maxBytes, Duration deadline, ErrorBody errors, ClientAddress clients) {
        this.maxBytes = Math.toIntExact(maxBytes);
        this.deadline = deadline;
        this.errors = errors;
        this.clients = clients;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        long declared = request.getLength();
        boolean chunked = request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
        if (declared <= 0 && !chunked) {
            return super.handle(request, response, callback);
        }
        if (declared > maxBytes) {
            answer(response, drainThen(request, callback), 413, "TOO_LARGE", "The body is over " + maxBytes
                    + " bytes.");
            return true;
        }
        AtomicBoolean settled = new AtomicBoolean();
        Scheduler.Task timer = request.getComponents().getScheduler().schedule(() -> {
            if (settled.compareAndSet(false, true)) {
                answer(response, callback, 408, "BODY_TIMEOUT", "The body did not all come within "
                        + deadline.toMillis() + " ms.");
            }
        }, deadline.toMillis(), TimeUnit.MILLISECONDS);
        Content.Source.asByteArrayAsync(request, maxBytes).whenComplete((body, failure) -> {
            if (!settled.compareAndSet(false, true)) {
                return;
            }
            timer.cancel();
            if (failure != null) {
                // A body cut short or badly chunked is the client's fault as Jetty names it; else it ran over the size.
                HttpFaults.clientFault(failure).ifPresentOrElse(fault -> {
                    LOG.log(System.Logger.Level.INFO, "client fault: " + fault.status() + " " + fault.code() + " on "
                            + request.getMethod() + " " + LogText.of(request.getHttpURI().getDecodedPath()) + " from "
                            + LogText.of(clients.of(request)));
                    answer(response, callback, fault.status(), fault.code(), fault.getMessage());
                },
                        () -> answer(response, drainThen(request, callback), 413, "TOO_LARGE", "The body is over "
                                + maxBytes + " bytes."));
                return;
            }
            // Run on a request thread: the last bytes may have been read on the selector's.
            request.getComponents().getExecutor().execute(() -> dispatch(new Buffered(request, body), response,
                    callback));
        });
        return true;
    }

    private void dispatch(Request request, Response response, Callback callback) {
        try {
            if (!super.handle(request, response, callback)) {
                Response.writeError(request, response, callback, 404);
            }
        } catch (Throwable e) {
            callback.failed(e);
        }
    }

    /**
     * After the answer, the body the client goes on sending is read and let go, up to {@link #DRAIN_FACTOR} times
     * the largest body and within the body's deadline, before the connection is closed: closed with bytes unread,
     * the connection is reset, and a client still writing its body loses the answer (a broken pipe).
     */
    private Callback drainThen(Request request, Callback done) {
        return Callback.from(() -> new Drain(request, done, (long) DRAIN_FACTOR * maxBytes).start(deadline),
                done::failed);
    }

    /** Reads a request's body and lets it go, then completes the request, closing its connection. */
    private static final class Drain {
        private final Request request;
        private final Callback done;
        private final AtomicBoolean finished = new AtomicBoolean();
        private long left;
        private Scheduler.Task timer;

        Drain(Request request, Callback done, long most) {
            this.request = request;
            this.done = done;
            this.left = most;
        }

        void start(Duration deadline) {
            timer = request.getComponents().getScheduler().schedule(this::finish, deadline.toMillis(),
                    TimeUnit.MILLISECONDS);
            read();
        }

        private void read() {
            while (!finished.get()) {
                Content.Chunk chunk = request.read();
                if (chunk == null) {
                    request.demand(this::read);
                    return;
                }
                boolean last = chunk.isLast() || Content.Chunk.isFailure(chunk);
                left -= chunk.remaining();
                chunk.release();
                if (last || left <= 0) {
                    finish();
                    return;
                }
            }
        }

        private void finish() {
            if (finished.compareAndSet(false, true)) {
                if (timer != null) {
                    timer.cancel();
                }
                done.succeeded();
            }
        }
    }

    private void answer(Response response, Callback callback, int status, String code, String message) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        response.write(true, ByteBuffer.wrap(errors.json(code, message).getBytes(StandardCharsets.UTF_8)), callback);
    }

    /** The request with its body already read: one chunk, then the end. */
    private static final class Buffered extends Request.Wrapper {

        private Content.Chunk next;

        Buffered(Request request, byte[] body) {
            super(request);
            this.next = Content.Chunk.from(ByteBuffer.wrap(body), true);
        }

        @Override
        public synchronized Content.Chunk read() {
            Content.Chunk chunk = next;
            next = Content.Chunk.EOF;
            return chunk;
        }

        @Override
        public void demand(Runnable demandCallback) {
            demandCallback.run();
        }

        @Override
        public boolean consumeAvailable() {
            synchronized (this) {
                next = Content.Chunk.EOF;
            }
            return true;
        }
    }
}

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
 * over the size, 413; both JSON, and the connection closed.
 */
final class BodyFirstHandler extends Handler.Wrapper {

    private static final System.Logger LOG = System.getLogger(BodyFirstHandler.class.getName());

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
            answer(response, callback, 413, "TOO_LARGE", "The body is over " + maxBytes + " bytes.");
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
                        () -> answer(response, callback, 413, "TOO_LARGE", "The body is over " + maxBytes + " bytes."));
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

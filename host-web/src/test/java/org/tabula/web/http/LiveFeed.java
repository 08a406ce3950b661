package org.tabula.web.http;

import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A WebSocket watcher of one table: every whole text message it receives, in order, to be polled. */
public final class LiveFeed implements WebSocket.Listener, AutoCloseable {

    private final LinkedBlockingQueue<String> heard = new LinkedBlockingQueue<>();
    private final StringBuilder part = new StringBuilder();
    private WebSocket socket;
    private volatile String closed;

    private LiveFeed() {
    }

    /** Connects to {@code /api/v1/tables/ID/live} of the server on this port. */
    public static LiveFeed watch(int port, String id) throws Exception {
        LiveFeed feed = new LiveFeed();
        feed.socket = HttpClient.newHttpClient().newWebSocketBuilder()
                .buildAsync(java.net.URI.create("ws://127.0.0.1:" + port + "/api/v1/tables/" + id + "/live"), feed)
                .get(10, TimeUnit.SECONDS);
        return feed;
    }

    /** The next whole message, or null when none comes within ten seconds. */
    public String next() throws InterruptedException {
        return heard.poll(10, TimeUnit.SECONDS);
    }

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
        // A large state may come in parts: joined before it is handed on.
        part.append(data);
        if (last) {
            heard.add(part.toString());
            part.setLength(0);
        }
        ws.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
        closed = statusCode + " " + reason;
        return null;
    }

    @Override
    public void onError(WebSocket ws, Throwable error) {
        closed = "error " + error;
    }

    /** How the server closed it ("CODE REASON"), or null while it is open. */
    public String closedWith() {
        return closed;
    }

    @Override
    public void close() {
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
    }
}

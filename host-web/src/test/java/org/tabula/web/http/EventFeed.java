package org.tabula.web.http;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A reader of one table's event stream ({@code GET /api/v1/tables/ID/events}): its frames as they come, each
 * {@code event}/{@code id}/{@code data} put together at its blank line, and the comments (pings) counted.
 */
public final class EventFeed implements AutoCloseable {

    /** One frame of the stream. */
    public record Event(String event, String id, String data) {
    }

    private final LinkedBlockingQueue<Event> heard = new LinkedBlockingQueue<>();
    private final HttpResponse<Stream<String>> response;
    private volatile int comments;
    private final Thread reader;
    private final java.util.concurrent.CompletableFuture<Void> ended = new java.util.concurrent.CompletableFuture<>();

    private EventFeed(HttpResponse<Stream<String>> response) {
        this.response = response;
        this.reader = new Thread(this::read, "event-feed");
        reader.setDaemon(true);
        reader.start();
    }

    /** Opens the stream of the table on the server on this port, with a Last-Event-ID header unless it is null. */
    public static EventFeed open(int port, String id, String lastEventId) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/v1/tables/"
                + id + "/events")).header("Accept", "text/event-stream").GET();
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        return new EventFeed(HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofLines()));
    }

    /** The answer's status and headers. */
    public HttpResponse<Stream<String>> response() {
        return response;
    }

    private void read() {
        List<String> lines = new ArrayList<>();
        try {
            response.body().forEach(line -> {
                if (!line.isEmpty()) {
                    lines.add(line);
                    return;
                }
                String event = null;
                String id = null;
                StringBuilder data = new StringBuilder();
                for (String field : lines) {
                    if (field.startsWith(":")) {
                        comments++;
                    } else if (field.startsWith("event: ")) {
                        event = field.substring(7);
                    } else if (field.startsWith("id: ")) {
                        id = field.substring(4);
                    } else if (field.startsWith("data: ")) {
                        data.append(field.substring(6));
                    }
                }
                lines.clear();
                if (event != null || data.length() > 0) {
                    heard.add(new Event(event, id, data.toString()));
                }
            });
        } catch (RuntimeException closed) {
            // The stream ended under it: the test sees no more events.
        }
        ended.complete(null);
    }

    /** The next event, or null when none comes within ten seconds. */
    public Event next() throws InterruptedException {
        return heard.poll(10, TimeUnit.SECONDS);
    }

    /** Completed when the server ended the stream. */
    public java.util.concurrent.CompletableFuture<Void> ended() {
        return ended;
    }

    /** How many comment lines (pings) came so far. */
    public int comments() {
        return comments;
    }

    @Override
    public void close() {
        response.body().close();
    }
}

package org.tabula.web.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.function.Predicate;

/** A real HTTP client of a server under test. */
public final class Api {

    public static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    private final int port;

    public Api(int port) {
        this.port = port;
    }

    /** An answer: its status and its body read as JSON (or the text). */
    public record Reply(int status, String body) {
        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }
    }

    public Reply get(String path) {
        return get(path, null);
    }

    /** A GET with a seat's token, as {@code Authorization: Bearer TOKEN}. */
    public Reply get(String path, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path)).GET();
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return send(request);
    }

    /** A GET with one header (If-None-Match, say), the whole response with its headers. */
    public HttpResponse<String> get(String path, String header, String value) {
        try {
            return CLIENT.send(HttpRequest.newBuilder(uri(path)).header(header, value).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    public Reply post(String path, String body) {
        return post(path, body, null);
    }

    public Reply post(String path, String body, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body == null ? "" : body));
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return send(request);
    }

    /**
     * The table's state once it satisfies the condition, read every 20 ms for up to 30 s (a wait for the server's
     * bots or another server, not a measure of time); the last state read when it never does.
     */
    public JsonNode awaitState(String id, Predicate<JsonNode> condition) throws InterruptedException {
        JsonNode state = get("/api/v1/tables/" + id).json();
        for (int i = 0; i < 1500 && !condition.test(state); i++) {
            Thread.sleep(20);
            state = get("/api/v1/tables/" + id).json();
        }
        return state;
    }

    /** The table's state once its game is over (see {@link #awaitState}). */
    public JsonNode awaitFinished(String id) throws InterruptedException {
        return awaitState(id, state -> state.get("status").asText().equals("finished"));
    }

    /**
     * Rolls, or plays the first legal move, for the side to move, by its seat's token from the table's creation
     * answer, {@code count} times or until the game is over; the table's state after.
     */
    public JsonNode steps(JsonNode created, int count) {
        String id = created.get("id").asText();
        JsonNode state = get("/api/v1/tables/" + id).json();
        for (int i = 0; i < count && state.get("status").asText().equals("active"); i++) {
            String token = created.get("tokens").get(state.get("turn").asText()).asText();
            Reply reply = state.get("chance").isNull()
                    ? post("/api/v1/tables/" + id + "/moves", JSON.createObjectNode()
                            .put("move", state.get("legalMoves").get(0).get("text").asText()).toString(), token)
                    : post("/api/v1/tables/" + id + "/roll", "", token);
            if (reply.status() != 200) {
                throw new AssertionError("step " + i + " at table " + id + ": " + reply.status() + " "
                        + reply.body());
            }
            state = reply.json();
        }
        return state;
    }

    public URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    private static Reply send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.body());
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}

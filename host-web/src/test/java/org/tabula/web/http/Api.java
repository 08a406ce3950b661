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
    /** In the conformance mode HTTP/1.1 alone (Prism's proxy takes no h2c upgrade), and no wait without end. */
    private static final HttpClient CLIENT = Conformance.on()
            ? HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build() : HttpClient.newHttpClient();

    private final int port;

    /** A client of the server on this port (of Prism in front of it, in the conformance mode: {@link Conformance}). */
    public Api(int port) {
        this.port = Conformance.clientPort(port);
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
            return conforming(CLIENT.send(HttpRequest.newBuilder(uri(path)).header(header, value).GET().build(),
                    HttpResponse.BodyHandlers.ofString()));
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

    /**
     * The response, once Prism (in the conformance mode) found nothing in it outside the document: its
     * {@code sl-violations} header lists what it found, where a request's (a test's deliberately bad one) is let be.
     */
    private static HttpResponse<String> conforming(HttpResponse<String> response) {
        response.headers().firstValue("sl-violations").ifPresent(violations -> {
            try {
                for (JsonNode violation : JSON.readTree(violations)) {
                    if (violation.path("location").path(0).asText().equals("response")) {
                        throw new AssertionError("the answer to " + response.request().method() + " "
                                + response.request().uri().getPath() + " (" + response.statusCode()
                                + ") breaks the OpenAPI document: " + violation + "\n" + response.body());
                    }
                }
            } catch (IOException e) {
                throw new AssertionError("sl-violations is not JSON: " + violations, e);
            }
        });
        return response;
    }

    public URI uri(String path) {
        return URI.create("http://127.0.0.1:" + port + path);
    }

    private static Reply send(HttpRequest.Builder request) {
        try {
            if (Conformance.on()) {
                request.timeout(java.time.Duration.ofSeconds(30));
            }
            HttpResponse<String> response = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Reply(conforming(response).statusCode(), response.body());
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}

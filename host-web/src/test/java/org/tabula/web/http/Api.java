package org.tabula.web.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.function.Predicate;

/** A real HTTP client of a server under test. */
public final class Api {

    public static final ObjectMapper JSON = new ObjectMapper();
    /** In the conformance mode HTTP/1.1 alone (Prism's proxy takes no h2c upgrade), and no wait without end. */
    private static final HttpClient CLIENT = Conformance.on()
            ? HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build() : HttpClient.newHttpClient();

    private final int serverPort;
    private final boolean outsideTheDocument;

    /** A client of the server on this port (through Prism, in the conformance mode: {@link Conformance}). */
    public Api(int port) {
        this(port, false);
    }

    private Api(int serverPort, boolean outsideTheDocument) {
        this.serverPort = serverPort;
        this.outsideTheDocument = outsideTheDocument;
    }

    /**
     * This client for requests the OpenAPI document does not allow, sent on purpose to see the server refuse them. In
     * the conformance mode they go through the Prism that passes them on, and each must be one Prism finds outside
     * the document; all others go through the one that refuses what is outside it.
     */
    public Api outsideTheDocument() {
        return new Api(serverPort, true);
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
        HttpRequest.Builder request = request(path).GET();
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        return send(request);
    }

    /** A GET with one header (If-None-Match, say), the whole response with its headers. */
    public HttpResponse<String> get(String path, String header, String value) {
        return exchange(request(path).header(header, value).GET());
    }

    public Reply post(String path, String body) {
        return post(path, body, null);
    }

    public Reply post(String path, String body, String token) {
        HttpRequest.Builder request = request(path)
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

    /** A request to the server at this path: through Prism, naming the server, in the conformance mode. */
    public HttpRequest.Builder request(String path) {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri(path));
        if (Conformance.on()) {
            request.header(ConformanceRouter.UPSTREAM, Integer.toString(serverPort)).timeout(Duration.ofSeconds(30));
        }
        return request;
    }

    public URI uri(String path) {
        int port = Conformance.on() ? Conformance.prismPort(outsideTheDocument) : serverPort;
        return URI.create("http://127.0.0.1:" + port + path);
    }

    /** The request sent and its whole response, once Prism (in the conformance mode) found nothing wrong in it. */
    public HttpResponse<String> exchange(HttpRequest.Builder request) {
        try {
            return conforming(CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString()));
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private Reply send(HttpRequest.Builder request) {
        HttpResponse<String> response = exchange(request);
        return new Reply(response.statusCode(), response.body());
    }

    /**
     * The response, unless Prism refused the request or its answer as outside the document (an error of its own, as
     * application/problem+json), or listed a violation of the answer in its {@code sl-violations} header; and a
     * request sent as {@link #outsideTheDocument} must be one it found outside.
     */
    private HttpResponse<String> conforming(HttpResponse<String> response) {
        if (!Conformance.on()) {
            return response;
        }
        URI uri = response.request().uri();
        String request = response.request().method() + " " + uri.getRawPath()
                + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
        if (response.headers().firstValue("Content-Type").orElse("").startsWith("application/problem+json")) {
            throw new AssertionError("Prism answered " + request + " itself (" + response.statusCode()
                    + "): it or its answer is outside the OpenAPI document: " + response.body());
        }
        if (response.headers().firstValue(ConformanceRouter.ROUTED).isEmpty()) {
            throw new AssertionError("Prism answered " + request + " itself (" + response.statusCode()
                    + "), never passing it on to the server: it is outside the OpenAPI document: " + response.body());
        }
        boolean requestOutside = false;
        for (JsonNode violation : violations(response)) {
            if (violation.path("location").path(0).asText().equals("response")) {
                throw new AssertionError("the answer to " + request + " (" + response.statusCode()
                        + ") breaks the OpenAPI document: " + violation + "\n" + response.body());
            }
            requestOutside = true;
        }
        if (outsideTheDocument && !requestOutside) {
            throw new AssertionError(request + " was sent as outside the OpenAPI document, and is within it: send it"
                    + " as a documented request, for Prism with --errors to check");
        }
        return response;
    }

    private static JsonNode violations(HttpResponse<String> response) {
        String violations = response.headers().firstValue("sl-violations").orElse("[]");
        try {
            return JSON.readTree(violations);
        } catch (IOException e) {
            throw new AssertionError("sl-violations is not JSON: " + violations, e);
        }
    }
}

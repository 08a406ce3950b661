package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A seeded, stateful fuzz of a running server through Prism's proxy, run by .ci/api-conformance only. The games'
 * requests, which the document allows, go through a Prism with {@code --errors}, which answers any request or answer
 * outside the document with an error of its own (application/problem+json); the invalid requests go through one
 * without it, so that the server's own answer comes back, with Prism's findings in its {@code sl-violations} header.
 * Valid requests play every game from its tables to their end or so many moves, with chat, offers, lists, pictures
 * and analysis on the way; invalid ones are made from the document's own request schemas and parameters (wrong
 * types, missing and unknown fields, values out of range, huge strings). It fails on any answer that breaks the
 * document, any 5xx, and any invalid request not answered 4xx with a JSON Error. The seed is printed; the same seed
 * makes the same requests ({@code -Dtabula.fuzz.seed=N}).
 */
class ApiFuzz {

    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final Pattern NEXT = Pattern.compile("<([^>]+)>; rel=\"next\"");

    private final List<String> failures = new ArrayList<>();
    private Random random;
    /** Whether the requests made now are the document's own (the games, the lists). */
    private boolean documented;
    /** Whether they go to the server itself, not through Prism (bodies that are no JSON, which it passes on to none). */
    private boolean direct;
    private int server;
    private int requests;

    @Test
    void theServerKeepsToItsDocument_underValidAndInvalidRequests() throws Exception {
        assumeTrue(Conformance.on() && Integer.getInteger("tabula.fuzz.serverPort") != null,
                "run by .ci/api-conformance alone");
        server = Integer.getInteger("tabula.fuzz.serverPort");
        long seed = Long.getLong("tabula.fuzz.seed", System.nanoTime());
        int moves = Integer.getInteger("tabula.fuzz.moves", 60);
        random = new Random(seed);
        System.out.println("ApiFuzz: seed " + seed + " (-Dtabula.fuzz.seed=" + seed + " makes the same requests)");
        JsonNode document = Api.JSON.readTree(call("GET", "/api/v1/openapi.json", null, null, Expect.OK).body());

        documented = true;
        for (JsonNode game : call("GET", "/api/v1/games", null, null, Expect.OK).json()) {
            play(game, moves);
        }
        lists();
        documented = false;
        invalidBodies(document);
        invalidQueries(document);
        notJson();
        System.out.println("ApiFuzz: " + requests + " requests, seed " + seed);
        assertThat(failures).as("seed " + seed).isEmpty();
    }

    /** A table of the game with a person at every seat, played by random legal moves with the rest on the way. */
    private void play(JsonNode game, int moves) {
        ObjectNode body = Api.JSON.createObjectNode().put("game", game.get("id").asText()).put("hints", true);
        ObjectNode seats = body.putObject("seats");
        ObjectNode names = body.putObject("names");
        game.get("sides").forEach(side -> {
            seats.put(side.asText(), "human");
            names.put(side.asText(), "P" + random.nextInt(1000));
        });
        if (random.nextBoolean()) {
            body.putObject("clock").put("limit", 3600).put("increment", random.nextInt(10));
        }
        Api.Reply created = call("POST", "/api/v1/tables", body.toString(), null, Expect.OK);
        if (created.status() != 201) {
            return;
        }
        JsonNode tokens = created.json().get("tokens");
        String id = created.json().get("id").asText();
        String at = "/api/v1/tables/" + id;
        JsonNode state = created.json().get("table");
        for (int i = 0; i < moves && state.get("status").asText().equals("active"); i++) {
            String turn = state.get("turn").asText();
            String token = tokens.path(turn).asText();
            String other = otherToken(tokens, turn);
            switch (random.nextInt(12)) {
                case 0 -> call("POST", at + "/chat", Api.JSON.createObjectNode().put("text", "hello " + i).toString(),
                        token, Expect.ANY);
                case 1 -> {
                    call("POST", at + "/draw/offer", null, token, Expect.ANY);
                    call("POST", at + "/draw/decline", null, other, Expect.ANY);
                }
                case 2 -> {
                    call("POST", at + "/takeback/offer", null, other, Expect.ANY);
                    call("POST", at + "/takeback/decline", null, token, Expect.ANY);
                }
                case 3 -> call("GET", at + "/picture.svg?ply=" + random.nextInt(state.get("ply").asInt() + 1), null,
                        null, Expect.ANY);
                case 4 -> call("GET", at + "/analysis?ply=" + random.nextInt(state.get("ply").asInt() + 1), null,
                        null, Expect.ANY);
                case 5 -> call("GET", at + "/record", null, null, Expect.OK);
                case 6 -> call("GET", at + "/seat", null, token, Expect.OK);
                case 7 -> call("POST", at + "/moves", "{\"move\":\"zz" + random.nextInt(99) + "\"}", token,
                        Expect.CLIENT_ERROR);
                default -> { }
            }
            Api.Reply step;
            if (!state.get("chance").isNull()) {
                step = call("POST", at + "/roll", null, token, Expect.OK);
            } else {
                JsonNode legal = state.get("legalMoves");
                if (legal.isEmpty()) {
                    break;
                }
                JsonNode move = legal.get(random.nextInt(legal.size()));
                if (random.nextInt(8) == 0 && !move.get("places").isEmpty()) {
                    ArrayNode places = Api.JSON.createObjectNode().putArray("places").add(move.get("places").get(0));
                    call("POST", at + "/point", "{\"places\":" + places + "}", null, Expect.OK);
                }
                step = call("POST", at + "/moves", Api.JSON.createObjectNode().put("move", move.get("text").asText())
                        .toString(), token, Expect.OK);
            }
            if (step.status() != 200) {
                return;
            }
            state = step.json();
        }
        if (state.get("status").asText().equals("active")) {
            call("POST", at + "/resign", null, tokens.path(state.get("turn").asText()).asText(), Expect.OK);
        }
        call("GET", at + "/analysis?ply=0", null, null, Expect.ANY);
        String first = tokens.fieldNames().next();
        call("POST", at + "/rematch/offer", null, first, Expect.ANY);
        call("POST", at + "/rematch/decline", null, otherToken(tokens, first), Expect.ANY);
        // No token, where the route is a seat's: outside the document.
        callAs(false, "POST", at + "/resign", null, null, Expect.CLIENT_ERROR);
        call("GET", at + "/seat", null, "not-a-token", Expect.CLIENT_ERROR);
    }

    private static String otherToken(JsonNode tokens, String side) {
        for (Iterator<Map.Entry<String, JsonNode>> it = tokens.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            if (!entry.getKey().equals(side)) {
                return entry.getValue().asText();
            }
        }
        return null;
    }

    /** The lobby's list, its filters and its pages followed by their Link headers. */
    private void lists() {
        for (String query : List.of("", "?status=active", "?status=finished", "?game=morris&limit=1",
                "?player=P1&limit=2", "?limit=" + (1 + random.nextInt(100)))) {
            String path = "/api/v1/tables" + query;
            for (int page = 0; page < 4 && path != null; page++) {
                HttpResponse<String> reply = send("GET", path, null, null, Expect.OK);
                Matcher next = NEXT.matcher(reply.headers().firstValue("Link").orElse(""));
                path = next.find() ? next.group(1) : null;
            }
        }
    }

    /** Each request body of the document broken in each way its schema says is wrong. */
    private void invalidBodies(JsonNode document) {
        JsonNode table = callAs(true, "POST", "/api/v1/tables", "{\"game\":\"morris\",\"seats\":{\"white\":\"human\","
                + "\"black\":\"open\"}}", null, Expect.OK).json();
        String id = table.get("id").asText();
        // White's token on the seat's routes, so that a broken body is refused for itself, not for want of a token.
        String white = table.path("tokens").path("white").asText();
        Map<String, String> routes = Map.of("NewTable", "/api/v1/tables", "MoveRequest",
                "/api/v1/tables/" + id + "/moves", "JoinRequest", "/api/v1/tables/" + id + "/join", "ChatRequest",
                "/api/v1/tables/" + id + "/chat", "PointRequest", "/api/v1/tables/" + id + "/point");
        Map<String, String> valid = Map.of("NewTable", "{\"game\":\"morris\"}", "MoveRequest", "{\"move\":\"d2\"}",
                "JoinRequest", "{\"side\":\"black\"}", "ChatRequest", "{\"text\":\"hi\"}", "PointRequest",
                "{\"places\":[\"d2\"]}");
        routes.forEach((name, path) -> {
            JsonNode schema = document.at("/components/schemas/" + name);
            ObjectNode base = (ObjectNode) read(valid.get(name));
            String token = name.equals("MoveRequest") || name.equals("ChatRequest") ? white : null;
            ObjectNode unknown = base.deepCopy().put("zz" + random.nextInt(1000), random.nextBoolean());
            call("POST", path, unknown.toString(), token, Expect.CLIENT_ERROR);
            schema.get("properties").properties().forEach(property -> {
                JsonNode wrong = wrongValue(property.getValue());
                if (wrong != null) {
                    call("POST", path, base.deepCopy().set(property.getKey(), wrong).toString(), token,
                            Expect.CLIENT_ERROR);
                }
                JsonNode max = property.getValue().get("maxLength");
                if (max != null) {
                    call("POST", path, base.deepCopy().put(property.getKey(), "x".repeat(max.asInt() + 1
                            + random.nextInt(100_000))).toString(), token, Expect.CLIENT_ERROR);
                }
            });
            schema.get("required").forEach(required -> {
                ObjectNode missing = base.deepCopy();
                missing.remove(required.asText());
                call("POST", path, missing.toString(), token, Expect.CLIENT_ERROR);
            });
        });
        call("POST", "/api/v1/tables", "{\"game\":\"morris\",\"clock\":{\"limit\":0,\"increment\":1}}", null,
                Expect.CLIENT_ERROR);
        call("POST", "/api/v1/tables", "{\"game\":\"morris\",\"names\":{\"white\":\"" + "n".repeat(5000) + "\"}}",
                null, Expect.CLIENT_ERROR);
        call("POST", "/api/v1/tables/" + id + "/chat", "{\"text\":\"" + "c".repeat(20_000) + "\"}", white,
                Expect.CLIENT_ERROR);
        callAs(true, "GET", "/api/v1/tables/no-such-table-" + random.nextInt(1000), null, null, Expect.CLIENT_ERROR);
    }

    /** A value of another type than the schema's, or null where none can be told (a value of several types). */
    private JsonNode wrongValue(JsonNode schema) {
        JsonNode type = schema.get("type");
        if (type == null || !type.isTextual()) {
            return null;
        }
        return switch (type.asText()) {
            case "string" -> Api.JSON.getNodeFactory().numberNode(random.nextInt());
            case "integer", "boolean" -> Api.JSON.getNodeFactory().textNode("x" + random.nextInt(10));
            case "array" -> Api.JSON.getNodeFactory().textNode("not a list");
            case "object" -> Api.JSON.createArrayNode().add(1);
            default -> null;
        };
    }

    /** Each query parameter of the document out of its range or type. */
    private void invalidQueries(JsonNode document) {
        String id = callAs(true, "POST", "/api/v1/tables", "{\"game\":\"morris\"}", null, Expect.OK).json().get("id")
                .asText();
        List<String> bad = new ArrayList<>(List.of("/api/v1/tables?limit=0", "/api/v1/tables?limit=101",
                "/api/v1/tables?limit=x", "/api/v1/tables?status=over", "/api/v1/tables?cursor=%21%21" + random.nextInt(),
                "/api/v1/tables?game=", "/api/v1/tables?player=" + "p".repeat(101),
                "/api/v1/tables/" + id + "/analysis?ply=-1", "/api/v1/tables/" + id + "/analysis?ply=999999",
                "/api/v1/tables/" + id + "/picture.svg?ply=x", "/api/v1/tables/" + id + "/picture.svg?ply=999999"));
        document.at("/paths/~1api~1v1~1tables/get/parameters").forEach(parameter -> {
            JsonNode max = parameter.at("/schema/maxLength");
            if (!max.isMissingNode()) {
                bad.add("/api/v1/tables?" + parameter.get("name").asText() + "=" + "q".repeat(max.asInt() + 1));
            }
        });
        bad.forEach(path -> call("GET", path, null, null, Expect.CLIENT_ERROR));
    }

    /** Bodies that are no JSON object, sent to the server itself: Prism's proxy passes none of them on. */
    private void notJson() {
        direct = true;
        for (String body : List.of("{", "[]", "null", "\"x\"", "{\"game\":", "{}}")) {
            call("POST", "/api/v1/tables", body, null, Expect.CLIENT_ERROR);
        }
        direct = false;
    }

    private enum Expect { OK, CLIENT_ERROR, ANY }

    private Api.Reply call(String method, String path, String body, String token, Expect expect) {
        HttpResponse<String> reply = send(method, path, body, token, expect);
        return new Api.Reply(reply.statusCode(), reply.body());
    }

    /** A request sent as one the document allows, or not, whatever the requests around it are. */
    private Api.Reply callAs(boolean inTheDocument, String method, String path, String body, String token,
            Expect expect) {
        boolean around = documented;
        documented = inTheDocument;
        try {
            return call(method, path, body, token, expect);
        } finally {
            documented = around;
        }
    }

    private HttpResponse<String> send(String method, String path, String body, String token, Expect expect) {
        requests++;
        int port = direct ? server : Conformance.prismPort(!documented);
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .header(ConformanceRouter.UPSTREAM, Integer.toString(server)).timeout(Duration.ofSeconds(60));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        request.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> reply;
        try {
            reply = CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(method + " " + shortened(path) + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        check(method + " " + shortened(path) + (body == null ? "" : " " + shortened(body)), reply, expect);
        return reply;
    }

    private void check(String request, HttpResponse<String> reply, Expect expect) {
        int status = reply.statusCode();
        if (reply.headers().firstValue("Content-Type").orElse("").startsWith("application/problem+json")) {
            failures.add(request + " -> " + status + ": Prism found it outside the document: "
                    + shortened(reply.body()));
            return;
        }
        if (!direct && reply.headers().firstValue(ConformanceRouter.ROUTED).isEmpty()) {
            failures.add(request + " -> " + status + ": Prism answered it itself, never passing it on: "
                    + shortened(reply.body()));
            return;
        }
        reply.headers().firstValue("sl-violations").ifPresent(violations -> {
            for (JsonNode violation : read(violations)) {
                if (violation.path("location").path(0).asText().equals("response")) {
                    failures.add(request + " -> " + status + ": the answer breaks the document: " + violation);
                }
            }
        });
        if (status == 503 && reply.headers().firstValue("Retry-After").isPresent()
                && reply.body().contains("\"ANALYSIS_PENDING\"")) {
            // The one 5xx the document promises: an analysis past its wait (an endgame table built the first
            // time), to be asked again.
            return;
        }
        if (status >= 500) {
            failures.add(request + " -> " + status + " " + shortened(reply.body()));
        } else if (expect == Expect.OK && status >= 300) {
            failures.add(request + " -> " + status + " where a success was due: " + shortened(reply.body()));
        } else if (expect == Expect.CLIENT_ERROR && (status < 400 || status > 499)) {
            failures.add(request + " -> " + status + " where a 4xx was due: " + shortened(reply.body()));
        }
        if (status >= 400) {
            JsonNode error = read(reply.body());
            if (error == null || !error.path("code").isTextual() || !error.path("message").isTextual()) {
                failures.add(request + " -> " + status + " is no JSON Error: " + shortened(reply.body()));
            }
        }
    }

    private static JsonNode read(String text) {
        try {
            return Api.JSON.readTree(text);
        } catch (IOException e) {
            return null;
        }
    }

    private static String shortened(String text) {
        return text.length() <= 160 ? text : text.substring(0, 160) + "...(" + text.length() + " chars)";
    }
}

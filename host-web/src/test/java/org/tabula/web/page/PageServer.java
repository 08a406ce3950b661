package org.tabula.web.page;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Path;
import java.time.Duration;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.http.Api;
import org.tabula.web.store.Database;

/** A real server on port 0 over the default SQLite file, with quick bots, for a browser to visit. */
final class PageServer implements AutoCloseable {

    final TabulaServer server;
    final Api api;

    PageServer(Path dir) {
        // The tests set their positions up through the API as fast as they can, from one address; some give a
        // table's seed, so that its throws and bots are the same each run.
        server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(dir), 1, Duration.ofMillis(40))
                .withTables(TableLimits.DEFAULT.withRates(1000, 1000)).withClientSeeds(true));
        api = new Api(server.port());
    }

    String url(String path) {
        return "http://127.0.0.1:" + server.port() + path;
    }

    /** Creates a table through the API; the answer holds its id and seat tokens. */
    JsonNode create(String body) {
        Api.Reply reply = api.post("/api/v1/tables", body);
        if (reply.status() != 201) {
            throw new AssertionError("the table was not made: " + reply.body());
        }
        return reply.json();
    }

    /** Plays a move through the API as the side to move, which must be a seat of {@code created}; the new state. */
    JsonNode play(JsonNode created, JsonNode state, String move) {
        return act(created, state, "/moves", JsonNodeFactory.instance.objectNode().put("move", move).toString());
    }

    /** Rolls through the API as the side to move; the new state. */
    JsonNode roll(JsonNode created, JsonNode state) {
        return act(created, state, "/roll", "");
    }

    private JsonNode act(JsonNode created, JsonNode state, String path, String body) {
        Api.Reply reply = api.post("/api/v1/tables/" + created.get("id").asText() + path, body,
                created.get("tokens").get(state.get("turn").asText()).asText());
        if (reply.status() != 200) {
            throw new AssertionError(path + " was refused: " + reply.body());
        }
        return reply.json();
    }

    /** The games the server offers, as {@code GET /api/v1/games} lists them. */
    JsonNode games() {
        return api.get("/api/v1/games").json();
    }

    JsonNode state(String id) {
        return api.get("/api/v1/tables/" + id).json();
    }

    @Override
    public void close() {
        server.close();
    }
}

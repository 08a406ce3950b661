package org.tabula.web.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.tabula.web.http.Api;

/** Tables for watchers to watch, and moves played on them. */
final class Watchers {

    private Watchers() {
    }

    /** A morris table of two people; the creator's answer (its id and both tokens). */
    static JsonNode morrisTable(Api api) {
        Api.Reply created = api.post("/api/v1/tables",
                "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}");
        if (created.status() != 201) {
            throw new AssertionError(created.body());
        }
        return created.json();
    }

    /**
     * A checkers table of two people made from a record that carries this many bytes of its own tags (kept and
     * written back, so that every state of the table is at least that large); the creator's answer.
     */
    static JsonNode largeTable(Api api, int tagBytes) {
        StringBuilder record = new StringBuilder();
        // PDN keeps tags it does not know, sorted; each on a line within the readers' 10,000 characters.
        for (int i = 0; record.length() < tagBytes; i++) {
            record.append("[Note").append(1000 + i).append(" \"").append("x".repeat(8_000)).append("\"]\n");
        }
        record.append("\n*\n");
        Api.Reply created = api.post("/api/v1/tables", Api.JSON.createObjectNode().put("game", "checkers")
                .put("record", record.toString()).set("seats", Api.JSON.createObjectNode().put("black", "human")
                        .put("white", "human")).toString());
        if (created.status() != 201) {
            throw new AssertionError(created.body());
        }
        return created.json();
    }

    /** Plays up to this many moves, each the first legal one, for whoever is to move; the last state. */
    static JsonNode play(Api api, JsonNode created, int moves) {
        JsonNode state = created.get("table");
        for (int i = 0; i < moves && "active".equals(state.get("status").asText()); i++) {
            state = playOne(api, created, state);
        }
        return state;
    }

    /** Plays the first legal move of this state, for whoever is to move, and gives back the answer's state. */
    static JsonNode playOne(Api api, JsonNode created, JsonNode state) {
        String side = state.get("turn").asText();
        String move = state.get("legalMoves").get(0).get("text").asText();
        Api.Reply reply = api.post("/api/v1/tables/" + created.get("id").asText() + "/moves",
                "{\"move\":\"" + move + "\"}", created.get("tokens").get(side).asText());
        if (reply.status() != 200) {
            throw new AssertionError(reply.body());
        }
        return reply.json();
    }

    /** Checks that a watcher's message is the table's state of this version; its size in UTF-8 bytes. */
    static long stateBytes(String message, long version) throws IOException {
        assertThat(message).as("the watcher's state of version %d", version).isNotNull();
        JsonNode read = Api.JSON.readTree(message);
        assertThat(read.get("type").asText()).as("type").isEqualTo("state");
        assertThat(read.get("version").asLong()).as("version").isEqualTo(version);
        return message.getBytes(StandardCharsets.UTF_8).length;
    }
}

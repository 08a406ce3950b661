package org.tabula.web.hostile;

import com.fasterxml.jackson.databind.JsonNode;
import org.tabula.web.http.Api;

/** Tables for watchers to watch, and moves played on them. */
final class Watchers {

    private Watchers() {
    }

    /** A morris table of two people; the creator's answer (its id and both tokens). */
    static JsonNode morrisTable(Api api) {
        Api.Reply created = api.post("/api/tables",
                "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}");
        if (created.status() != 201) {
            throw new AssertionError(created.body());
        }
        return created.json();
    }

    /** Plays up to this many moves, each the first legal one, for whoever is to move; the last state. */
    static JsonNode play(Api api, JsonNode created, int moves) {
        String id = created.get("id").asText();
        JsonNode state = created.get("table");
        for (int i = 0; i < moves && "active".equals(state.get("status").asText()); i++) {
            String side = state.get("turn").asText();
            String move = state.get("legalMoves").get(0).get("text").asText();
            Api.Reply reply = api.post("/api/tables/" + id + "/moves", "{\"move\":\"" + move + "\"}",
                    created.get("tokens").get(side).asText());
            if (reply.status() != 200) {
                throw new AssertionError(reply.body());
            }
            state = reply.json();
        }
        return state;
    }
}

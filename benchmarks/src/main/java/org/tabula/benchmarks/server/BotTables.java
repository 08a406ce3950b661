package org.tabula.benchmarks.server;

import java.util.ArrayList;
import java.util.List;

/**
 * The bot-vs-bot tables of a load run: made at the start, a finished one replaced so that as many are played at
 * once throughout, and their moves counted from the versions the server reports.
 */
final class BotTables {

    private static final String BOTS = "{\"game\":\"morris\",\"seats\":{\"white\":\"bot:1\",\"black\":\"bot:1\"}}";

    private final LoadHttp http;
    private final List<String> ids = new ArrayList<>();
    /** The version each table was at when counting began (0 for a table made since). */
    private final List<Long> marks = new ArrayList<>();
    /** Moves of tables finished and replaced since counting began. */
    private long finishedMoves;
    private long errors;

    BotTables(LoadHttp http, int count) throws Exception {
        this.http = http;
        for (int i = 0; i < count; i++) {
            ids.add(create());
            marks.add(0L);
        }
    }

    private String create() throws Exception {
        LoadHttp.Reply created = http.post("/api/v1/tables", BOTS, null);
        if (created.status() != 201) {
            throw new IllegalStateException("creating a bot table answered " + created.status());
        }
        return created.json().get("id").asText();
    }

    int size() {
        return ids.size();
    }

    long errors() {
        return errors;
    }

    /** Counting begins now. */
    void mark() throws Exception {
        replaceFinished();
        finishedMoves = 0;
        for (int i = 0; i < ids.size(); i++) {
            marks.set(i, version(ids.get(i)));
        }
    }

    /** Replaces every finished table by a new one, counting its moves. */
    void replaceFinished() throws Exception {
        for (int i = 0; i < ids.size(); i++) {
            LoadHttp.Reply state = http.get("/api/v1/tables/" + ids.get(i));
            if (state.status() != 200) {
                errors++;
                continue;
            }
            if (!state.json().get("status").asText().equals("active")) {
                finishedMoves += state.json().get("version").asLong() - marks.get(i);
                ids.set(i, create());
                marks.set(i, 0L);
            }
        }
    }

    /** Bot moves since {@link #mark()}. */
    long movesSinceMark() throws Exception {
        long moves = finishedMoves;
        for (int i = 0; i < ids.size(); i++) {
            moves += version(ids.get(i)) - marks.get(i);
        }
        return moves;
    }

    private long version(String id) throws Exception {
        return http.get("/api/v1/tables/" + id).json().get("version").asLong();
    }
}

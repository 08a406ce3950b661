package org.tabula.web.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.tabula.web.table.TableState;

/**
 * Writes the typed messages of a table's live feed, each {@code {"type","version",...}}: the same JSON on the
 * WebSocket and in the event stream. A clock, a chat line and a result are the state's own fields, copied.
 */
final class LiveMessages {

    private final ObjectMapper mapper;
    private final Views views;

    LiveMessages(ObjectMapper mapper, Views views) {
        this.mapper = mapper;
        this.views = views;
    }

    /** The state and what follows it from the same version (clock, end; chat lines on asking). */
    LiveFrame frame(TableState state) {
        ObjectNode table = views.state(state);
        long version = state.version();
        LiveMessage clock = table.get("clock").isNull() ? null : message("clock", version, "clock", table.get("clock"));
        LiveMessage end = "finished".equals(state.status()) ? message("end", version, "result", table.get("result"))
                : null;
        List<JsonNode> lines = new ArrayList<>();
        table.get("chat").get("lines").forEach(lines::add);
        return new LiveFrame(message("state", version, "table", table), clock, end, List.copyOf(lines), this);
    }

    LiveMessage chat(long version, JsonNode line) {
        return message("chat", version, "line", line);
    }

    /** Versions from..through not sent to a watcher; the next state is through + 1. */
    LiveMessage gap(long from, long through) {
        return write("gap", through, start("gap", through).put("from", from).put("through", through)
                .put("message", (from == through ? "Version " + from + " of this table was"
                        : "Versions " + from + " to " + through + " of this table were")
                        + " not sent to this watcher; the state that follows is version " + (through + 1) + "."));
    }

    /** Why this watcher's earlier connection was dropped, told as it comes back; the state follows. */
    LiveMessage dropped(long version, String why) {
        return write("dropped", version, start("dropped", version).put("message", why));
    }

    private LiveMessage message(String type, long version, String field, JsonNode value) {
        ObjectNode node = start(type, version);
        node.set(field, value);
        return write(type, version, node);
    }

    private ObjectNode start(String type, long version) {
        return mapper.createObjectNode().put("type", type).put("version", version);
    }

    private LiveMessage write(String type, long version, ObjectNode node) {
        try {
            return LiveMessage.of(type, version, mapper.writeValueAsString(node));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always writes", e);
        }
    }
}

package org.tabula.web.table;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The players' part of a table as the store keeps it: one JSON object, read back to the same {@link Players}. */
final class PlayersJson {

    private static final ObjectMapper JSON = new ObjectMapper();

    private PlayersJson() {
    }

    static String write(Players players) {
        ObjectNode root = JSON.createObjectNode();
        root.set("names", strings(players.names()));
        root.put("chat", players.chat());
        var lines = root.putArray("lines");
        players.lines().forEach(line -> lines.addObject().put("side", line.side()).put("text", line.text())
                .put("at", line.at().toString()));
        root.put("takeback", players.takeback());
        Rematch rematch = players.rematch();
        root.putObject("rematch").put("offeredBy", rematch.offeredBy()).put("table", rematch.table())
                .put("of", rematch.of()).put("planned", rematch.planned()).set("hashes", strings(rematch.hashes()));
        return root.toString();
    }

    /**
     * The players the store's text says; {@link Players#NONE} for none.
     *
     * @throws IllegalArgumentException when the text is not what {@link #write} writes
     */
    static Players read(Optional<String> stored) {
        if (stored.isEmpty()) {
            return Players.NONE;
        }
        try {
            JsonNode root = JSON.readTree(stored.get());
            List<ChatLine> lines = new ArrayList<>();
            for (JsonNode line : root.path("lines")) {
                lines.add(new ChatLine(line.path("side").asText(), line.path("text").asText(),
                        Instant.parse(line.path("at").asText())));
            }
            JsonNode rematch = root.path("rematch");
            return new Players(map(root.path("names")), root.path("chat").asBoolean(true), lines,
                    text(root.path("takeback")), new Rematch(text(rematch.path("offeredBy")),
                            text(rematch.path("table")), text(rematch.path("of")), text(rematch.path("planned")),
                            map(rematch.path("hashes"))));
        } catch (JacksonException | DateTimeParseException e) {
            throw new IllegalArgumentException("the stored players are not readable: " + e.getMessage(), e);
        }
    }

    private static ObjectNode strings(Map<String, String> values) {
        ObjectNode node = JSON.createObjectNode();
        values.forEach(node::put);
        return node;
    }

    private static Map<String, String> map(JsonNode node) {
        Map<String, String> values = new LinkedHashMap<>();
        node.properties().forEach(entry -> values.put(entry.getKey(), entry.getValue().asText()));
        return values;
    }

    private static String text(JsonNode node) {
        return node.isTextual() ? node.textValue() : null;
    }
}

package org.tabula.web.http;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tabula.host.core.clock.TimeControl;
import org.tabula.web.table.TableRequest;

/** Reads request bodies, checking every field's type, so a wrong one is a 400 naming it and never a crash. */
final class Bodies {

    /** Longer than any move of any game: refused before it reaches a game's parser. */
    static final int MAX_MOVE_CHARS = 1_000;
    /** More places than any move points at (a long checkers jump is a dozen). */
    static final int MAX_PLACES = 64;

    private final ObjectMapper mapper;

    Bodies(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /**
     * The body of {@code POST /api/v1/tables}.
     *
     * @throws org.tabula.host.core.clock.BadTimeControl when its {@code "clock"} is no time control
     */
    TableRequest tableRequest(byte[] body) {
        JsonNode root = object(body);
        JsonNode clock = root.get("clock");
        return new TableRequest(text(root, "game", false), textMap(root, "options"), textMap(root, "seats"),
                text(root, "record", false), seed(root), textMap(root, "names"), flag(root, "chat", true),
                flag(root, "hints", false), clock == null || clock.isNull() ? null : TimeControl.fromJson(clock));
    }

    /** The move of {@code POST .../moves}. */
    String move(byte[] body) {
        String move = text(object(body), "move", true);
        if (move.length() > MAX_MOVE_CHARS) {
            throw new ApiError(400, "MOVE_TOO_LONG", "A move is at most " + MAX_MOVE_CHARS + " characters, not "
                    + move.length() + ".");
        }
        return move;
    }

    /** The side of {@code POST .../join}, and the name its player gives (null for none). */
    Join join(byte[] body) {
        JsonNode root = object(body);
        return new Join(text(root, "side", true), text(root, "name", false));
    }

    /** A join's side and name. */
    record Join(String side, String name) {
    }

    /** The line of {@code POST .../chat}, as given (SaidText checks it). */
    String chat(byte[] body) {
        return text(object(body), "text", true);
    }

    /** The places of {@code POST .../point}: a list of place names, as many as a move could touch. */
    java.util.List<String> places(byte[] body) {
        JsonNode node = object(body).get("places");
        if (node == null || !node.isArray()) {
            throw new ApiError(400, "MISSING_FIELD", "The body needs \"places\", a list of place names.");
        }
        if (node.size() > MAX_PLACES) {
            throw new ApiError(400, "TOO_MANY_PLACES", "At most " + MAX_PLACES + " places, not " + node.size() + ".");
        }
        java.util.List<String> places = new java.util.ArrayList<>();
        for (JsonNode place : node) {
            if (!place.isTextual() || place.textValue().length() > MAX_MOVE_CHARS) {
                throw new ApiError(400, "BAD_FIELD", "\"places\" must be a list of place names.");
            }
            places.add(place.textValue());
        }
        return places;
    }

    private JsonNode object(byte[] body) {
        JsonNode root;
        try {
            root = body.length == 0 ? null : mapper.readTree(body);
        } catch (JacksonException e) {
            throw new ApiError(400, "BAD_JSON", "The body is not JSON: " + e.getOriginalMessage());
        } catch (java.io.IOException e) {
            throw new ApiError(400, "BAD_JSON", "The body cannot be read: " + e.getMessage());
        }
        if (root == null || !root.isObject()) {
            throw new ApiError(400, "BAD_JSON", "The body must be a JSON object.");
        }
        return root;
    }

    private static String text(JsonNode root, String field, boolean required) {
        JsonNode node = root.get(field);
        if (node == null || node.isNull()) {
            if (required) {
                throw new ApiError(400, "MISSING_FIELD", "The body needs \"" + field + "\".");
            }
            return null;
        }
        if (!node.isTextual()) {
            throw new ApiError(400, "BAD_FIELD", "\"" + field + "\" must be a string.");
        }
        return node.textValue();
    }

    /** An optional true or false. */
    private static boolean flag(JsonNode root, String field, boolean otherwise) {
        JsonNode node = root.get(field);
        if (node == null || node.isNull()) {
            return otherwise;
        }
        if (!node.isBoolean()) {
            throw new ApiError(400, "BAD_FIELD", "\"" + field + "\" must be true or false.");
        }
        return node.booleanValue();
    }

    /** The optional {@code "seed"}: a whole number that fits 64 bits. */
    private static Long seed(JsonNode root) {
        JsonNode node = root.get("seed");
        if (node == null || node.isNull()) {
            return null;
        }
        if (!node.isIntegralNumber() || !node.canConvertToLong()) {
            throw new ApiError(400, "BAD_FIELD", "\"seed\" must be a whole number of at most 64 bits.");
        }
        return node.longValue();
    }

    /** An object of strings; booleans and numbers are taken as their text, as a person might write options. */
    private static Map<String, String> textMap(JsonNode root, String field) {
        JsonNode node = root.get(field);
        if (node == null || node.isNull()) {
            return Map.of();
        }
        if (!node.isObject()) {
            throw new ApiError(400, "BAD_FIELD", "\"" + field + "\" must be an object of strings.");
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> entry : node.properties()) {
            JsonNode value = entry.getValue();
            if (!value.isValueNode() || value.isNull()) {
                throw new ApiError(400, "BAD_FIELD", "\"" + field + "\"." + entry.getKey() + " must be a string.");
            }
            values.put(entry.getKey(), value.asText());
        }
        return values;
    }
}

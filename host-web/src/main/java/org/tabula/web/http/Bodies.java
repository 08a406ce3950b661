package org.tabula.web.http;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabula.host.core.clock.TimeControl;
import org.tabula.web.table.TableRequest;

/**
 * Reads request bodies, checking every field's type, so a wrong one is a 400 naming it and never a crash; a field the
 * body does not have is refused (400 UNKNOWN_FIELDS naming it), so that a misspelt one never passes in silence.
 */
final class Bodies {

    /** Longer than any move of any game: refused before it reaches a game's parser. */
    static final int MAX_MOVE_CHARS = 1_000;
    /** More places than any move points at (a long checkers jump is a dozen). */
    static final int MAX_PLACES = 64;
    /** The fields of {@code POST /api/v1/tables}. */
    static final List<String> TABLE_FIELDS = List.of("game", "options", "seats", "names", "record", "seed", "chat",
            "hints", "clock");
    /** The fields of a clock, of any kind (which of them a kind takes, TimeControl says). */
    static final List<String> CLOCK_FIELDS = List.of("kind", "limit", "increment", "delay", "days");
    /**
     * The deepest a body may nest: no request nests more than two levels (a table's clock, its options), so a body
     * nested deeper than ten is no request, and is refused before it is read further.
     */
    static final int MAX_NESTING = 10;
    /** How many unknown fields an error names, and how much of each name: the answer stays short. */
    private static final int MAX_NAMED_FIELDS = 10;
    private static final int MAX_FIELD_NAME_CHARS = 40;

    private final ObjectMapper mapper = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING).build())
            .build());

    /**
     * The body of {@code POST /api/v1/tables}.
     *
     * @throws org.tabula.host.core.clock.BadTimeControl when its {@code "clock"} is no time control
     */
    TableRequest tableRequest(byte[] body) {
        JsonNode root = object(body);
        JsonNode clock = root.get("clock");
        List<String> unknown = unknown(root, "", TABLE_FIELDS);
        if (clock != null && clock.isObject()) {
            unknown.addAll(unknown(clock, "clock.", CLOCK_FIELDS));
        }
        refuse(unknown, "A table is asked for with " + String.join(", ", TABLE_FIELDS) + "; a clock with "
                + String.join(", ", CLOCK_FIELDS) + ".");
        return new TableRequest(text(root, "game", false), textMap(root, "options"), textMap(root, "seats"),
                text(root, "record", false), seed(root), textMap(root, "names"), flag(root, "chat", true),
                flag(root, "hints", false), clock == null || clock.isNull() ? null : TimeControl.fromJson(clock));
    }

    /** The move of {@code POST .../moves}. */
    String move(byte[] body) {
        String move = text(only(object(body), "move"), "move", true);
        if (move.length() > MAX_MOVE_CHARS) {
            throw new ApiError(400, "MOVE_TOO_LONG", "A move is at most " + MAX_MOVE_CHARS + " characters, not "
                    + move.length() + ".");
        }
        return move;
    }

    /** The side of {@code POST .../join}, and the name its player gives (null for none). */
    Join join(byte[] body) {
        JsonNode root = only(object(body), "side", "name");
        return new Join(text(root, "side", true), text(root, "name", false));
    }

    /** A join's side and name. */
    record Join(String side, String name) {
    }

    /** The line of {@code POST .../chat}, as given (SaidText checks it). */
    String chat(byte[] body) {
        return text(only(object(body), "text"), "text", true);
    }

    /** The places of {@code POST .../point}: a list of place names, as many as a move could touch. */
    List<String> places(byte[] body) {
        JsonNode node = only(object(body), "places").get("places");
        if (node == null || !node.isArray()) {
            throw new ApiError(400, "MISSING_FIELD", "The body needs \"places\", a list of place names.");
        }
        if (node.size() > MAX_PLACES) {
            throw new ApiError(400, "TOO_MANY_PLACES", "At most " + MAX_PLACES + " places, not " + node.size() + ".");
        }
        List<String> places = new ArrayList<>();
        for (JsonNode place : node) {
            if (!place.isTextual() || place.textValue().length() > MAX_MOVE_CHARS) {
                throw new ApiError(400, "BAD_FIELD", "\"places\" must be a list of place names.");
            }
            places.add(place.textValue());
        }
        return places;
    }

    /**
     * The body of an action that takes none (resign, a draw offer, a roll): nothing, or an object without fields.
     */
    void none(byte[] body) {
        if (body.length > 0) {
            only(object(body));
        }
    }

    /** The object, when it has no field but these. */
    private static JsonNode only(JsonNode root, String... fields) {
        List<String> known = List.of(fields);
        refuse(unknown(root, "", known), known.isEmpty() ? "This request takes no body, or {}."
                : "This request's body has " + String.join(", ", known) + ".");
        return root;
    }

    /** The names of the object's fields that are none of the known, each after the prefix (its place in the body). */
    private static List<String> unknown(JsonNode object, String prefix, List<String> known) {
        List<String> unknown = new ArrayList<>();
        object.fieldNames().forEachRemaining(name -> {
            if (!known.contains(name)) {
                unknown.add(prefix + name);
            }
        });
        return unknown;
    }

    /** 400 UNKNOWN_FIELDS naming the unknown fields (the first few, each shortened), if there are any. */
    private static void refuse(List<String> unknown, String expected) {
        if (unknown.isEmpty()) {
            return;
        }
        List<String> named = unknown.stream().limit(MAX_NAMED_FIELDS).map(Bodies::shortened).toList();
        String list = named.stream().map(name -> "\"" + name + "\"").reduce((a, b) -> a + ", " + b).orElseThrow();
        throw new ApiError(400, "UNKNOWN_FIELDS", (unknown.size() == 1 ? "Unknown field " : "Unknown fields ") + list
                + (unknown.size() > named.size() ? " and " + (unknown.size() - named.size()) + " more" : "") + ". "
                + expected, named);
    }

    private static String shortened(String name) {
        return name.length() <= MAX_FIELD_NAME_CHARS ? name : name.substring(0, MAX_FIELD_NAME_CHARS) + "...";
    }

    private JsonNode object(byte[] body) {
        JsonNode root;
        try {
            root = body.length == 0 ? null : mapper.readTree(body);
        } catch (StreamConstraintsException e) {
            // Jackson's own words name its classes; the client is told which bound in ours.
            throw new ApiError(400, "BAD_JSON", e.getOriginalMessage().contains("nesting depth")
                    ? "The body nests deeper than " + MAX_NESTING + " levels; no request nests more than two."
                    : "The body holds a number or a field name too long for any request.");
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

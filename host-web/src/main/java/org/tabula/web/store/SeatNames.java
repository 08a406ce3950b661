package org.tabula.web.store;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Locale;

/**
 * The seats' names as the {@code seat_names} column keeps them for the lobby's filter (V6__lobby.sql): read
 * from the players' JSON ({@code {"names":{SIDE:NAME}}}), each in lower case between line breaks.
 */
final class SeatNames {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** Escapes LIKE's wildcards in a name, so that a name with % or _ matches itself alone. */
    static final char ESCAPE = '!';

    private SeatNames() {
    }

    /** The column's value for these players, or null when they gave no name (or for no players' part at all). */
    static String column(String playersJson) {
        if (playersJson == null) {
            return null;
        }
        JsonNode names;
        try {
            names = JSON.readTree(playersJson).path("names");
        } catch (JacksonException e) {
            throw new IllegalArgumentException("the players' part is not JSON", e);
        }
        StringBuilder column = new StringBuilder("\n");
        names.elements().forEachRemaining(name -> column.append(key(name.asText())).append('\n'));
        return column.length() == 1 ? null : column.toString();
    }

    /** The LIKE pattern that finds a table one of whose seats has this name, in any case. */
    static String pattern(String name) {
        StringBuilder pattern = new StringBuilder("%\n");
        for (char c : key(name).toCharArray()) {
            if (c == '%' || c == '_' || c == ESCAPE) {
                pattern.append(ESCAPE);
            }
            pattern.append(c);
        }
        return pattern.append("\n%").toString();
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}

package org.tabula.checkers.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.tabula.notation.Ascii;
import org.tabula.notation.ResultToken;

/**
 * A game as PDN holds it, read but not played: its tags, the notation of each move in order, and its result
 * token. What the seed's {@code parse_pdn} returns and {@code format_pdn} takes.
 *
 * <p>Nothing here says the moves are legal: {@link org.tabula.checkers.CheckersProvider#readRecord} replays them and
 * refuses the first that is not.
 *
 * @param tags the tags by name, in the order they were read or given, values without their quotes
 * @param moves the notation of each move, in order, as written
 * @param result {@code 1-0} (black, who moves first, won), {@code 0-1} (white won), {@code 1/2-1/2} or {@code *};
 *     {@link org.tabula.checkers.CheckersNotation#parsePdn(String)} reads PDN 3.0's {@code 2-0}, {@code 0-2}, {@code
 * 1-1} and
 *     {@code 0-0} into these
 */
public record PdnGame(Map<String, String> tags, List<String> moves, String result) {

    /** Keeps the tags in their order and both collections unchangeable, and checks the result token. */
    public PdnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(tags, "tags")));
        moves = List.copyOf(Objects.requireNonNull(moves, "moves"));
        Objects.requireNonNull(result, "result");
        if (ResultToken.parse(result).isEmpty()) {
            throw new IllegalArgumentException("a result is 1-0, 0-1, 1/2-1/2 or *, not '" + result + "'");
        }
    }

    /** The value of a tag, its name in any case, or null when the game has no such tag. */
    public String tag(String name) {
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            if (Ascii.equalsIgnoreCase(tag.getKey(), name)) {
                return tag.getValue();
            }
        }
        return null;
    }
}

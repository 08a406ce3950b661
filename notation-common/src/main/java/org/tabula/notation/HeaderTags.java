package org.tabula.notation;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import org.tabula.api.RecordDate;
import org.tabula.api.RecordHeaders;
import org.tabula.api.Side;

/**
 * A match's {@link RecordHeaders} as PGN-style tags, for the records that have tags (checkers' PDN, xiangqi's
 * PGN-like record): PGN's {@code Date} ({@code 2026.03.07}), a tag per side naming who played it (PDN's
 * {@code White} and {@code Black}, the WXF's {@code Red} and {@code Black}), and {@code Seed} for the host's seed,
 * which no standard names (a tag of its own, which PGN readers keep or pass over).
 */
public final class HeaderTags {

    /** PGN's tag of the day the game was played. */
    public static final String DATE = "Date";
    /** The tag of the seed the host played with. */
    public static final String SEED = "Seed";

    private HeaderTags() {
    }

    /** The tags of the headers, by name in the order written: the date, each side's player, the seed. */
    public static Map<String, String> write(RecordHeaders headers, Map<Side, String> sideTags) {
        Objects.requireNonNull(headers, "headers");
        Map<String, String> tags = new LinkedHashMap<>();
        headers.date().ifPresent(date -> tags.put(DATE, date.dotted()));
        sideTags.forEach((side, tag) -> headers.player(side).ifPresent(player -> tags.put(tag, player)));
        headers.seed().ifPresent(seed -> tags.put(SEED, Long.toString(seed)));
        return tags;
    }

    /**
     * The headers a record's tags say: {@code tag} gives a tag's value by name (any case), or null when there is
     * none. A value that says nothing ({@code ?}, {@code 1946.??.??}, a seed that is not a whole number, a player
     * not on one line) is no header; the record keeps it as it keeps any tag. Never throws for any value.
     */
    public static RecordHeaders read(Function<String, String> tag, Map<Side, String> sideTags) {
        Optional<RecordDate> date = RecordDate.parseDotted(tag.apply(DATE));
        Map<Side, String> players = new LinkedHashMap<>();
        sideTags.forEach((side, name) -> {
            String player = tag.apply(name);
            if (player != null && !player.equals("?") && RecordHeaders.isPlayer(player)) {
                players.put(side, player);
            }
        });
        return new RecordHeaders(date, players, seed(tag.apply(SEED)));
    }

    private static OptionalLong seed(String text) {
        if (text == null) {
            return OptionalLong.empty();
        }
        try {
            long seed = Long.parseLong(text);
            // Only the seed's own spelling (no +, no leading 0), so that the record is written back as it was.
            return Long.toString(seed).equals(text) ? OptionalLong.of(seed) : OptionalLong.empty();
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }
}

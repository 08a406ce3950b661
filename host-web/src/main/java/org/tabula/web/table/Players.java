package org.tabula.web.table;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a table's players keep beside the game: their names, whether they may chat and what they said last, a
 * takeback one has asked for and a rematch offered or made. Stored with the table (PlayersJson).
 *
 * @param names each named side's id to its player's display name (checked by SaidText)
 * @param chat whether the seats may chat at this table (a table option given at its making)
 * @param lines the last {@value #KEPT_LINES} lines said, oldest first
 * @param takeback the id of the side whose takeback request stands, or null
 * @param rematch the rematch offered, made, or this table's being one
 */
public record Players(Map<String, String> names, boolean chat, List<ChatLine> lines, String takeback,
        Rematch rematch) {

    /** How many lines of chat a table keeps and shows: a conversation's tail, not an archive. */
    public static final int KEPT_LINES = 50;

    /** A table with nothing said or asked, chat on: what a table made before names were kept has. */
    public static final Players NONE = new Players(Map.of(), true, List.of(), null, Rematch.NONE);

    /** Copies the names (in their order) and the lines, keeping the newest {@value #KEPT_LINES}. */
    public Players {
        names = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(names, "names")));
        lines = List.copyOf(lines.subList(Math.max(0, lines.size() - KEPT_LINES), lines.size()));
        Objects.requireNonNull(rematch, "rematch");
    }

    /** These players with the side named. */
    Players named(String side, String name) {
        Map<String, String> next = new LinkedHashMap<>(names);
        next.put(side, name);
        return new Players(next, chat, lines, takeback, rematch);
    }

    /** These players with a line said after the others. */
    Players said(ChatLine line) {
        List<ChatLine> next = new ArrayList<>(lines);
        next.add(line);
        return new Players(names, chat, next, takeback, rematch);
    }

    /** These players with this takeback request standing (null: none). */
    Players withTakeback(String side) {
        return new Players(names, chat, lines, side, rematch);
    }

    /** These players with this rematch. */
    Players withRematch(Rematch next) {
        return new Players(names, chat, lines, takeback, next);
    }
}

package org.tabula.web.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A table's messages at one version, written once however many watch it: the state, then its clock and its end
 * where it has them. Chat lines are told to each watcher from the last line it was told of, so they are written
 * when asked.
 *
 * @param state the {@code state} message
 * @param clock the {@code clock} message, or null for a table without clocks
 * @param end the {@code end} message, or null while the game goes on
 * @param lines the state's chat lines, oldest first, as in the state
 * @param messages what writes a chat line's message
 */
record LiveFrame(LiveMessage state, LiveMessage clock, LiveMessage end, List<JsonNode> lines, LiveMessages messages) {

    long version() {
        return state.version();
    }

    /** The newest chat line, or null when nothing was said. */
    JsonNode lastLine() {
        return lines.isEmpty() ? null : lines.get(lines.size() - 1);
    }

    /**
     * The messages of the lines said after this one (null: before any), which may have left the table's kept tail:
     * then every line kept is new to its watcher.
     */
    List<LiveMessage> chatAfter(JsonNode seen) {
        int from = seen == null ? 0 : lines.lastIndexOf(seen) + 1;
        List<LiveMessage> chat = new ArrayList<>();
        for (JsonNode line : lines.subList(from, lines.size())) {
            chat.add(messages.chat(version(), line));
        }
        return chat;
    }
}

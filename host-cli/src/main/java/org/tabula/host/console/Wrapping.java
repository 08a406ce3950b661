package org.tabula.host.console;

import java.util.ArrayList;
import java.util.List;

/**
 * Text folded to a width at its spaces, as a listing shows it on a terminal: the first line after a lead (a
 * label, the columns before the text), the next ones indented to where the text began (or by a few spaces when
 * the lead leaves too little room). Words are never cut: a
 * word longer than the room stands on a line of its own, and goes past the width.
 */
public final class Wrapping {

    /** The least room kept for the text beside its lead; a wider lead still leaves this much. */
    private static final int LEAST_ROOM = 20;

    /** The indent of the next lines when the lead leaves less than {@link #LEAST_ROOM}. */
    private static final int HANGING = 6;

    private Wrapping() {
    }

    /**
     * The lines of {@code lead} followed by {@code text}, each at most {@code width} characters where its words
     * allow, without trailing spaces.
     */
    public static List<String> fold(String lead, String text, int width) {
        return foldPhrases(lead, List.of(text), width);
    }

    /**
     * As {@link #fold}, for text made of phrases joined by a space, which a line breaks between and not inside
     * (a player's "bot 5 (expert)"), unless a phrase alone is wider than the room: that one breaks at its spaces.
     */
    public static List<String> foldPhrases(String lead, List<String> phrases, int width) {
        String text = String.join(" ", phrases);
        if (lead.length() + text.length() <= width) {
            return List.of((lead + text).stripTrailing());
        }
        // Beside a lead too wide to leave room, the next lines hang from a short indent instead.
        boolean beside = width - lead.length() >= LEAST_ROOM;
        String indent = " ".repeat(beside ? lead.length() : HANGING);
        int firstRoom = width - lead.length();
        int room = width - indent.length();
        List<String> units = new ArrayList<>();
        for (String phrase : phrases) {
            String words = phrase.strip();
            if (words.length() <= room) {
                units.add(words);
            } else {
                units.addAll(List.of(words.split(" +")));
            }
        }
        List<String> lines = new ArrayList<>();
        if (!beside) {
            // The text starts on the next line, under the short indent.
            lines.add("");
        }
        StringBuilder line = new StringBuilder();
        for (String unit : units) {
            if (line.length() > 0 && line.length() + 1 + unit.length() > (lines.isEmpty() ? firstRoom : room)) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(unit);
        }
        lines.add(line.toString());
        List<String> result = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            result.add(((i == 0 ? lead : indent) + lines.get(i)).stripTrailing());
        }
        return result;
    }
}

package org.tabula.web.table;

/**
 * Checks what a person types for others to read: a display name or a line of chat. Trimmed, not empty, within
 * the server's limit in characters (code points), and without control, line or paragraph separator, unpaired
 * surrogate or bidirectional override characters, which could break a header's line or disguise the text.
 */
public final class SaidText {

    private SaidText() {
    }

    /**
     * A display name as given, trimmed.
     *
     * @throws BadTableRequest (BAD_NAME) when it is empty, too long or holds a character a name may not
     */
    public static String name(String given, int maxChars) {
        return checked(given, maxChars, "BAD_NAME", "BAD_NAME", "A name");
    }

    /**
     * A line of chat as given, trimmed.
     *
     * @throws BadTableRequest (BAD_CHAT, or CHAT_TOO_LONG) when it is empty, too long or holds a character a line
     *     may not
     */
    public static String chat(String given, int maxChars) {
        return checked(given, maxChars, "BAD_CHAT", "CHAT_TOO_LONG", "A line of chat");
    }

    private static String checked(String given, int maxChars, String code, String tooLong, String what) {
        String text = given == null ? "" : given.strip();
        if (text.isEmpty()) {
            throw new BadTableRequest(code, what + " needs a character other than a space.");
        }
        int length = text.codePointCount(0, text.length());
        if (length > maxChars) {
            throw new BadTableRequest(tooLong, what + " is at most " + maxChars + " characters, not " + length + ".");
        }
        if (text.codePoints().anyMatch(SaidText::refused)) {
            throw new BadTableRequest(code, what + " may hold no control, line-breaking or direction-changing"
                    + " character.");
        }
        return text;
    }

    private static boolean refused(int c) {
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR || type == Character.SURROGATE
                || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
    }
}

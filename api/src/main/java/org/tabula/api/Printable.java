package org.tabula.api;

/**
 * Text from a user or a file, made safe to quote in a message: control characters are shown escaped, so that
 * an ESC cannot drive the terminal and a NUL or a lone CR cannot hide what came before it.
 *
 * @since 0.1.0
 */
public final class Printable {

    private Printable() {
    }

    /**
     * The text with every control character but the line feed and the tab escaped: {@code \e} (ESC), {@code \0},
     * {@code \a}, {@code \b}, {@code \r}, {@code \f}, {@code \v}, else {@code \u001B}-style; C1 controls, line and
     * paragraph separators, and bidirectional overrides too, as {@code \u0085}.
     *
     * @param text any text, as a user typed it or a file held it
     * @return the text itself when it has nothing to escape, else a copy with the control characters escaped
     */
    public static String escape(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String shown = shown(c);
            if (shown != null && out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (out != null) {
                out.append(shown != null ? shown : String.valueOf(c));
            }
        }
        return out == null ? text : out.toString();
    }

    /** How a character is shown, or null when it is shown as itself. */
    private static String shown(char c) {
        switch (c) {
            case '\n', '\t':
                return null;
            case 0x1B:
                return "\\e";
            case 0:
                return "\\0";
            case 0x07:
                return "\\a";
            case '\b':
                return "\\b";
            case '\r':
                return "\\r";
            case '\f':
                return "\\f";
            case 0x0B:
                return "\\v";
            default:
                break;
        }
        boolean hidden = Character.getType(c) == Character.CONTROL || c == '\u2028' || c == '\u2029'
                || c >= '\u202A' && c <= '\u202E' || c >= '\u2066' && c <= '\u2069';
        return hidden ? String.format("\\u%04X", (int) c) : null;
    }
}

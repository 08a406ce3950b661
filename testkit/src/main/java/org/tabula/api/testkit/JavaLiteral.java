package org.tabula.api.testkit;

/** Texts written as Java string literals, so that a failing input printed by a test can be pasted into a new one. */
public final class JavaLiteral {

    private JavaLiteral() {
    }

    /** The text as a Java string literal, quotes included. */
    public static String of(String text) {
        return "\"" + body(text, text.length()) + "\"";
    }

    /**
     * The inside of the literal for the first {@code most} characters: quotes, backslashes and every character
     * outside printable ASCII escaped.
     */
    static String body(String text, int most) {
        StringBuilder b = new StringBuilder();
        int shown = Math.min(text.length(), most);
        for (int i = 0; i < shown; i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        b.append(String.format("\\u%04X", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }
}

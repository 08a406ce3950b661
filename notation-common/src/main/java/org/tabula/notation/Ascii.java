package org.tabula.notation;

/**
 * Case and white space as notations read them: only ASCII letters have a case, so no other character (the Kelvin
 * sign, a dotted capital I) can pass for a letter of a move.
 */
public final class Ascii {

    private Ascii() {
    }

    /** The text with ASCII letters {@code A}-{@code Z} in lower case and every other character as it is. */
    public static String toLowerCase(String text) {
        StringBuilder lower = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (lower == null) {
                    lower = new StringBuilder(text);
                }
                lower.setCharAt(i, (char) (c + ('a' - 'A')));
            }
        }
        return lower == null ? text : lower.toString();
    }

    /** The lower case of one character when it is an ASCII capital; the character otherwise. */
    public static char toLowerCase(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }

    /** True when the two are the same text but for the case of ASCII letters. Null equals only null. */
    public static boolean equalsIgnoreCase(String a, String b) {
        if (a == null || b == null) {
            return a == b;
        }
        return a.length() == b.length() && toLowerCase(a).equals(toLowerCase(b));
    }

    /** True for a character that separates tokens: any Unicode white space ({@link Character#isWhitespace(int)}). */
    public static boolean isSpace(int codePoint) {
        return Character.isWhitespace(codePoint);
    }

    /** True for an ASCII digit {@code 0}-{@code 9}. */
    public static boolean isDigit(int codePoint) {
        return codePoint >= '0' && codePoint <= '9';
    }
}

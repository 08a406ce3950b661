package org.tabula.svg;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * An XML text written in order: elements with their attributes, every text escaped. Numbers are written with at
 * most two decimals and never in the locale's form, so the same picture is always the same text.
 */
final class Xml {

    private final StringBuilder out = new StringBuilder();
    private int depth;

    /** Opens {@code <tag a="v" ...>}; the attributes come as name, value pairs. */
    Xml open(String tag, Object... attributes) {
        indent().append('<').append(tag);
        attributes(attributes);
        out.append(">\n");
        depth++;
        return this;
    }

    /** Closes the element opened last. */
    Xml close(String tag) {
        depth--;
        indent().append("</").append(tag).append(">\n");
        return this;
    }

    /** An element with no content. */
    Xml empty(String tag, Object... attributes) {
        indent().append('<').append(tag);
        attributes(attributes);
        out.append("/>\n");
        return this;
    }

    /** An element that holds a text alone. */
    Xml text(String tag, String text, Object... attributes) {
        indent().append('<').append(tag);
        attributes(attributes);
        out.append('>').append(escape(text)).append("</").append(tag).append(">\n");
        return this;
    }

    /** A line written as it is: the XML declaration, a style sheet with no markup in it. */
    Xml raw(String line) {
        indent().append(line).append('\n');
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    private StringBuilder indent() {
        return out.append("  ".repeat(depth));
    }

    private void attributes(Object[] attributes) {
        if (attributes.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come as name, value pairs");
        }
        for (int i = 0; i < attributes.length; i += 2) {
            if (attributes[i + 1] == null) {
                continue;
            }
            Object value = attributes[i + 1];
            String text = value instanceof Double number ? number(number) : value.toString();
            out.append(' ').append(attributes[i]).append("=\"").append(escape(text)).append('"');
        }
    }

    /** A number with at most two decimals, no exponent and no trailing zeros: {@code 12.5}, {@code -3}. */
    static String number(double value) {
        BigDecimal rounded = BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_EVEN).stripTrailingZeros();
        String text = rounded.toPlainString();
        return text.equals("-0") ? "0" : text;
    }

    /**
     * The text with the five XML specials escaped, and every character XML 1.0 cannot hold at all (controls, a
     * lone surrogate) replaced by U+FFFD, so that any name a game gives makes a well-formed picture.
     */
    static String escape(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                escaped.append(c).append(text.charAt(++i));
                continue;
            }
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&apos;");
                case '\t', '\n', '\r' -> escaped.append("&#").append((int) c).append(';');
                default -> escaped.append(allowed(c) ? c : '\uFFFD');
            }
        }
        return escaped.toString();
    }

    private static boolean allowed(char c) {
        return (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD);
    }
}

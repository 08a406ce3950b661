package org.tabula.host.command;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The host's whole numbers on the command line: ASCII digits only, with an optional sign, as the games' notations
 * read them. Java's own parsing takes any Unicode digit ({@code ١} as 1), which no record or position would.
 */
final class AsciiNumber {

    private AsciiNumber() {
    }

    /** The converter of {@code int} and {@link Integer} values. */
    static ITypeConverter<Integer> ints() {
        return text -> (int) parse(text, "an int", Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    /** The converter of {@code long} and {@link Long} values. */
    static ITypeConverter<Long> longs() {
        return text -> parse(text, "a long", Long.MIN_VALUE, Long.MAX_VALUE);
    }

    private static long parse(String text, String kind, long least, long most) {
        int start = !text.isEmpty() && (text.charAt(0) == '-' || text.charAt(0) == '+') ? 1 : 0;
        boolean digits = text.length() > start;
        for (int i = start; i < text.length() && digits; i++) {
            digits = text.charAt(i) >= '0' && text.charAt(i) <= '9';
        }
        if (digits) {
            try {
                long value = Long.parseLong(text);
                if (value >= least && value <= most) {
                    return value;
                }
            } catch (NumberFormatException e) {
                // Too many digits for a long: said below like any number out of range.
            }
            throw new TypeConversionException("'" + text + "' is out of range for " + kind);
        }
        throw new TypeConversionException("'" + text + "' is not " + kind + " (ASCII digits 0-9, an optional sign)");
    }
}

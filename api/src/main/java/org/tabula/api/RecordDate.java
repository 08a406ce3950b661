package org.tabula.api;

import java.util.Optional;

/**
 * The day a game was played, as a record writes it. A plain value rather than {@code java.time.LocalDate}: the api
 * and the games keep off {@code java.time} altogether (no clock can creep in that way), and the host, which owns the
 * clock, makes one from its own date.
 *
 * @param year the year, 1 to 9999 (four digits, as PGN's and PDN's {@code Date} tag writes it)
 * @param month the month, 1 to 12
 * @param day the day of the month, 1 to its last day
 * @since 0.1.0
 */
public record RecordDate(int year, int month, int day) {

    /**
     * Checks that the day is one the calendar has.
     *
     * @param year the year, 1 to 9999 (four digits, as PGN's and PDN's {@code Date} tag writes it)
     * @param month the month, 1 to 12
     * @param day the day of the month, 1 to its last day
     */
    public RecordDate {
        if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) {
            throw new IllegalArgumentException("there is no day " + year + "-" + month + "-" + day);
        }
    }

    /**
     * PGN's and PDN's spelling, {@code 2026.05.01}.
     *
     * @return the date as {@code yyyy.MM.dd}
     */
    public String dotted() {
        return String.format("%04d.%02d.%02d", year, month, day);
    }

    /**
     * The date spelled as {@link #dotted()} writes it, or empty for anything else (PGN's {@code 2026.??.??} for a
     * day not known, say). Never throws.
     *
     * @param text any text, such as a record's {@code Date} header
     * @return the date it spells, or empty when it spells none
     */
    public static Optional<RecordDate> parseDotted(String text) {
        if (text == null || text.length() != 10 || text.charAt(4) != '.' || text.charAt(7) != '.') {
            return Optional.empty();
        }
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 7);
        int day = digits(text, 8, 10);
        if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) {
            return Optional.empty();
        }
        return Optional.of(new RecordDate(year, month, day));
    }

    /** The number the digits make, or -1 when one is not a digit. */
    private static int digits(String text, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    private static int daysIn(int year, int month) {
        if (month == 2) {
            boolean leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
            return leap ? 29 : 28;
        }
        return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
    }

    @Override
    public String toString() {
        return dotted();
    }
}

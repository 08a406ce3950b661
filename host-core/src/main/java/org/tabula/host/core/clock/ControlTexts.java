package org.tabula.host.core.clock;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/** The patterns and checks of {@link TimeControl#parse}'s short form, and how an error quotes a client. */
final class ControlTexts {
    static final Pattern DAYS = Pattern.compile("(\\d{1,9})d");
    static final Pattern TIMED = Pattern.compile("(\\d{1,9}(?:\\.\\d{1,9})?)(s?)\\+(d?)(\\d{1,9})");

    private ControlTexts() {
    }

    static long bounded(String text, String digits, long min, long max, String unit) {
        long value = Long.parseLong(digits);
        if (value < min || value > max) {
            throw new BadTimeControl("clock", "The clock '" + shortened(text) + "' needs " + min + " to " + max
                    + " " + unit + ", not " + value + ".");
        }
        return value;
    }

    static long limitSeconds(String text, String number, boolean inSeconds) {
        BigDecimal seconds = new BigDecimal(number).multiply(BigDecimal.valueOf(inSeconds ? 1 : 60));
        if (seconds.stripTrailingZeros().scale() > 0 || seconds.compareTo(BigDecimal.ONE) < 0
                || seconds.compareTo(BigDecimal.valueOf(TimeControl.MAX_LIMIT_SECONDS)) > 0) {
            throw new BadTimeControl("clock", "The clock '" + shortened(text) + "' needs a limit of whole"
                    + " seconds from 1 to " + TimeControl.MAX_LIMIT_SECONDS + " (" + TimeControl.MAX_LIMIT_SECONDS / 60 + " minutes).");
        }
        return seconds.longValueExact();
    }

    /** A client's text as an error quotes it: at most 40 characters. */
    static String shortened(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...";
    }
}

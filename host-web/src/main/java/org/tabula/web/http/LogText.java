package org.tabula.web.http;

import org.tabula.api.Printable;

/**
 * What a client sent, made fit for one line of the log: line breaks, tabs and every other control character shown
 * escaped ({@code \n}, {@code \e}...), so that no client can write a line of its own or drive an operator's terminal.
 */
final class LogText {

    /** Longer text is cut here: a log line is for finding a request, not for holding what it carried. */
    static final int MAX_CHARS = 200;

    private LogText() {
    }

    /** The text on one line, its control characters escaped, cut to {@link #MAX_CHARS} characters. */
    static String of(String text) {
        if (text == null) {
            return "";
        }
        String cut = text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) + "..." : text;
        return Printable.escape(cut).replace("\n", "\\n").replace("\t", "\\t");
    }

    /**
     * The failure with every message in it and in its causes made one line, its stack kept: what the log may print
     * of a failure whose message could hold a client's text.
     */
    static Throwable of(Throwable failure) {
        return escaped(failure, 0);
    }

    private static Throwable escaped(Throwable failure, int depth) {
        Throwable cause = failure.getCause();
        Throwable copy = new Escaped(failure.getClass().getName(), of(failure.getMessage()),
                cause == null || cause == failure || depth > 20 ? null : escaped(cause, depth + 1));
        copy.setStackTrace(failure.getStackTrace());
        return copy;
    }

    /** A failure as the log shows it: the class it was, its message escaped. */
    private static final class Escaped extends RuntimeException {

        private static final long serialVersionUID = 1L;

        private final String type;

        Escaped(String type, String message, Throwable cause) {
            super(message, cause, false, true);
            this.type = type;
        }

        @Override
        public String toString() {
            return getMessage().isEmpty() ? type : type + ": " + getMessage();
        }
    }
}

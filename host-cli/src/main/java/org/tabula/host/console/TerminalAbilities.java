package org.tabula.host.console;

import java.util.Map;

/**
 * What a console's screen can show besides plain lines: colour, and a screen cleared and drawn again from its top.
 *
 * <p>Both follow the conventions people set for every program: {@code NO_COLOR} set to anything but the empty text
 * turns colour off (no-color.org), and a {@code TERM} of {@code dumb}, or none, is a terminal that understands no
 * escape codes at all, so it gets neither.
 *
 * @param colour whether colour escape codes may be written
 * @param redraw whether the screen may be cleared and drawn again in place
 */
public record TerminalAbilities(boolean colour, boolean redraw) {

    /** Plain lines only: a file, a pipe, a dumb terminal. */
    public static final TerminalAbilities PLAIN = new TerminalAbilities(false, false);

    /** Colour and redrawing: a terminal that understands ANSI escape codes. */
    public static final TerminalAbilities FULL = new TerminalAbilities(true, true);

    /** What a terminal with this environment can do; {@code terminal} false means the output is not one at all. */
    public static TerminalAbilities of(boolean terminal, Map<String, String> environment) {
        String type = environment.getOrDefault("TERM", "");
        if (!terminal || type.isBlank() || type.equals("dumb")) {
            return PLAIN;
        }
        String noColor = environment.getOrDefault("NO_COLOR", "");
        return new TerminalAbilities(noColor.isEmpty(), true);
    }
}

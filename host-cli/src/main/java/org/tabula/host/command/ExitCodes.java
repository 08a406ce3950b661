package org.tabula.host.command;

/** What {@code tabula}'s exit codes mean. */
public final class ExitCodes {

    /** The command did what was asked. */
    public static final int OK = 0;

    /** A game text (a position, a record, a move list) was refused or could not be read. */
    public static final int REFUSED = 1;

    /** The command line itself was wrong: an unknown option, a missing argument, an unknown game. */
    public static final int USAGE = 2;

    /** A fault in the host or in a plugin, reported with its stack trace (sysexits' EX_SOFTWARE). */
    public static final int INTERNAL = 70;

    private ExitCodes() {
    }
}

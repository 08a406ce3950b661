package org.tabula.host.command;

/** What {@code tabula}'s exit codes mean. */
public final class ExitCodes {

    /** The command did what was asked. */
    public static final int OK = 0;

    /** A game text (a position, a record, a move list) was refused or could not be read. */
    public static final int REFUSED = 1;

    /** The command line itself was wrong: an unknown option, a missing argument, an unknown game. */
    public static final int USAGE = 2;

    /**
     * {@code play --save FILE} ended with the game ahead of its record: FILE could not be written (a full disk, a
     * folder gone) and the game as it stands is in no file; or {@code match --out DIR} could not write a record.
     */
    public static final int NOT_SAVED = 3;

    /** A fault in the host or in a plugin, reported with its stack trace (sysexits' EX_SOFTWARE). */
    public static final int INTERNAL = 70;

    private ExitCodes() {
    }
}

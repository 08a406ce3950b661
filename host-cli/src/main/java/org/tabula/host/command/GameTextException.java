package org.tabula.host.command;

/**
 * A game text (a position, a record) that was refused or could not be read; the command ends with exit code 1
 * and this message on standard error.
 */
final class GameTextException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    GameTextException(String message, Throwable cause) {
        super(message, cause);
    }
}

package org.tabula.host.shell;

/**
 * Thrown by the shell's input when the shell must end with a command: one that Ctrl-C could not stop is still
 * running, and only the end of the process stops it.
 */
final class ShellEnds extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final int code;

    /** The shell ends with this exit code. */
    ShellEnds(int code) {
        super("the shell ends with exit code " + code, null, false, false);
        this.code = code;
    }

    /** The exit code the shell ends with. */
    int code() {
        return code;
    }
}

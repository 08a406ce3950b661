package org.tabula.host.shell;

import java.util.Optional;
import java.util.function.IntSupplier;

/** Where the shell's lines come from: a terminal with line editing and history, or plain redirected lines. */
interface ShellInput extends AutoCloseable {

    /**
     * Shows the prompt and reads one line.
     *
     * @return the line (empty text when Ctrl-C cleared it), or empty at the end of the input
     */
    Optional<String> readLine(String prompt);

    /**
     * Runs one command; on a terminal, Ctrl-C meanwhile interrupts it instead of ending the shell.
     *
     * @return the command's exit code
     */
    default int run(IntSupplier command) {
        return command.getAsInt();
    }

    /** Keeps what must be kept (the history). */
    @Override
    default void close() {
    }
}

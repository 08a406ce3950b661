package org.tabula.host.shell;

import java.util.Optional;
import org.tabula.host.console.Console;

/** Lines read plainly from the console: input redirected from a file or a pipe, where no history is kept. */
final class ConsoleInput implements ShellInput {

    private final Console console;

    ConsoleInput(Console console) {
        this.console = console;
    }

    @Override
    public Optional<String> readLine(String prompt) {
        return console.readLine(prompt);
    }
}

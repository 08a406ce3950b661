package org.tabula.host.command;

import java.util.Optional;

/**
 * The command a {@code tabula} command line names: its first word that is neither an option nor the value of the
 * top command's {@code --plugins}, read before picocli parses the line so that only that command need be made.
 */
final class CommandWord {

    private CommandWord() {
    }

    /** The first word of the arguments that is not an option or an option's value, if any. */
    static Optional<String> of(String... args) {
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--plugins")) {
                i++;
            } else if (!arg.startsWith("-")) {
                return Optional.of(arg);
            } else if (arg.equals("--")) {
                return Optional.empty();
            }
        }
        return Optional.empty();
    }
}

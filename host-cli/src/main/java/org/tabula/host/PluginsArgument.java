package org.tabula.host;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The folder {@code --plugins DIR} names, read from the arguments before the host is wired.
 *
 * <p>The plugins are bound when the host is wired, before picocli parses the command line (the commands' options
 * depend on the games installed, such as a {@code --white} option for a game with a white side). picocli still
 * declares, documents and checks the option; this only finds its value first.
 */
final class PluginsArgument {

    private static final String NAME = "--plugins";

    private PluginsArgument() {
    }

    /** The folder named by the first {@code --plugins DIR} or {@code --plugins=DIR} before a {@code --}, if any. */
    static Optional<Path> scan(String... args) {
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--")) {
                break;
            }
            String value = null;
            if (arg.equals(NAME) && i + 1 < args.length) {
                value = args[i + 1];
            } else if (arg.startsWith(NAME + "=")) {
                value = arg.substring(NAME.length() + 1);
            }
            if (value != null && !value.isEmpty()) {
                try {
                    return Optional.of(Path.of(value));
                } catch (InvalidPathException e) {
                    // picocli reports the same value as a usage error.
                    return Optional.empty();
                }
            }
        }
        return Optional.empty();
    }
}

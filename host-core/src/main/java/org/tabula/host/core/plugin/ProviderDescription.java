package org.tabula.host.core.plugin;

import java.util.List;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.tabula.api.GameDefinition;
import org.tabula.api.GameProvider;

/** A provider's description read once at load, so that a provider that cannot give it is caught there. */
final class ProviderDescription {

    /** What a game's id may be: a lower-case word. */
    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9-]*");

    private ProviderDescription() {
    }

    /** The game a provider describes, or why it cannot be installed. */
    static InstalledGame of(GameProvider provider, Origin origin) throws BadProvider {
        String className = provider.getClass().getName();
        String id = read(provider::id, "id()", "provider " + className);
        if (!ID.matcher(id).matches()) {
            throw new BadProvider("skipped provider " + className + ": its id '" + id
                    + "' is not a lower-case word (letters, digits and '-', starting with a letter)");
        }
        String what = "game '" + id + "' (" + className + ")";
        InstalledGame game = new InstalledGame(
                id,
                read(provider::title, "title()", what),
                read(provider::version, "version()", what),
                read(() -> List.copyOf(provider.sides()), "sides()", what),
                read(() -> List.copyOf(provider.options()), "options()", what),
                // The game's own levels and the generic search, as every host offers them.
                read(() -> GameDefinition.withDefaults(provider).botLevels(), "botLevels()", what),
                read(() -> GameDefinition.withDefaults(provider).defaultBotLevel(), "defaultBotLevel()", what),
                provider,
                origin);
        if (game.sides().isEmpty()) {
            throw new BadProvider("skipped " + what + ": sides() is empty");
        }
        return game;
    }

    private static <T> T read(Supplier<T> part, String method, String what) throws BadProvider {
        T value;
        try {
            value = part.get();
        } catch (RuntimeException | LinkageError | AssertionError | StackOverflowError e) {
            throw new BadProvider("skipped " + what + ": " + method + " failed: " + PluginLoader.explain(e));
        }
        if (value == null) {
            throw new BadProvider("skipped " + what + ": " + method + " returned null");
        }
        return value;
    }

    /** A provider that cannot describe itself; the message says which and why. */
    static final class BadProvider extends Exception {
        private static final long serialVersionUID = 1L;

        BadProvider(String message) {
            super(message);
        }
    }

}

package org.tabula.host.core.plugin;

import java.util.Objects;

/**
 * A plugin, or one provider of it, that was skipped at load, and why.
 *
 * @param where the jar, directory or folder concerned, as a path
 * @param message what was skipped and why, naming the game's id where it is known
 */
public record PluginProblem(String where, String message) {

    /** Checks the parts. */
    public PluginProblem {
        Objects.requireNonNull(where, "where");
        Objects.requireNonNull(message, "message");
    }

    /** {@code where: message}, the form compilers use, so the path can be picked out. */
    @Override
    public String toString() {
        return where + ": " + message;
    }
}

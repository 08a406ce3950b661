package org.tabula.host.core.plugin;

import java.nio.file.Path;
import java.util.Objects;

/**
 * A folder whose jars are loaded as plugins, and what named it.
 *
 * @param path the folder, absolute
 * @param source what named it: {@code --plugins}, {@code TABULA_PLUGINS} or {@code tabula.home}
 */
public record PluginFolder(Path path, String source) {

    /** What named the default folder beside the launcher; a missing default folder is no problem. */
    public static final String HOME = "tabula.home";

    /** Makes the path absolute. */
    public PluginFolder {
        path = path.toAbsolutePath().normalize();
        Objects.requireNonNull(source, "source");
    }

    /** True when a person named this folder, so that its absence is worth a warning. */
    public boolean explicit() {
        return !HOME.equals(source);
    }
}

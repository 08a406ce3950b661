package org.tabula.host.core.plugin;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The plugins folders to search: the one given by {@code --plugins}, or else the default folder beside the
 * launcher together with those listed in {@code TABULA_PLUGINS}.
 *
 * <p>Mutable because the command line is parsed after the injector is made: the top command sets the folder
 * from {@code --plugins}, and the catalog, made on first use, reads the result.
 */
public final class PluginFolders {

    private final Optional<Path> home;
    private final Optional<String> variable;
    private Path chosen;

    private PluginFolders(Optional<Path> home, Optional<String> variable) {
        this.home = home;
        this.variable = variable;
    }

    /**
     * The folders for a host.
     *
     * @param home the launcher's folder ({@code -Dtabula.home}), whose {@code plugins} folder is the default
     * @param variable the value of {@code TABULA_PLUGINS}: folders separated by the platform's path separator
     */
    public static PluginFolders of(Optional<Path> home, Optional<String> variable) {
        return new PluginFolders(home, variable);
    }

    /** Searches this folder alone, as {@code --plugins DIR} asks. */
    public synchronized void useOnly(Path folder) {
        this.chosen = folder;
    }

    /** The folders to search, in order, each once. */
    public synchronized List<PluginFolder> folders() {
        if (chosen != null) {
            return List.of(new PluginFolder(chosen, "--plugins"));
        }
        Map<Path, PluginFolder> folders = new LinkedHashMap<>();
        home.ifPresent(h -> add(folders, new PluginFolder(h.resolve("plugins"), PluginFolder.HOME)));
        variable.ifPresent(value -> {
            for (String part : value.split(File.pathSeparator)) {
                if (!part.isBlank()) {
                    add(folders, new PluginFolder(Path.of(part.strip()), "TABULA_PLUGINS"));
                }
            }
        });
        return List.copyOf(new ArrayList<>(folders.values()));
    }

    private static void add(Map<Path, PluginFolder> folders, PluginFolder folder) {
        folders.putIfAbsent(folder.path(), folder);
    }
}

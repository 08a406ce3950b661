package org.tabula.host.core.plugin;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Objects;

/**
 * Where a game was loaded from: a jar or directory of the class path, or a jar of a plugins folder.
 *
 * @param kind how it came to be loaded
 * @param location the absolute path of the jar or directory, or a description when no path is known
 */
public record Origin(Kind kind, String location) {

    /** How a game came to be loaded. */
    public enum Kind {
        /** A jar on the host's class path, such as a game bundled in the launcher's {@code lib} folder. */
        CLASS_PATH_JAR("class path"),
        /** A directory of classes on the host's class path, as when run from a build or an IDE. */
        CLASS_PATH_DIRECTORY("class-path directory"),
        /** A named module on the host's module path, when the host itself runs as a module. */
        MODULE_PATH("module path"),
        /** A jar in a plugins folder, loaded by a class loader of its own. */
        PLUGIN_JAR("plugins folder"),
        /** The class path, where the class does not say which part of it. */
        UNKNOWN("class path");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** A few words for people: "class path", "plugins folder". */
        public String label() {
            return label;
        }
    }

    /** Checks the parts. */
    public Origin {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(location, "location");
    }

    /** A jar of a plugins folder. */
    public static Origin pluginJar(Path jar) {
        return new Origin(Kind.PLUGIN_JAR, jar.toAbsolutePath().normalize().toString());
    }

    /** The jar or directory a class was loaded from. */
    public static Origin ofClass(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        URL url = source == null ? null : source.getLocation();
        if (url == null) {
            return new Origin(Kind.UNKNOWN, "class path");
        }
        Origin origin = ofUrl(url);
        return type.getModule().isNamed() ? new Origin(Kind.MODULE_PATH, origin.location()) : origin;
    }

    /** The jar or directory a class-path URL names. */
    static Origin ofUrl(URL url) {
        try {
            Path path = Path.of(url.toURI()).toAbsolutePath().normalize();
            return new Origin(Files.isDirectory(path) ? Kind.CLASS_PATH_DIRECTORY : Kind.CLASS_PATH_JAR, path.toString());
        } catch (URISyntaxException | IllegalArgumentException | FileSystemNotFoundException e) {
            return new Origin(Kind.CLASS_PATH_JAR, url.toString());
        }
    }

    /** The location and, in brackets, how it was loaded: {@code /x/plugins/nim.jar (plugins folder)}. */
    @Override
    public String toString() {
        return kind == Kind.UNKNOWN ? location : location + " (" + kind.label() + ")";
    }
}

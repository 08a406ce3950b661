package org.tabula.host.core.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.tabula.api.GameProvider;

/**
 * Finds the installed games: the providers on the host's class path, then those in the jars of the plugins
 * folders, each jar in a class loader of its own.
 *
 * <p>Every provider is taken one by one: one that cannot be found, created or described, or whose id is
 * already taken, is reported as a {@link PluginProblem} with its jar and id, and the others still load.
 */
public final class PluginLoader {

    /** The service file every game jar carries. */
    static final String SERVICE_FILE = "META-INF/services/" + GameProvider.class.getName();

    /** A guard against an iterator that fails without moving on. */
    private static final int MAX_ERRORS_PER_SOURCE = 100;

    private final ClassLoader hostLoader;

    /**
     * A loader over a host class loader.
     *
     * @param hostLoader the loader whose class path is searched first, and the parent of every plugin jar's
     *     loader, so that plugins and host share the {@code org.tabula.api} classes
     */
    public PluginLoader(ClassLoader hostLoader) {
        this.hostLoader = Objects.requireNonNull(hostLoader, "hostLoader");
    }

    /** Loads every game of the class path and of the given plugins folders, in that order; the first of an id wins. */
    public GameCatalog load(List<PluginFolder> folders) {
        Found found = new Found();
        Set<String> classPathErrors = loadClassPath(found);
        for (PluginFolder folder : folders) {
            for (Path jar : jarsIn(folder, found)) {
                loadJar(jar, classPathErrors, found);
            }
        }
        return GameCatalog.of(new ArrayList<>(found.games.values()), found.problems, folders);
    }

    /** Loads the class path's providers and returns the errors met, which a plugin jar's loader meets again. */
    private Set<String> loadClassPath(Found found) {
        Set<String> errors = new HashSet<>();
        walkProviders(hostLoader,
                candidate -> admit(candidate.type().getName(), candidate::get, Origin.ofClass(candidate.type()), found),
                error -> {
                    errors.add(key(error));
                    found.problem(declarationOf(error, hostLoader), "skipped a provider: " + explain(error));
                });
        return errors;
    }

    private List<Path> jarsIn(PluginFolder folder, Found found) {
        Path path = folder.path();
        if (!Files.exists(path)) {
            if (folder.explicit()) {
                found.problem(path.toString(), "no such plugins folder (named by " + folder.source() + ")");
            }
            return List.of();
        }
        if (!Files.isDirectory(path)) {
            found.problem(path.toString(), "not a folder, so no plugins were loaded from it (named by "
                    + folder.source() + ")");
            return List.of();
        }
        try (Stream<Path> files = Files.list(path)) {
            List<Path> named = files.filter(file -> isJarName(file.getFileName().toString())).sorted().toList();
            List<Path> jars = new ArrayList<>();
            for (Path file : named) {
                if (Files.isRegularFile(file)) {
                    jars.add(file);
                } else {
                    // Named as a jar, so meant as one: a person would look for its games.
                    found.problem(file.toAbsolutePath().normalize().toString(), Files.isDirectory(file)
                            ? "skipped: a folder, not a jar file" : "skipped: not a regular file");
                }
            }
            return jars;
        } catch (IOException | UncheckedIOException e) {
            found.problem(path.toString(), "cannot list the plugins folder: " + explain(e));
            return List.of();
        }
    }

    /**
     * Whether a file's name is a plugin jar's: a sources or Javadoc jar, which a build leaves beside a game's jar and a
     * wildcard copies with it, holds no classes and is passed over, as the launcher passes it over.
     */
    private static boolean isJarName(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        return name.endsWith(".jar") && !name.endsWith("-sources.jar") && !name.endsWith("-javadoc.jar");
    }

    private void loadJar(Path jar, Set<String> classPathErrors, Found found) {
        String where = jar.toAbsolutePath().normalize().toString();
        Set<String> declared;
        try (JarFile file = new JarFile(jar.toFile())) {
            JarEntry entry = file.getJarEntry(SERVICE_FILE);
            if (entry == null) {
                found.problem(where, "skipped: not a game plugin (the jar has no " + SERVICE_FILE + ")");
                return;
            }
            try (InputStream in = file.getInputStream(entry)) {
                declared = ServiceFile.names(in);
            }
        } catch (IOException | RuntimeException e) {
            found.problem(where, "skipped: not a readable jar (" + explain(e) + ")");
            return;
        }
        if (declared.isEmpty()) {
            found.problem(where, "skipped: its " + SERVICE_FILE + " names no provider");
            return;
        }

        URLClassLoader loader;
        try {
            loader = new URLClassLoader("plugin " + jar.getFileName(), new URL[] {jar.toUri().toURL()}, hostLoader);
        } catch (MalformedURLException e) {
            found.problem(where, "skipped: " + explain(e));
            return;
        }
        Origin origin = Origin.pluginJar(jar);
        AtomicBoolean kept = new AtomicBoolean();
        AtomicBoolean serviceFileDropped = new AtomicBoolean();
        Set<String> seen = new HashSet<>();
        // This loader sees the class path's service files too (parent first): only this jar's own providers count,
        // and the class path's errors, reported already, are not laid at this jar's door.
        walkProviders(loader, candidate -> {
            Class<? extends GameProvider> type = candidate.type();
            seen.add(type.getName());
            if (type.getClassLoader() == loader) {
                if (admit(type.getName(), candidate::get, origin, found)) {
                    kept.set(true);
                }
            } else if (declared.contains(type.getName())) {
                String id = found.idOf(type);
                found.problem(where, "skipped provider " + type.getName() + (id == null ? "" : " (game '" + id + "')")
                        + ": the same class is already on the class path, from " + Origin.ofClass(type));
            }
        }, error -> {
            if (!classPathErrors.contains(key(error))) {
                found.problem(where, "skipped a provider: " + explain(error));
                // ServiceLoader drops a whole service file for one bad line in it: its other names are then
                // taken one by one below.
                if (String.valueOf(error.getMessage()).contains(SERVICE_FILE + ":")) {
                    serviceFileDropped.set(true);
                }
            }
        });
        if (serviceFileDropped.get()) {
            for (String name : ServiceFile.validNames(declared)) {
                if (!seen.contains(name) && admitDeclared(name, loader, origin, found)) {
                    kept.set(true);
                }
            }
        }
        if (!kept.get()) {
            close(loader, where, found);
        }
        // A loader that gave a game stays open for as long as the host runs: the game loads its classes lazily.
    }

    /**
     * Walks the providers a loader's service files name, in order: each one to {@code take}, each error met on the
     * way to {@code failed}, stopping after {@link #MAX_ERRORS_PER_SOURCE} errors.
     */
    private static void walkProviders(ClassLoader loader, Consumer<ServiceLoader.Provider<GameProvider>> take,
            Consumer<Throwable> failed) {
        // stream() yields each provider's class before creating it, so a plugin's loader never creates the
        // class path's providers a second time; its iterator moves on after an error, like ServiceLoader's own.
        Iterator<ServiceLoader.Provider<GameProvider>> providers =
                ServiceLoader.load(GameProvider.class, loader).stream().iterator();
        for (int failures = 0; failures < MAX_ERRORS_PER_SOURCE; ) {
            ServiceLoader.Provider<GameProvider> candidate;
            try {
                if (!providers.hasNext()) {
                    return;
                }
                candidate = providers.next();
            } catch (ServiceConfigurationError | LinkageError | AssertionError | StackOverflowError e) {
                failures++;
                failed.accept(e);
                continue;
            }
            take.accept(candidate);
        }
    }

    /**
     * A provider a plugin jar's service file names, taken without ServiceLoader (which dropped the file for a bad
     * line in it) and created as ServiceLoader would, through its public constructor without arguments.
     */
    private static boolean admitDeclared(String name, ClassLoader loader, Origin origin, Found found) {
        Class<? extends GameProvider> type;
        try {
            type = ServiceFile.providerClass(name, loader);
        } catch (ServiceConfigurationError | LinkageError | AssertionError | StackOverflowError e) {
            found.problem(origin.location(), "skipped a provider: " + explain(e));
            return false;
        }
        if (type.getClassLoader() != loader) {
            found.problem(origin.location(), "skipped provider " + name
                    + ": the same class is already on the class path, from " + Origin.ofClass(type));
            return false;
        }
        return admit(name, () -> ServiceFile.create(type), origin, found);
    }

    /**
     * Creates and describes a provider, then adds it unless its id is taken; true when it was added.
     *
     * <p>A plugin's {@link AssertionError} and {@link StackOverflowError} are isolated as its exceptions are: the
     * stack is unwound by the time they are caught and the host's state is whole. {@link OutOfMemoryError} and
     * the other {@link VirtualMachineError}s are let through to be reported as the host's internal error: the
     * whole JVM is short of something, and going on with the next plugin would fail in a random place.
     */
    private static boolean admit(String className, Supplier<GameProvider> create, Origin origin, Found found) {
        GameProvider provider;
        try {
            provider = create.get();
        } catch (ServiceConfigurationError | RuntimeException | LinkageError | AssertionError
                | StackOverflowError e) {
            found.problem(origin.location(), "skipped provider " + className + ": it could not be created: "
                    + explain(e));
            return false;
        }
        InstalledGame game;
        try {
            game = ProviderDescription.of(provider, origin);
        } catch (ProviderDescription.BadProvider e) {
            found.problem(origin.location(), e.getMessage());
            return false;
        }
        return found.add(game);
    }

    /**
     * The jar or directory whose service file names the class a class-path error is about, or "class path".
     * A ServiceLoader error names the class but not the file that listed it.
     */
    private static String declarationOf(Throwable error, ClassLoader loader) {
        String message = String.valueOf(error.getMessage()).replace('/', '.');
        try {
            for (URL url : Collections.list(loader.getResources(SERVICE_FILE))) {
                try (InputStream in = url.openStream()) {
                    for (String name : ServiceFile.names(in)) {
                        if (Pattern.compile("(^|[^\\w.$])" + Pattern.quote(name) + "($|[^\\w.$])").matcher(message).find()) {
                            return containerOf(url);
                        }
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // Only the location is lost; the error itself is still reported.
        }
        return "class path";
    }

    /** The jar or directory holding a service file, from the file's URL. */
    private static String containerOf(URL serviceFile) {
        String text = serviceFile.toString();
        try {
            if (text.startsWith("jar:")) {
                int bang = text.indexOf("!/");
                return Origin.ofUrl(new URL(text.substring(4, bang < 0 ? text.length() : bang))).location();
            }
            String suffix = "/" + SERVICE_FILE;
            if (text.endsWith(suffix)) {
                return Origin.ofUrl(new URL(text.substring(0, text.length() - suffix.length() + 1))).location();
            }
        } catch (MalformedURLException e) {
            // Fall through to the URL itself.
        }
        return text;
    }

    /** An error as the same failure would be met again through another loader. */
    private static String key(Throwable e) {
        return e.getClass().getName() + ": " + e.getMessage();
    }

    /** One line on what went wrong: the error's message, then its causes'. */
    static String explain(Throwable e) {
        StringBuilder text = new StringBuilder();
        Set<Throwable> seen = new HashSet<>();
        for (Throwable t = e; t != null && seen.add(t); t = t.getCause()) {
            if (t instanceof InvocationTargetException) {
                continue;
            }
            String message = t.getMessage();
            if (t instanceof ServiceConfigurationError && message != null) {
                // "org.tabula.api.GameProvider: Provider x not found": the service is always the same one.
                message = message.replaceFirst("^" + Pattern.quote(GameProvider.class.getName()) + ": ", "");
                text.append(text.length() == 0 ? "" : ": ").append(message);
            } else {
                text.append(text.length() == 0 ? "" : ": ").append(t.getClass().getSimpleName());
                if (message != null && !message.isBlank()) {
                    text.append(" (").append(message.strip()).append(')');
                }
            }
        }
        return text.toString();
    }

    private static void close(URLClassLoader loader, String where, Found found) {
        try {
            loader.close();
        } catch (IOException e) {
            found.problem(where, "could not close the plugin's class loader: " + explain(e));
        }
    }

    /** What has been loaded so far. */
    private static final class Found {
        final Map<String, InstalledGame> games = new TreeMap<>();
        final List<PluginProblem> problems = new ArrayList<>();

        void problem(String where, String message) {
            problems.add(new PluginProblem(where, message));
        }

        /** Adds a game unless its id is taken; true when added. */
        boolean add(InstalledGame game) {
            InstalledGame first = games.get(game.id());
            if (first != null) {
                problem(game.origin().location(), "skipped game '" + game.id() + "' ("
                        + game.provider().getClass().getName() + "): the id '" + game.id()
                        + "' is already taken by the game loaded from " + first.origin());
                return false;
            }
            games.put(game.id(), game);
            return true;
        }

        /** The id of the game whose provider has this class, or null. */
        String idOf(Class<?> type) {
            return games.values().stream()
                    .filter(game -> game.provider().getClass() == type)
                    .map(InstalledGame::id)
                    .findFirst()
                    .orElse(null);
        }
    }
}

package org.tabula.host.core.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/** Builds a plugin jar at test time from compiled test classes and a service file. */
public final class PluginJar {

    private static final String SERVICE_FILE = "META-INF/services/org.tabula.api.GameProvider";

    private final TreeSet<String> classes = new TreeSet<>();
    private final TreeSet<String> packages = new TreeSet<>();
    private final List<String> providers = new ArrayList<>();
    private boolean serviceFile = true;

    private PluginJar() {
    }

    /** A jar that will list these classes as providers, and hold them. */
    public static PluginJar providing(Class<?>... providerClasses) {
        PluginJar jar = new PluginJar();
        for (Class<?> type : providerClasses) {
            jar.providers.add(type.getName());
            jar.classes.add(type.getName());
        }
        return jar;
    }

    /** Also lists a provider class by name, whether or not the jar holds it. */
    public PluginJar declaring(String className) {
        providers.add(className);
        return this;
    }

    /** Also holds these classes (and their nested classes). */
    public PluginJar holding(Class<?>... types) {
        for (Class<?> type : types) {
            classes.add(type.getName());
        }
        return this;
    }

    /** Also holds every class of the providers' package, as a real plugin holds the rest of its game. */
    public PluginJar withTheirPackage() {
        for (String className : classes) {
            packages.add(className.substring(0, className.lastIndexOf('.')));
        }
        return this;
    }

    /** Leaves out the service file, as a library jar would. */
    public PluginJar withoutServiceFile() {
        serviceFile = false;
        return this;
    }

    /** Writes the jar to the file and returns it. */
    public Path writeTo(Path jar) {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        try {
            Files.createDirectories(jar.toAbsolutePath().getParent());
            try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
                if (serviceFile) {
                    out.putNextEntry(new JarEntry(SERVICE_FILE));
                    out.write(("# written by a test\n" + String.join("\n", providers) + "\n")
                            .getBytes(StandardCharsets.UTF_8));
                    out.closeEntry();
                }
                TreeSet<String> entries = new TreeSet<>();
                for (String className : classes) {
                    String packageName = className.substring(0, className.lastIndexOf('.'));
                    List<Path> files = packages.contains(packageName) ? packageFiles(className) : classFiles(className);
                    for (Path file : files) {
                        String entry = packageName.replace('.', '/') + "/" + file.getFileName();
                        if (entries.add(entry)) {
                            out.putNextEntry(new JarEntry(entry));
                            try (InputStream in = Files.newInputStream(file)) {
                                in.transferTo(out);
                            }
                            out.closeEntry();
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jar;
    }

    /** Writes bytes that are no zip at all, under a jar's name. */
    public static Path garbage(Path jar) {
        try {
            Files.createDirectories(jar.toAbsolutePath().getParent());
            try (OutputStream out = Files.newOutputStream(jar)) {
                out.write("this is not a zip file, whatever its name says".getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jar;
    }

    /** A class's file and those of its nested and anonymous classes, from the test-classes directory. */
    private static List<Path> classFiles(String className) throws IOException {
        String simple = className.substring(className.lastIndexOf('.') + 1);
        try (Stream<Path> siblings = Files.list(classFile(className).getParent())) {
            return siblings.filter(p -> {
                String name = p.getFileName().toString();
                return name.equals(simple + ".class") || name.startsWith(simple + "$");
            }).sorted().toList();
        }
    }

    /** Every class file of a class's package, from the test-classes directory. */
    private static List<Path> packageFiles(String className) throws IOException {
        try (Stream<Path> siblings = Files.list(classFile(className).getParent())) {
            return siblings.filter(p -> p.getFileName().toString().endsWith(".class")).sorted().toList();
        }
    }

    /**
     * The class file, in the test-classes directory or, for another module's tests (which Maven's package phase
     * gives as host-core's test jar), inside that jar, opened as a file system for the rest of the run.
     */
    private static Path classFile(String className) {
        var url = PluginJar.class.getClassLoader().getResource(className.replace('.', '/') + ".class");
        if (url == null || !("file".equals(url.getProtocol()) || "jar".equals(url.getProtocol()))) {
            throw new IllegalStateException("no class file for " + className + ": " + url);
        }
        try {
            URI uri = url.toURI();
            if ("jar".equals(uri.getScheme())) {
                try {
                    FileSystems.newFileSystem(uri, Map.of());
                } catch (FileSystemAlreadyExistsException alreadyOpen) {
                    // Another class of the same jar opened it first.
                }
            }
            return Path.of(uri);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

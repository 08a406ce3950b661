package org.tabula.apidump;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The public API of a compiled module as text: each package its {@code module-info} exports to everyone, each
 * public or protected type there (a line of its own), and under it each public or protected member (indented), one a
 * line, sorted, so that the text is the same on every run and a change to it reads as a diff.
 *
 * <p>Why a dump of our own: japicmp and revapi compare the classes against a released artifact, and Tabula has
 * released none yet; what Kotlin's binary-compatibility-validator and Metalava do instead, keeping a text of the API
 * in the repository, needs only the compiled classes, and {@code java.lang.reflect} reads them with the generic
 * signatures already written as Java writes them, with no library to add.
 */
public final class ApiDump {

    private final List<String> lines;

    private ApiDump(List<String> lines) {
        this.lines = List.copyOf(lines);
    }

    /**
     * The dump of the module compiled into {@code classes} (its {@code module-info.class} and its packages' class
     * files), its types loaded through {@code loader}, which must see that folder.
     */
    public static ApiDump of(Path classes, ClassLoader loader) {
        ModuleDescriptor module = descriptor(classes);
        List<String> lines = new ArrayList<>();
        lines.add("module " + module.name());
        List<String> packages = module.exports().stream().filter(e -> !e.isQualified())
                .map(ModuleDescriptor.Exports::source).sorted().toList();
        for (String name : packages) {
            lines.add("exports " + name);
        }
        for (String name : packages) {
            for (Class<?> type : types(classes, name, loader)) {
                lines.add(ApiSignatures.type(type));
                lines.addAll(members(type));
            }
        }
        return new ApiDump(lines);
    }

    /** The dump as it is kept: its lines, each ended by a newline. */
    public String text() {
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            text.append(line).append('\n');
        }
        return text.toString();
    }

    /** The dump's lines, without their newlines. */
    public List<String> lines() {
        return lines;
    }

    private static ModuleDescriptor descriptor(Path classes) {
        Path file = classes.resolve("module-info.class");
        try (InputStream in = Files.newInputStream(file)) {
            return ModuleDescriptor.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException("no module descriptor to read the exported packages from: " + file, e);
        }
    }

    /** The package's types a user can name: public, or protected inside such a type; never local or anonymous. */
    private static List<Class<?>> types(Path classes, String packageName, ClassLoader loader) {
        Path folder = classes.resolve(packageName.replace('.', '/'));
        List<Class<?>> types = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                String fileName = file.getFileName().toString();
                if (!fileName.endsWith(".class") || fileName.equals("package-info.class")) {
                    continue;
                }
                Class<?> type = load(packageName + "." + fileName.substring(0, fileName.length() - 6), loader);
                if (visible(type)) {
                    types.add(type);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the exported package " + packageName + " in " + folder, e);
        }
        types.sort(Comparator.comparing(Class::getName));
        return types;
    }

    private static Class<?> load(String name, ClassLoader loader) {
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the class loader given cannot see " + name, e);
        }
    }

    private static boolean visible(Class<?> type) {
        if (type.isSynthetic() || type.isAnonymousClass() || type.isLocalClass()) {
            return false;
        }
        for (Class<?> t = type; t != null; t = t.getDeclaringClass()) {
            if (!exposed(t.getModifiers())) {
                return false;
            }
        }
        return true;
    }

    /**
     * The type's members, indented: enum constants first in their order (their ordinals are API), then fields,
     * constructors and methods, each group sorted by name and then by line.
     */
    private static List<String> members(Class<?> type) {
        List<String> lines = new ArrayList<>();
        if (type.isEnum()) {
            for (Object constant : type.getEnumConstants()) {
                lines.add("enum constant " + ((Enum<?>) constant).name());
            }
        }
        List<Field> fields = Arrays.stream(type.getDeclaredFields())
                .filter(f -> !f.isEnumConstant() && exposed(f)).toList();
        lines.addAll(sorted(fields, ApiSignatures::field));
        List<Constructor<?>> constructors = Arrays.stream(type.getDeclaredConstructors())
                .filter(ApiDump::exposed).toList();
        lines.addAll(sorted(constructors, ApiSignatures::constructor));
        Method[] declared = type.getDeclaredMethods();
        List<Method> methods = Arrays.stream(declared).filter(m -> exposed(m) && !onlyABridge(m, declared)).toList();
        lines.addAll(sorted(methods, ApiSignatures::method));
        return lines.stream().map(line -> "  " + line).toList();
    }

    /**
     * A bridge javac wrote beside the method it bridges to (a covariant return, an erased generic) says nothing new;
     * one with no such sibling makes a public method of a hidden superclass public here, and stays.
     */
    private static boolean onlyABridge(Method method, Method[] declared) {
        if (!method.isBridge()) {
            return false;
        }
        return Arrays.stream(declared).anyMatch(other -> !other.isBridge()
                && other.getName().equals(method.getName())
                && other.getParameterCount() == method.getParameterCount());
    }

    private static <M extends Member> List<String> sorted(List<M> members, Function<M, String> line) {
        // Each line made once: a constant's line reads its value.
        return members.stream().map(m -> Map.entry(m.getName(), line.apply(m)))
                .sorted(Map.Entry.<String, String>comparingByKey().thenComparing(Map.Entry.comparingByValue()))
                .map(Map.Entry::getValue).toList();
    }

    private static boolean exposed(Member member) {
        boolean written = !member.isSynthetic() || member instanceof Method m && m.isBridge();
        return written && exposed(member.getModifiers());
    }

    private static boolean exposed(int modifiers) {
        return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
    }
}

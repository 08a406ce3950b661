package org.tabula.host.core.plugin;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.Set;
import java.util.regex.Pattern;
import org.tabula.api.GameProvider;

/**
 * A jar's {@code META-INF/services} file for games, read as ServiceLoader reads it, for the names ServiceLoader
 * drops with a whole file when one line of it is bad.
 */
final class ServiceFile {

    /** A Java binary class name, as ServiceLoader checks each line. */
    private static final Pattern CLASS_NAME =
            Pattern.compile("\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*"
                    + "(\\.\\p{javaJavaIdentifierStart}\\p{javaJavaIdentifierPart}*)*");

    private ServiceFile() {
    }

    /** The class names a service file lists, without comments and blanks. */
    static Set<String> names(InputStream in) throws IOException {
        Set<String> names = new LinkedHashSet<>();
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            int comment = line.indexOf('#');
            String name = (comment < 0 ? line : line.substring(0, comment)).strip();
            if (!name.isEmpty()) {
                names.add(name);
            }
        }
        return names;
    }

    /** The names that are class names; the others ServiceLoader has reported already. */
    static List<String> validNames(Collection<String> names) {
        return names.stream().filter(name -> CLASS_NAME.matcher(name).matches()).toList();
    }

    /**
     * The provider class of this name, unlinked and uninitialised.
     *
     * @throws ServiceConfigurationError in ServiceLoader's words when there is none or it is no game provider
     */
    static Class<? extends GameProvider> providerClass(String name, ClassLoader loader) {
        Class<?> type;
        try {
            type = Class.forName(name, false, loader);
        } catch (ClassNotFoundException e) {
            throw new ServiceConfigurationError("Provider " + name + " not found", e);
        }
        if (!GameProvider.class.isAssignableFrom(type)) {
            throw new ServiceConfigurationError("Provider " + name + " not a subtype");
        }
        return type.asSubclass(GameProvider.class);
    }

    /**
     * A provider made through its public constructor without arguments, as ServiceLoader makes one.
     *
     * @throws ServiceConfigurationError when it cannot be made, with the constructor's own failure as its cause
     */
    static GameProvider create(Class<? extends GameProvider> type) {
        try {
            return type.getConstructor().newInstance();
        } catch (InvocationTargetException e) {
            throw new ServiceConfigurationError("Provider " + type.getName() + " could not be instantiated",
                    e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new ServiceConfigurationError("Provider " + type.getName() + " could not be instantiated", e);
        }
    }
}

package org.tabula.host.command;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.util.Arrays;
import picocli.CommandLine;
import picocli.CommandLine.IModelTransformer;

/**
 * Makes the commands for {@code tabula --help} and {@code --version} alone, without the host: picocli builds every
 * command to list it, but the top usage shows only their names and descriptions, so a command is made with nothing
 * for what it needs (its injected constructor given nulls: it only keeps them), and no game is loaded for it.
 *
 * <p>Whatever has no injected constructor (the version provider, picocli's own classes) comes from picocli's factory.
 */
final class UsageOnlyFactory implements CommandLine.IFactory {

    /** Stands for {@link SideOptions}, which needs the games; the top usage shows no command's options. */
    private static final IModelTransformer UNCHANGED = spec -> spec;

    @Override
    @SuppressWarnings("unchecked")
    public <K> K create(Class<K> type) throws Exception {
        if (IModelTransformer.class.isAssignableFrom(type)) {
            // picocli takes what this returns as a transformer only, never as the class it named.
            return (K) UNCHANGED;
        }
        Constructor<?> injected = injectedConstructor(type);
        if (injected == null) {
            return CommandLine.defaultFactory().create(type);
        }
        injected.setAccessible(true);
        Object[] nothing = Arrays.stream(injected.getParameterTypes()).map(UsageOnlyFactory::nothing).toArray();
        return type.cast(injected.newInstance(nothing));
    }

    /** The constructor Guice would call, or null when the class has none marked for it. */
    private static Constructor<?> injectedConstructor(Class<?> type) {
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            if (constructor.getParameterCount() > 0
                    && (constructor.isAnnotationPresent(com.google.inject.Inject.class)
                            || constructor.isAnnotationPresent(jakarta.inject.Inject.class))) {
                return constructor;
            }
        }
        return null;
    }

    /** Null, or a primitive's zero. */
    private static Object nothing(Class<?> type) {
        return type.isPrimitive() ? Array.get(Array.newInstance(type, 1), 0) : null;
    }
}

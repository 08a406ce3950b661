package org.tabula.host.core.testing;

/**
 * A class loader that does not see one package, standing in as the host's loader in tests.
 *
 * <p>Test games are compiled into the test class path, but a real plugin's classes are not on the host's
 * class path. Without this, a plugin jar's loader would find the test game in its parent first and the jar
 * would add nothing of its own.
 */
public final class HidingClassLoader extends ClassLoader {

    /** The package the tests' games live in. */
    public static final String TEST_GAMES = "org.tabula.host.core.testgames.";

    private final String hiddenPrefix;

    static {
        registerAsParallelCapable();
    }

    private HidingClassLoader(ClassLoader parent, String hiddenPrefix) {
        super("hiding " + hiddenPrefix, parent);
        this.hiddenPrefix = hiddenPrefix;
    }

    /** The test class path without the test games. */
    public static HidingClassLoader withoutTestGames() {
        return new HidingClassLoader(HidingClassLoader.class.getClassLoader(), TEST_GAMES);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(hiddenPrefix)) {
            throw new ClassNotFoundException(name + " is hidden from the host in this test");
        }
        return super.loadClass(name, resolve);
    }
}

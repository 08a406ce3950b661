package org.tabula.apidump;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The check every published module runs in {@code mvn -B verify}, by one empty test class that extends this one:
 * the public API of its compiled classes ({@code target/classes}) is the one in its kept dump
 * ({@code api/MODULE.api}, MODULE the module's folder). With {@code -Dtabula.api.update=true} it rewrites the dump
 * instead, once {@code CHANGELOG.md}'s {@code [Unreleased]} section names a change.
 */
public abstract class ApiDumpCheck {

    /** The system property that rewrites the kept dumps instead of checking them. */
    public static final String UPDATE = "tabula.api.update";

    @Test
    void exportedApi_isTheKeptDump() {
        // Surefire runs the tests in the module's folder and names it in basedir.
        Path module = moduleFolder(Path.of(System.getProperty("basedir", "")).toAbsolutePath());
        String folder = module.getFileName().toString();
        KeptApiDump kept = KeptApiDump.at(module.resolve("api").resolve(folder + ".api"));
        ApiDump fresh = ApiDump.of(module.resolve("target").resolve("classes"), getClass().getClassLoader());
        if (updating()) {
            // The module's folder sits in the repository's root, beside CHANGELOG.md.
            if (kept.update(fresh, Changelog.at(module.resolveSibling("CHANGELOG.md")))) {
                System.out.println("Rewrote the API dump " + kept.file());
            }
            return;
        }
        kept.check(fresh, KeptApiDump.UPDATE_ALL + "\n(this module alone: mvn -B -pl " + folder
                + " -am test -Dtest=" + getClass().getSimpleName()
                + " -Dsurefire.failIfNoSpecifiedTests=false -Dtabula.api.update=true)");
    }

    /**
     * The folder of the module whose API is checked: the one the tests run in, unless a check of another module's
     * API says otherwise (api's, checked from the testkit, which api's own tests cannot take).
     *
     * @param basedir the folder of the module the tests run in
     * @return the folder of the module whose API is checked
     */
    protected Path moduleFolder(Path basedir) {
        return basedir;
    }

    /** {@code -Dtabula.api.update} alone means true, as Maven reads a property given no value. */
    private static boolean updating() {
        String value = System.getProperty(UPDATE, "false");
        return value.isEmpty() || Boolean.parseBoolean(value);
    }
}

package org.tabula.api.testkit;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.GeneralCodingRules;

/**
 * The architecture rules every engine module keeps, in one place: the API and every game are pure.
 *
 * <p>A game module pulls in every rule, including any added here later, with one small test class:
 * <pre>{@code
 * @AnalyzeClasses(packages = "org.tabula.morris", importOptions = ImportOption.DoNotIncludeTests.class)
 * class MorrisArchitectureTest {
 *     @ArchTest
 *     static final ArchTests purity = ArchTests.in(PurityRules.class);
 * }
 * }</pre>
 */
public final class PurityRules {

    private static final String BECAUSE_PURE = "an engine is pure: the same moves must always make the same game,"
            + " and only the host may read, write, or talk to the world";

    /** No files, streams, sockets or channels. */
    @ArchTest
    public static final ArchRule NO_INPUT_OUTPUT = noClasses()
            .should().dependOnClassesThat().resideInAnyPackage("java.io..", "java.nio.file..", "java.net..",
                    "java.nio.channels..")
            .because(BECAUSE_PURE);

    /** No console: neither {@code System.out}/{@code System.err}/{@code System.in} nor {@code System.console()}. */
    @ArchTest
    public static final ArchRule NO_CONSOLE = GeneralCodingRules.NO_CLASSES_SHOULD_ACCESS_STANDARD_STREAMS
            .because(BECAUSE_PURE);

    /** No {@code System.console()}. */
    @ArchTest
    public static final ArchRule NO_SYSTEM_CONSOLE = noClasses()
            .should().callMethod(System.class, "console")
            .because(BECAUSE_PURE);

    /** No clock: neither {@code java.time} clocks nor {@code System.currentTimeMillis()}/{@code nanoTime()}. */
    @ArchTest
    public static final ArchRule NO_CLOCK = noClasses()
            .should().callMethod(System.class, "currentTimeMillis")
            .orShould().callMethod(System.class, "nanoTime")
            .orShould().dependOnClassesThat().resideInAnyPackage("java.time..")
            .because(BECAUSE_PURE + "; a game that is timed is timed by its host, which calls timeout");

    /** No ambient randomness: a game that needs chance takes a seed ({@code new Random(seed)} is fine, {@code new Random()} is not). */
    @ArchTest
    public static final ArchRule NO_AMBIENT_RANDOMNESS = noClasses()
            .should().callConstructor(java.util.Random.class)
            .orShould().callConstructor(java.util.SplittableRandom.class)
            .orShould().callMethod(Math.class, "random")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.security.SecureRandom")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
            .because(BECAUSE_PURE + "; a game or bot that needs chance takes a seed and draws from it alone");

    /** No threads of its own, no environment, no system properties, no exit. */
    @ArchTest
    public static final ArchRule NO_PROCESS_STATE = noClasses()
            .should().callMethod(System.class, "getenv")
            .orShould().callMethod(System.class, "getenv", String.class)
            .orShould().callMethod(System.class, "getProperty", String.class)
            .orShould().callMethod(System.class, "exit", int.class)
            .because(BECAUSE_PURE + "; what an engine does must not hang on the machine it runs on");

    private PurityRules() {
    }
}

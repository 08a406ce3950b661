package org.tabula.api.testkit;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The layout every game module keeps, in one place: the exported root package holds the public face, and beneath
 * it the rules stand alone while the text and the bots build on them and not on each other. Pulled in as
 * {@link PurityRules} is, with {@code ArchTests.in(PackageRules.class)}.
 */
public final class PackageRules {

    private static final String RULES = "org.tabula.*.rules..";
    private static final String TEXT = "org.tabula.*.text..";
    private static final String BOTS = "org.tabula.*.bots..";

    /** The rules depend on neither the text nor the bots. */
    @ArchTest
    public static final ArchRule RULES_STAND_ALONE = noClasses().that().resideInAPackage(RULES)
            .should().dependOnClassesThat().resideInAnyPackage(TEXT, BOTS)
            .because("the rules are what the text and the bots are about, not the other way round");

    /** The text knows no bot. */
    @ArchTest
    public static final ArchRule TEXT_KNOWS_NO_BOTS = noClasses().that().resideInAPackage(TEXT)
            .should().dependOnClassesThat().resideInAPackage(BOTS)
            .because("reading and writing games needs no player");

    /** The bots know no text. */
    @ArchTest
    public static final ArchRule BOTS_KNOW_NO_TEXT = noClasses().that().resideInAPackage(BOTS)
            .should().dependOnClassesThat().resideInAPackage(TEXT)
            .because("the bots search the core, never the notation");

    /** No public method of the root package returns a type of the packages beneath it. */
    @ArchTest
    public static final ArchRule ROOT_RETURNS_NO_HIDDEN_TYPE = methods().that().arePublic()
            .and().areDeclaredInClassesThat().resideInAPackage("org.tabula.*")
            .should().notHaveRawReturnType(resideInAnyPackage(RULES, TEXT, BOTS))
            .because("module-info exports only the root package, so a public method there may not hand out the"
                    + " engine's own types");

    private PackageRules() {
    }
}

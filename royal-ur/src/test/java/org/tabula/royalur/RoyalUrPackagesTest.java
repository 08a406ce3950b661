package org.tabula.royalur;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The Royal Game of Ur packages by concept: the rules stand alone, the text and the bots build on them and not on
 * each other, and the exported root hands out none of their types.
 */
@AnalyzeClasses(packages = "org.tabula.royalur", importOptions = ImportOption.DoNotIncludeTests.class)
class RoyalUrPackagesTest {

    private static final String RULES = "org.tabula.royalur.rules..";
    private static final String TEXT = "org.tabula.royalur.text..";
    private static final String BOTS = "org.tabula.royalur.bots..";

    @ArchTest
    static final ArchRule rulesStandAlone = noClasses().that().resideInAPackage(RULES)
            .should().dependOnClassesThat().resideInAnyPackage(TEXT, BOTS)
            .because("the rules are what the text and the bots are about, not the other way round");

    @ArchTest
    static final ArchRule textKnowsNoBots = noClasses().that().resideInAPackage(TEXT)
            .should().dependOnClassesThat().resideInAPackage(BOTS)
            .because("reading and writing games needs no player");

    @ArchTest
    static final ArchRule botsKnowNoText = noClasses().that().resideInAPackage(BOTS)
            .should().dependOnClassesThat().resideInAPackage(TEXT)
            .because("the bots search the rules, never the notation");

    @ArchTest
    static final ArchRule rootReturnsNoHiddenType = methods().that().arePublic()
            .and().areDeclaredInClassesThat().resideInAPackage("org.tabula.royalur")
            .should().notHaveRawReturnType(resideInAnyPackage(RULES, TEXT, BOTS))
            .because("module-info exports only the root package, so a public method there may not hand out the"
                    + " engine's own types");
}

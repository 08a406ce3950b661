package org.tabula.morris;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * How the morris packages lean on each other: the rules on none of the others, the texts and the bots on the
 * rules but not on each other; and the root, the one package module-info exports, hands out none of their types.
 */
@AnalyzeClasses(packages = "org.tabula.morris", importOptions = ImportOption.DoNotIncludeTests.class)
class MorrisPackagesTest {

    private static final String RULES = "org.tabula.morris.rules..";
    private static final String TEXT = "org.tabula.morris.text..";
    private static final String BOTS = "org.tabula.morris.bots..";

    @ArchTest
    static final ArchRule rulesLeanOnNoOtherPackage = noClasses().that().resideInAPackage(RULES)
            .should().dependOnClassesThat().resideInAnyPackage(TEXT, BOTS)
            .because("the texts and the bots are about the rules, and the rules about nothing of theirs");

    @ArchTest
    static final ArchRule textNeedsNoBots = noClasses().that().resideInAPackage(TEXT)
            .should().dependOnClassesThat().resideInAPackage(BOTS)
            .because("reading and writing a game needs no player");

    @ArchTest
    static final ArchRule botsNeedNoText = noClasses().that().resideInAPackage(BOTS)
            .should().dependOnClassesThat().resideInAPackage(TEXT)
            .because("the bots search the core, never a text");

    @ArchTest
    static final ArchRule rootHandsOutNoHiddenType = methods().that().arePublic()
            .and().areDeclaredInClassesThat().resideInAPackage("org.tabula.morris")
            .should().notHaveRawReturnType(resideInAnyPackage(RULES, TEXT, BOTS))
            .because("only the root is exported, so its public methods may return only its own and the API's types");
}

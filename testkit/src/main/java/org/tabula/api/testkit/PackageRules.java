package org.tabula.api.testkit;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.List;

/**
 * The layout every game module keeps, in one place: the exported root package holds the public face, and beneath
 * it the rules stand alone while the text and the bots build on them and not on each other, and no package imports
 * one that imports it back. Pulled in as
 * {@link PurityRules} is, with {@code ArchTests.in(PackageRules.class)}.
 *
 * <p>A game's root is any package ({@code org.tabula.morris}, {@code com.example.noughts}): each rule judges a
 * class by the {@code rules}, {@code text} and {@code bots} packages directly beneath its own root, so a library's
 * package of the same name ({@code org.tabula.engine.bots}) is none of the game's layers.
 */
public final class PackageRules {

    private static final String RULES = "rules";
    private static final String TEXT = "text";
    private static final String BOTS = "bots";
    private static final String BOARD = "board";

    /**
     * Each package its own slice, the root included: ArchUnit's {@code "org.tabula.morris.(*).."} would leave the
     * root out, and with it every circle through the root.
     */
    private static final SliceAssignment EACH_PACKAGE = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            return SliceIdentifier.of(javaClass.getPackageName());
        }

        @Override
        public String getDescription() {
            return "each package";
        }
    };

    /** The rules depend on neither the text nor the bots. */
    @ArchTest
    public static final ArchRule RULES_STAND_ALONE = classes().that().resideInAPackage(".." + RULES + "..")
            .should(useNoLayerBeside(RULES, TEXT, BOTS)).allowEmptyShould(true)
            .because("the rules are what the text and the bots are about, not the other way round");

    /** The text knows no bot. */
    @ArchTest
    public static final ArchRule TEXT_KNOWS_NO_BOTS = classes().that().resideInAPackage(".." + TEXT + "..")
            .should(useNoLayerBeside(TEXT, BOTS)).allowEmptyShould(true)
            .because("reading and writing games needs no player");

    /** The bots know no text. */
    @ArchTest
    public static final ArchRule BOTS_KNOW_NO_TEXT = classes().that().resideInAPackage(".." + BOTS + "..")
            .should(useNoLayerBeside(BOTS, TEXT)).allowEmptyShould(true)
            .because("the bots search the core, never the notation");

    /** No public method of the root package returns a type of the packages beneath it. */
    @ArchTest
    public static final ArchRule ROOT_RETURNS_NO_HIDDEN_TYPE = methods().that().arePublic()
            .and().areDeclaredInClassesThat().resideOutsideOfPackages(
                    ".." + RULES + "..", ".." + TEXT + "..", ".." + BOTS + "..", ".." + BOARD + "..")
            .should(returnNoTypeBeneathTheirPackage(RULES, TEXT, BOTS))
            .because("module-info exports only the root package, so a public method there may not hand out the"
                    + " engine's own types");

    /**
     * No circle of imports between packages, the root package counted as one of them: a face that imports its text
     * while the text imports the face is a circle. The values the layers share live beneath them, not in the root.
     */
    @ArchTest
    public static final ArchRule NO_CYCLES_BETWEEN_PACKAGES = slices().assignedFrom(EACH_PACKAGE)
            .should().beFreeOfCycles().allowEmptyShould(true)
            .because("the root package is the face that uses the layers, and the values the layers share live beneath"
                    + " them, so each package can be read, and changed, knowing only the packages under it");

    private PackageRules() {
    }

    /** A class in its root's {@code layer} package uses no class of the named other layers beneath that root. */
    private static ArchCondition<JavaClass> useNoLayerBeside(String layer, String... others) {
        return new ArchCondition<>("use no class of its game's " + String.join(" or ", others) + " package") {
            @Override
            public void check(JavaClass item, ConditionEvents events) {
                String root = rootAbove(item.getPackageName(), layer);
                for (Dependency dependency : item.getDirectDependenciesFromSelf()) {
                    if (inAnyLayer(dependency.getTargetClass().getPackageName(), root, List.of(others))) {
                        events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()));
                    }
                }
            }
        };
    }

    private static ArchCondition<JavaMethod> returnNoTypeBeneathTheirPackage(String... layers) {
        return new ArchCondition<>("return no type of the " + String.join(", ", layers) + " packages beneath them") {
            @Override
            public void check(JavaMethod method, ConditionEvents events) {
                JavaClass returned = method.getRawReturnType();
                if (inAnyLayer(returned.getPackageName(), method.getOwner().getPackageName(), List.of(layers))) {
                    events.add(SimpleConditionEvent.violated(method,
                            method.getFullName() + " returns " + returned.getName()));
                }
            }
        };
    }

    /** The package above the first {@code layer} segment: {@code a.b} for {@code a.b.rules.x} and layer rules. */
    private static String rootAbove(String packageName, String layer) {
        String dotted = "." + packageName + ".";
        int at = dotted.indexOf("." + layer + ".");
        return at <= 0 ? "" : dotted.substring(1, at);
    }

    private static boolean inAnyLayer(String packageName, String root, List<String> layers) {
        return layers.stream().map(layer -> root.isEmpty() ? layer : root + "." + layer)
                .anyMatch(layer -> packageName.equals(layer) || packageName.startsWith(layer + "."));
    }
}

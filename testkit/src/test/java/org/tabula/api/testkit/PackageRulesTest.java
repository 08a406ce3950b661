package org.tabula.api.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The package rules hold a game in any root package, as an outside author's (com.example...) is, not only
 * org.tabula's: each catches a tangled game and passes a layered one.
 */
class PackageRulesTest {

    private static final JavaClasses TANGLED = new ClassFileImporter().importPackages("com.example.tangled");
    private static final JavaClasses LAYERED = new ClassFileImporter().importPackages("com.example.layered");
    private static final JavaClasses RINGED = new ClassFileImporter().importPackages("com.example.ringed");

    @Test
    void everyRule_catchesTheTangledGame_outsideOrgTabula() throws IllegalAccessException {
        for (ArchRule rule : allRules()) {
            assertThat(rule.evaluate(TANGLED).hasViolation()).as("rule %s", rule.getDescription()).isTrue();
        }
    }

    @Test
    void everyRule_passesTheLayeredGame_outsideOrgTabula() throws IllegalAccessException {
        for (ArchRule rule : allRules()) {
            assertThat(rule.evaluate(LAYERED).hasViolation()).as("rule %s", rule.getDescription()).isFalse();
        }
    }

    @Test
    void theRules_lookOnlyBeneathTheGamesOwnRoot() throws IllegalAccessException {
        // The layered game's classes beside the tangled one's: each is judged by its own root's packages.
        JavaClasses both = new ClassFileImporter().importPackages("com.example.layered", "com.example.tangled");
        for (ArchRule rule : allRules()) {
            assertThat(rule.evaluate(both).getFailureReport().getDetails())
                    .as("rule %s", rule.getDescription()).noneMatch(line -> line.contains("com.example.layered"));
        }
    }

    @Test
    void aCircleThroughTheRootPackage_isCaught() throws IllegalAccessException {
        // The root imports its text and the text imports the root: ArchUnit's usual slices, matching
        // "com.example.ringed.(*)..", would leave the root out and see no circle.
        assertThat(RuleFields.of(PackageRules.class)).anySatisfy(rule -> assertThat(
                rule.evaluate(RINGED).getFailureReport().getDetails())
                .anyMatch(line -> line.contains("com.example.ringed.text.RingText")
                        && line.contains("com.example.ringed.RingMove")));
    }

    private static List<ArchRule> allRules() throws IllegalAccessException {
        List<ArchRule> rules = RuleFields.of(PackageRules.class);
        assertThat(rules).hasSize(5);
        return rules;
    }
}

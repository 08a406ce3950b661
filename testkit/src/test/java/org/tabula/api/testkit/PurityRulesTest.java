package org.tabula.api.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.testkit.fixtures.ImpureEngine;
import org.tabula.api.testkit.fixtures.PureEngine;

/** The purity rules catch what they are there to catch, and pass what they must let through. */
class PurityRulesTest {

    private static final JavaClasses IMPURE = new ClassFileImporter().importClasses(ImpureEngine.class);
    private static final JavaClasses PURE = new ClassFileImporter().importClasses(PureEngine.class);

    @Test
    void everyRule_catchesTheImpureEngine() throws IllegalAccessException {
        for (ArchRule rule : allRules()) {
            assertThat(rule.evaluate(IMPURE).hasViolation())
                    .as("rule %s", rule.getDescription())
                    .isTrue();
        }
    }

    @Test
    void everyRule_passesAnEngineWhoseChanceIsSeeded() throws IllegalAccessException {
        for (ArchRule rule : allRules()) {
            assertThat(rule.evaluate(PURE).hasViolation())
                    .as("rule %s", rule.getDescription())
                    .isFalse();
        }
    }

    @Test
    void everyRule_saysWhy() throws IllegalAccessException {
        for (ArchRule rule : allRules()) {
            assertThat(rule.getDescription()).as("rule %s", rule.getDescription()).contains("because");
        }
    }

    private static List<ArchRule> allRules() throws IllegalAccessException {
        List<ArchRule> rules = RuleFields.of(PurityRules.class);
        assertThat(rules).hasSizeGreaterThanOrEqualTo(6);
        return rules;
    }
}

package org.tabula.api.testkit;

import com.tngtech.archunit.lang.ArchRule;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/** The rules a class of shared rules publishes, as {@code ArchTests.in(...)} finds them: its static rule fields. */
final class RuleFields {

    private RuleFields() {
    }

    static List<ArchRule> of(Class<?> holder) throws IllegalAccessException {
        List<ArchRule> rules = new ArrayList<>();
        for (Field field : holder.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && ArchRule.class.isAssignableFrom(field.getType())) {
                rules.add((ArchRule) field.get(null));
            }
        }
        return rules;
    }
}

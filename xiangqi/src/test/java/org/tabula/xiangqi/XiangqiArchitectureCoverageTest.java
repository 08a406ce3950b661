package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.lang.ArchRule;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.testkit.PurityRules;

/** {@link XiangqiArchitectureTest} pulls in every shared purity rule, including any added later. */
class XiangqiArchitectureCoverageTest {

    private static List<Object> rules(Class<?> type) {
        return Arrays.stream(type.getDeclaredFields())
                .filter(field -> Modifier.isStatic(field.getModifiers()) && ArchRule.class.isAssignableFrom(field.getType()))
                .map(XiangqiArchitectureCoverageTest::value).toList();
    }

    private static Object value(Field field) {
        try {
            field.setAccessible(true);
            return field.get(null);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void architectureTest_pullsInEveryPurityRule() {
        assertThat(rules(XiangqiArchitectureTest.class)).containsExactlyInAnyOrderElementsOf(rules(PurityRules.class));
    }
}

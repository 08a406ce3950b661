package org.tabula.api.testkit;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;

/**
 * The API keeps every shared purity rule, including any added to {@link PurityRules} later. It is checked here, as
 * api's tests cannot take the kit that depends on api; the kit itself, which reads the clock to stop a hung reader,
 * is left out.
 */
@AnalyzeClasses(packages = "org.tabula.api",
        importOptions = {ImportOption.DoNotIncludeTests.class, ApiArchitectureTest.NotTheKit.class})
class ApiArchitectureTest {

    @ArchTest
    static final ArchTests purity = ArchTests.in(PurityRules.class);

    /** The api's own classes alone: the kit shares their package prefix. */
    public static final class NotTheKit implements ImportOption {
        @Override
        public boolean includes(Location location) {
            return !location.contains("/org/tabula/api/testkit/");
        }
    }
}

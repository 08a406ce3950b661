package org.tabula.api;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import org.tabula.api.testkit.PurityRules;

/** The API keeps every shared purity rule, including any added to {@link PurityRules} later. */
@AnalyzeClasses(packages = "org.tabula.api", importOptions = ImportOption.DoNotIncludeTests.class)
class ApiArchitectureTest {

    @ArchTest
    static final ArchTests purity = ArchTests.in(PurityRules.class);
}

package org.tabula.checkers;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import org.tabula.api.testkit.PackageRules;
import org.tabula.api.testkit.PurityRules;

/** The checkers engine keeps every shared purity rule, including any added to {@link PurityRules} later. */
@AnalyzeClasses(packages = "org.tabula.checkers", importOptions = ImportOption.DoNotIncludeTests.class)
class CheckersArchitectureTest {

    @ArchTest
    static final ArchTests purity = ArchTests.in(PurityRules.class);

    @ArchTest
    static final ArchTests packages = ArchTests.in(PackageRules.class);
}

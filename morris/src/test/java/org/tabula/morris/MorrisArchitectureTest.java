package org.tabula.morris;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import org.tabula.api.testkit.PackageRules;
import org.tabula.api.testkit.PurityRules;

/** The morris engine keeps every shared purity rule, including any added to {@link PurityRules} later. */
@AnalyzeClasses(packages = "org.tabula.morris", importOptions = ImportOption.DoNotIncludeTests.class)
class MorrisArchitectureTest {

    @ArchTest
    static final ArchTests purity = ArchTests.in(PurityRules.class);

    @ArchTest
    static final ArchTests packages = ArchTests.in(PackageRules.class);
}

package org.tabula.royalur;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import org.tabula.api.testkit.PackageRules;
import org.tabula.api.testkit.PurityRules;

/** The Royal Game of Ur engine keeps every shared purity rule, including any added to {@link PurityRules} later. */
@AnalyzeClasses(packages = "org.tabula.royalur", importOptions = ImportOption.DoNotIncludeTests.class)
class RoyalUrArchitectureTest {

    @ArchTest
    static final ArchTests purity = ArchTests.in(PurityRules.class);

    @ArchTest
    static final ArchTests packages = ArchTests.in(PackageRules.class);
}

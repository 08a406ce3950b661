package org.tabula.dicerace;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import org.tabula.api.testkit.PackageRules;
import org.tabula.api.testkit.PurityRules;

/** The dice race keeps every shared rule: a pure engine, and the package layout every game has. */
@AnalyzeClasses(packages = "org.tabula.dicerace", importOptions = ImportOption.DoNotIncludeTests.class)
class DiceRaceArchitectureTest {

    @ArchTest
    static final ArchTests purity = ArchTests.in(PurityRules.class);

    @ArchTest
    static final ArchTests packages = ArchTests.in(PackageRules.class);
}

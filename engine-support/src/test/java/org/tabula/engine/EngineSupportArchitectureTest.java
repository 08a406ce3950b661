package org.tabula.engine;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import org.tabula.api.testkit.PurityRules;

/** What engines share is as pure as the engines: every shared purity rule holds here too. */
@AnalyzeClasses(packages = "org.tabula.engine", importOptions = ImportOption.DoNotIncludeTests.class)
class EngineSupportArchitectureTest {

    @ArchTest
    static final ArchTests purity = ArchTests.in(PurityRules.class);
}

package org.tabula.svg;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import org.tabula.api.testkit.PurityRules;

/** A picture is a pure function of its layout, as an engine is: the host alone writes it anywhere. */
@AnalyzeClasses(packages = "org.tabula.svg", importOptions = ImportOption.DoNotIncludeTests.class)
class SvgArchitectureTest {

    @ArchTest
    static final ArchTests purity = ArchTests.in(PurityRules.class);
}

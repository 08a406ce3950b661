package org.tabula.xiangqi;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import com.tngtech.archunit.lang.ArchRule;
import org.tabula.api.testkit.PackageRules;
import org.tabula.api.testkit.PurityRules;

/** The xiangqi engine keeps every shared purity rule: no input or output, console, clock, ambient chance or process state. */
@AnalyzeClasses(packages = "org.tabula.xiangqi", importOptions = ImportOption.DoNotIncludeTests.class)
class XiangqiArchitectureTest {

    @ArchTest
    static final ArchRule noInputOutput = PurityRules.NO_INPUT_OUTPUT;

    @ArchTest
    static final ArchRule noConsole = PurityRules.NO_CONSOLE;

    @ArchTest
    static final ArchRule noSystemConsole = PurityRules.NO_SYSTEM_CONSOLE;

    @ArchTest
    static final ArchRule noClock = PurityRules.NO_CLOCK;

    @ArchTest
    static final ArchRule noAmbientRandomness = PurityRules.NO_AMBIENT_RANDOMNESS;

    @ArchTest
    static final ArchRule noProcessState = PurityRules.NO_PROCESS_STATE;

    @ArchTest
    static final ArchTests packages = ArchTests.in(PackageRules.class);
}

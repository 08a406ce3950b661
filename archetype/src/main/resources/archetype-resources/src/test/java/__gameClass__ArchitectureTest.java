package ${package};

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;
import org.tabula.api.testkit.PackageRules;
import org.tabula.api.testkit.PurityRules;

/** The game keeps every shared rule: a pure engine, and the package layout every game has. */
@AnalyzeClasses(packages = "${package}", importOptions = ImportOption.DoNotIncludeTests.class)
class ${gameClass}ArchitectureTest {

    @ArchTest
    static final ArchTests purity = ArchTests.in(PurityRules.class);

    @ArchTest
    static final ArchTests packages = ArchTests.in(PackageRules.class);
}

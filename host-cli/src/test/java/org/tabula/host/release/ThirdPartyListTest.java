package org.tabula.host.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every library the terminal host ships in its lib folder, and every one its tests use, has its row in THIRD-PARTY.md,
 * as the licence check of this module's build found it (its list in target, written in the validate phase).
 */
class ThirdPartyListTest {

    /** A line of the plugin's list: "(Apache-2.0) (EPL-2.0) Name (group:artifact:version - url)". */
    private static final Pattern DEPENDENCY =
            Pattern.compile("^\\s+(?:\\([^)]*\\) )+.* \\(([^: ]+):([^: ]+):([^: ]+) - ");

    @Test
    void everyDependencyTheLicenceCheckFound_isListedWithItsVersion() throws IOException {
        Path found = Path.of("target/generated-sources/license/THIRD-PARTY.txt");
        assertThat(found).as("the licence check's list (mvn validate writes it)").exists();
        String thirdParty = RepositoryFiles.find().read("THIRD-PARTY.md");

        List<String> rows = Files.readAllLines(found).stream().map(DEPENDENCY::matcher).filter(Matcher::find)
                .filter(dependency -> !dependency.group(1).equals("org.tabula"))
                .map(dependency -> "| `" + dependency.group(1) + ":" + dependency.group(2) + "` | "
                        + dependency.group(3) + " |")
                .toList();

        assertThat(rows).as("the host's dependencies, Jetty, picocli and JUnit among them").hasSizeGreaterThan(40);
        assertThat(rows).allSatisfy(row -> assertThat(thirdParty).contains(row));
    }
}

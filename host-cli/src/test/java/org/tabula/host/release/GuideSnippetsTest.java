package org.tabula.host.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The guide's code that stands for a file of the example game says what the file says, as modules are renamed. */
class GuideSnippetsTest {

    private final RepositoryFiles files = RepositoryFiles.find();

    @Test
    void theGuidesModuleInfo_isTheDiceRacesOwn() {
        String guide = files.read("docs/writing-a-game.md");
        int section = guide.indexOf("## 2. module-info");
        assertThat(section).isPositive();
        int start = guide.indexOf("```java\n", section) + "```java\n".length();
        String shown = guide.substring(start, guide.indexOf("```", start));

        assertThat(declaration(shown)).isEqualTo(declaration(files.read("dice-race/src/main/java/module-info.java")));
    }

    /** The module declaration's lines, from {@code module} to its brace, without blank lines. */
    private static List<String> declaration(String text) {
        List<String> lines = text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
        int module = lines.indexOf(lines.stream().filter(line -> line.startsWith("module ")).findFirst().orElseThrow());
        return lines.subList(module, lines.size());
    }
}

package org.tabula.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The completion script and man pages the build writes, made from the commands themselves. */
class CommandDocsTest {

    @TempDir
    Path dir;

    private static Set<String> subcommands(CommandLine commandLine) {
        Set<String> names = commandLine.getSubcommands().keySet();
        assertThat(names).contains("games", "play", "replay", "moves", "perft", "solve", "serve", "help");
        return names;
    }

    @Test
    void theCompletionScript_namesEveryCommand_andTheirOptions() {
        CommandLine commandLine = CommandDocs.commandLine();

        String script = CommandDocs.completionScript(commandLine);

        String topCommands = script.lines().filter(line -> line.contains("local commands=\"games")).findFirst()
                .orElseThrow();
        for (String name : subcommands(commandLine)) {
            assertThat(topCommands).contains(name);
            assertThat(script).contains("function _picocli_tabula_" + name + "()");
        }
        assertThat(script).contains("--json", "--divide", "--canonical");
        // The bundled games' sides, from the class path: morris's and checkers' white, Ur's light.
        assertThat(script).contains("--white", "--light");
    }

    @Test
    void theManPages_areOnePerCommand_inTroff() throws IOException {
        CommandDocs.main(new String[] {dir.resolve("completion").toString(), dir.resolve("man").toString()});

        assertThat(dir.resolve("completion/tabula.bash")).isRegularFile();
        String top = Files.readString(dir.resolve("man/tabula.1"));
        assertThat(top).startsWith(".TH \"TABULA\" \"1\"").contains(".SH \"COMMANDS\"");
        for (String name : subcommands(CommandDocs.commandLine())) {
            Path page = dir.resolve("man/tabula-" + name + ".1");
            assertThat(page).isRegularFile();
            assertThat(Files.readString(page)).startsWith(".TH \"TABULA\\-" + name.toUpperCase() + "\" \"1\"");
            assertThat(top).contains("\\fB" + name + "\\fR");
        }
        assertThat(Files.readString(dir.resolve("man/tabula-perft.1"))).contains(".TP\n\\fB\\-\\-json\\fR\n")
                .contains(".SH \"NOTES\"\nExit codes: 0 counted, 1 the position was refused, 2 a usage error.\n.br\n");
    }
}

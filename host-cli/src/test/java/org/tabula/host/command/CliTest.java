package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

class CliTest {

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h"})
    void help_goesToStandardOutput_withExitZero(String option) {
        Run run = TestHost.create().run(option);

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Usage: tabula").contains("--plugins=DIR", "games", "Exit codes:");
        assertThat(run.err()).isEmpty();
    }

    /** --help alone is answered without the host (MainTest): byte for byte the usage the host's own command line prints. */
    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h"})
    void help_withoutTheHost_isTheUsageTheHostPrints(String option) {
        Run withoutHost = TestHost.create().run(option);
        Run throughHost = TestHost.create().run();

        assertThat(withoutHost.out()).isEqualTo(throughHost.out());
    }

    /** Likewise --version alone and a command's --version, which goes through the host. */
    @ParameterizedTest
    @ValueSource(strings = {"--version", "-V"})
    void version_withoutTheHost_isTheVersionTheHostPrints(String option) {
        assertThat(TestHost.create().run(option).out()).isEqualTo(TestHost.create().run("games", "--version").out());
    }

    @Test
    void noCommand_printsTheUsageToStandardOutput_withExitZero() {
        Run run = TestHost.create().run();

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Usage: tabula").contains("Commands:", "games");
        assertThat(run.err()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"--version", "-V"})
    void version_printsTheHostVersionFromTheBuild_onStandardOutput(String option) {
        Run run = TestHost.create().run(option);

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).matches("(?s)tabula \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\nJava 17.*\n");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void subcommand_hasTheStandardHelpAndVersionOptionsToo() {
        Run help = TestHost.create().run("games", "--help");
        Run version = TestHost.create().run("games", "--version");

        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).startsWith("Usage: tabula games").contains("--plugins=DIR", "[ID...]");
        assertThat(version.exitCode()).isZero();
        assertThat(version.out()).startsWith("tabula ");
    }

    @Test
    void helpCommand_printsTheVersion_asEveryCommandDoes() {
        Run run = TestHost.create().run("help", "--version");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo(TestHost.create().run("--version").out()).startsWith("tabula ");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void helpCommand_showsACommandsHelp_onStandardOutput() {
        Run run = TestHost.create().run("help", "games");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Usage: tabula games");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--bogus         | tabula: Unknown option: '--bogus'       | Try 'tabula --help'",
        "games --bogus   | tabula games: Unknown option: '--bogus' | Try 'tabula games --help'",
        "gaems           | tabula: Unmatched argument at index 0: 'gaems' | Did you mean: tabula games?",
        "--plugins       | tabula: Missing required parameter for option '--plugins' | Try 'tabula --help'",
    })
    void usageError_exitsWithTwo_andExplainsOnStandardError(String line, String message, String hint) {
        Run run = TestHost.create().run(line.split(" +"));

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE).isEqualTo(2);
        assertThat(run.err()).contains(message).contains(hint);
        assertThat(run.out()).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"games", "play", "replay", "moves", "perft", "match"})
    void everyCommand_hasHelpAndVersion_onStandardOutput(String command) {
        Run help = TestHost.create().run(command, "--help");
        Run version = TestHost.create().run(command, "--version");

        assertThat(help.exitCode()).isZero();
        assertThat(help.out()).startsWith("Usage: tabula " + command).contains("--plugins=DIR", "-h, --help",
                "-V, --version");
        assertThat(help.err()).isEmpty();
        assertThat(version.exitCode()).isZero();
        assertThat(version.out()).startsWith("tabula ");
    }

    @Test
    void topHelp_listsEveryCommand() {
        Run run = TestHost.create().run("--help");

        assertThat(run.out()).contains("  games ", "  play ", "  replay ", "  moves ", "  perft ", "  match ", "  help ");
    }
}

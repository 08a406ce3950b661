package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/**
 * Input a hostile user could give the host's commands: each is refused with a sentence and the usual exit code,
 * none crashes (exit 70) or hangs.
 */
class HostileInputTest {

    @TempDir
    Path dir;

    @Test
    void replay_withAnOptionOutOfRange_isAUsageError() throws IOException {
        Path file = Files.writeString(dir.resolve("game.txt"), "1. d2 f4\n");

        Run run = TestHost.create().run("replay", "morris", file.toString(), "--option", "no-mill-limit=-1");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("tabula replay: morris: ").contains("no-mill-limit");
    }

    @Test
    void playLoad_withAnOptionOutOfRange_isAUsageError() throws IOException {
        Path file = Files.writeString(dir.resolve("game.txt"), "1. d2 f4\n");

        Run run = TestHost.create().typing("quit").run("play", "morris", "--white", "human", "--load",
                file.toString(), "--option", "no-mill-limit=-1");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("tabula play: morris: ").contains("no-mill-limit");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"65", "2147483647"})
    void perft_deeperThanAnyCountCanReach_isAUsageError(String depth) {
        Run run = TestHost.create().run("perft", "morris", depth);

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("tabula perft: DEPTH is 0 to " + PerftCommand.MAX_DEPTH + ", not " + depth);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"\u0661", "\uff13", "\u0967"})
    void numbers_areAsciiDigitsOnly(String digit) {
        Run run = TestHost.create().run("perft", "morris", digit);

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("ASCII digits");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"\u0661", "\uff13", "\u0967"})
    void optionNumbers_areAsciiDigitsOnly(String digit) {
        Run run = TestHost.create().run("moves", "morris", "--option", "no-mill-limit=" + digit);

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("no-mill-limit takes a whole number (ASCII digits 0-9)");
    }

    @Test
    void controlCharactersInATypedMove_areShownEscapedInTheGamesRefusal() {
        Run run = TestHost.create().typing("\u001b[2Jd9\u0000", "quit", "yes").run("play", "morris", "--white",
                "human", "--black", "bot:1");

        // The fake console echoes what was typed, as a terminal would; the game's answer quotes it escaped.
        assertThat(run.out()).contains("\n'\\e[2Jd9\\0' is not a move");
    }

    @Test
    void anUnbalancedQuoteInAnOption_isSaidInTheHostsWords_notPicoclisWarnings() {
        PrintStream before = System.err;
        ByteArrayOutputStream jvmErr = new ByteArrayOutputStream();
        Run run;
        try {
            System.setErr(new PrintStream(jvmErr, true, StandardCharsets.UTF_8));
            run = TestHost.create().run("moves", "checkers", "--option", "repetition-draw=tru\"e");
        } finally {
            System.setErr(before);
        }

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("option repetition-draw takes true or false, not 'tru\"e'");
        assertThat(jvmErr.toString(StandardCharsets.UTF_8)).doesNotContain("picocli");
    }

    @Test
    void asciiNumbers_withASign_stillRead() {
        Run run = TestHost.create().run("match", "morris", "--games", "+1", "--seed", "-5", "--white", "bot:1",
                "--black", "bot:1");

        assertThat(run.exitCode()).isZero();
    }

    @Test
    void controlCharactersInAUsersArgument_areShownEscaped() {
        Run run = TestHost.create().run("replay", "morris", "\u001b[31mred\u0000.txt");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).doesNotContain("\u001b").doesNotContain("\u0000").contains("\\e[31mred\\0");
    }

    @Test
    void controlCharactersInAFile_areShownEscapedInTheExcerpt() throws IOException {
        Path file = Files.writeString(dir.resolve("game.txt"), "1. d2 \u001b[2J\u0007\n");

        Run run = TestHost.create().run("replay", "morris", file.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.err()).doesNotContain("\u001b").doesNotContain("\u0007").contains("\\e[2J\\a");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"replay", "play", "show"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aDevice_isRefusedAsNotARegularFile(String command) {
        assumeTrue(Files.exists(Path.of("/dev/zero")), "no /dev/zero here");

        Run run = readingFile(command, Path.of("/dev/zero"));

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("/dev/zero: not a regular file");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"replay", "play", "show"})
    void aFolder_isRefusedAsNotARegularFile(String command) {
        Run run = readingFile(command, dir);

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(dir + ": not a regular file");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aPipeWithNoWriter_isRefused_notWaitedFor() throws Exception {
        Path fifo = dir.resolve("fifo");
        int made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).inheritIO().start().waitFor();
        } catch (IOException e) {
            made = -1;
        }
        assumeTrue(made == 0, "mkfifo is missing");

        Run named = readingFile("replay", fifo);
        Run unnamed = TestHost.create().run("replay", fifo.toString());

        assertThat(named.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(named.err()).contains(fifo + ": not a regular file");
        assertThat(unnamed.exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void aTableFileMuchLargerThanItsPartCanBe_isSkippedBeforeItIsRead() throws IOException {
        Path tables = Files.createDirectories(dir.resolve("tables"));
        // 5-4: a part no test computes, so that it is not in memory already and its file is looked at.
        Path huge = tables.resolve("morris-5-4.bin");
        try (RandomAccessFile file = new RandomAccessFile(huge.toFile(), "rw")) {
            // Sparse: three gigabytes that take no room on the disk, and must never be read into memory.
            file.setLength(3L << 30);
        }

        Run run = TestHost.create().run("match", "morris", "--white", "bot:5", "--black", "bot:5", "--games", "1",
                "--seed", "1", "--position", "WW....B..........BW....B w 0 0 0 40", "--tables", tables.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).contains("tabula match: " + huge + ": skipped: the file has 3221225472 bytes, more "
                + "than the ");
    }

    @Test
    void aTableFileThatIsAFolder_isReported() throws IOException {
        Path tables = Files.createDirectories(dir.resolve("tables"));
        Files.createDirectories(tables.resolve("morris-5-4.bin"));

        Run run = TestHost.create().run("match", "morris", "--white", "bot:5", "--black", "bot:5", "--games", "1",
                "--seed", "1", "--position", "WW....B..........BW....B w 0 0 0 40", "--tables", tables.toString());

        assertThat(run.err()).contains(tables.resolve("morris-5-4.bin") + ": skipped: not a regular file");
    }

    @Test
    void match_betweenBots_isAdjournedAsADrawAtTheHostsCap() {
        Run run = TestHost.create().run("match", "morris", "--white", "bot:1", "--black", "bot:1", "--games", "2",
                "--seed", "3", "--max-plies", "4");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).contains("game 1/2 (white bot:1, black bot:1): Draw: adjourned after 4 plies "
                + "(the host's cap)");
        assertThat(run.out()).containsPattern("bot:1 +--white +all +2 +0 +2 +0 +50.0%");
    }

    @Test
    void match_maxPlies_isZeroOrMore() {
        Run run = TestHost.create().run("match", "morris", "--max-plies", "-1");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("tabula match: --max-plies is 0 (no cap) or more, not -1.");
    }

    private static Run readingFile(String command, Path file) {
        return switch (command) {
            case "replay" -> TestHost.create().run("replay", "morris", file.toString());
            case "play" -> TestHost.create().typing("quit").run("play", "morris", "--white", "human", "--load",
                    file.toString());
            default -> TestHost.create().run("show", "morris", "--record", file.toString());
        };
    }
}

package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;
import org.tabula.notation.TextLimits;

/** A record file larger than any game text is refused before it is read, by every command that reads one. */
class FileSizeLimitTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"play", "replay"})
    void aFileLargerThanTheLimit_isRefusedWithExitOne_namingItsSize(String command) throws IOException {
        Path file = Files.writeString(dir.resolve("huge.txt"),
                "1. d2 f4\n" + " ".repeat((int) TextLimits.MAX_FILE_BYTES));

        Run run = command.equals("play")
                ? TestHost.create().run("play", "morris", "--load", file.toString())
                : TestHost.create().run("replay", "morris", file.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.err()).isEqualTo("tabula " + command + ": " + file + ": the file has "
                + (TextLimits.MAX_FILE_BYTES + 9) + " bytes, more than the 1048576 a game text may have\n");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"play", "replay"})
    void aFileJustWithinTheLimit_isRead(String command) throws IOException {
        Path file = Files.writeString(dir.resolve("padded.txt"),
                "1. d2 f4\n" + "\n".repeat((int) TextLimits.MAX_FILE_BYTES - 9));

        Run run = command.equals("play")
                ? TestHost.create().typing("quit").run("play", "morris", "--white", "human", "--load",
                        file.toString())
                : TestHost.create().run("replay", "morris", file.toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
    }
}

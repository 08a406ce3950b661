package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.testing.FakeConsole;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/**
 * {@code play --load F --save F} never writes over F a shorter game than F holds without asking: a record the
 * game's reader reads only in part (here xiangqi whose move lines end in U+2028, so that the first {@code ;}
 * comment swallows the rest of the file, as issue 19 found with NEL and U+2028) stays as it was, or is read whole.
 */
class SaveOverLoadTest {

    @TempDir
    Path dir;

    /** A xiangqi record of four moves, its tags on lines of their own and its move lines ended by U+2028. */
    private Path separatedRecord() throws IOException {
        Path made = dir.resolve("made.txt");
        Run run = TestHost.create().typing("h2e2", "h9g7", "b0c2", "b9c7", "quit")
                .run("play", "xiangqi", "--red", "human", "--black", "human", "--save", made.toString());
        assertThat(run.exitCode()).isZero();
        String text = Files.readString(made);
        assertThat(text).contains(";");
        int moves = text.indexOf("\n1.") + 1;
        return Files.writeString(dir.resolve("u2028.txt"),
                text.substring(0, moves) + text.substring(moves).replace("\n", "\u2028"));
    }

    private static int moves(Path file) throws IOException {
        Path copy = file.resolveSibling("lf-" + file.getFileName());
        Files.writeString(copy, Files.readString(file).replaceAll("\r\n|[\r\u0085\u2028\u2029]", "\n"));
        Run replay = TestHost.create().run("replay", "xiangqi", copy.toString(), "--json");
        assertThat(replay.exitCode()).as(replay.err()).isZero();
        return ServeCrashServer.JSON.readTree(replay.out()).get("ply").asInt();
    }

    @Test
    void loadAndSaveTheSameFile_neverShortensIt_withoutATerminalToAsk() throws IOException {
        Path file = separatedRecord();
        String before = Files.readString(file);

        Run run = TestHost.create().typing()
                .run("play", "xiangqi", "--red", "human", "--black", "human", "--load", file.toString(),
                        "--save", file.toString());

        if (run.exitCode() == ExitCodes.USAGE) {
            assertThat(run.err()).contains(file + " holds 4 moves", "the game read from it has only");
            assertThat(Files.readString(file)).isEqualTo(before);
        } else {
            // The reader reads the lone CR as a line end (issue 19, part B): the game carries on whole.
            assertThat(run.out()).contains("4 moves in.");
        }
        assertThat(moves(file)).isEqualTo(4);
    }

    @Test
    void atATerminal_thePersonIsAsked_andNoKeepsTheFile() throws IOException {
        Path file = separatedRecord();
        String before = Files.readString(file);

        Run run = TestHost.create().withConsole(FakeConsole.typing("no"))
                .run("play", "xiangqi", "--red", "human", "--black", "human", "--load", file.toString(),
                        "--save", file.toString());

        if (!run.out().contains("4 moves in.")) {
            assertThat(run.out()).contains("Write the shorter game over it? (yes/no) no");
            assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
            assertThat(Files.readString(file)).isEqualTo(before);
        }
        assertThat(moves(file)).isEqualTo(4);
    }
}

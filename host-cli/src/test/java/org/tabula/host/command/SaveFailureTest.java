package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.console.Console;
import org.tabula.host.console.TerminalAbilities;
import org.tabula.host.play.AtomicRecordWriter;
import org.tabula.host.play.RecordWriter;
import org.tabula.host.play.SavePoint;
import org.tabula.host.testing.FakeConsole;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/**
 * The save file stops taking the record mid-game (its folder deleted, made read-only, a full disk): each move says
 * so, the game stays in memory and may be saved elsewhere, quit asks, the farewell says how far the file goes, and
 * the exit code is {@link ExitCodes#NOT_SAVED} while the game as it stands is in no file.
 */
class SaveFailureTest {

    @TempDir
    Path dir;

    /** A console that does something to the world before the person types a given line (counted from 0). */
    private record Acting(FakeConsole console, Map<Integer, Runnable> before, int[] read) implements Console {

        Acting(FakeConsole console, Map<Integer, Runnable> before) {
            this(console, before, new int[1]);
        }

        @Override
        public PrintWriter out() {
            return console.out();
        }

        @Override
        public PrintWriter err() {
            return console.err();
        }

        @Override
        public Optional<String> readLine(String prompt) {
            return readLine(prompt, List.of());
        }

        @Override
        public Optional<String> readLine(String prompt, List<String> words) {
            Optional.ofNullable(before.get(read[0]++)).ifPresent(Runnable::run);
            return console.readLine(prompt, words);
        }

        @Override
        public boolean isTerminal() {
            return console.isTerminal();
        }

        @Override
        public TerminalAbilities abilities() {
            return console.abilities();
        }
    }

    private Run play(Path file, Map<Integer, Runnable> before, String... lines) {
        FakeConsole console = FakeConsole.piped(lines);
        Console acting = new Acting(console, before);
        return TestHost.create().withConsole(console).withModule(b -> b.bind(Console.class).toInstance(acting))
                .run("play", "morris", "--white", "human", "--black", "human", "--save", file.toString());
    }

    private static void delete(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
            Files.delete(folder);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aSaveFolderDeletedMidGame_saysHowFarTheFileGoes_asksBeforeQuitting_andExitsWithThree() {
        Path folder = dir.resolve("games");
        Path file = folder.resolve("game.txt");
        run(() -> Files.createDirectory(folder));

        Run run = play(file, Map.of(1, () -> delete(folder)), "d2", "f4", "d6", "quit", "yes");

        String why = "there is no folder " + folder + ".";
        assertThat(run.err()).contains("tabula: cannot save to " + file + ": " + why);
        assertThat(run.out()).contains("black plays f4", "white plays d6",
                "black> quit\nThe game is saved in " + file + " up to move 1 only. Quit anyway? (yes/no) yes\n",
                "The game is saved in " + file + " up to move 1 only; the last 2 moves are not (cannot save: "
                        + why + ")")
                .doesNotContain("The game is saved in " + file + ". Carry on");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.NOT_SAVED);
    }

    @Test
    void aSaveFolderDeletedMidGame_thenSaveElsewhere_keepsTheGame_andExitsWithZero() throws IOException {
        Path folder = dir.resolve("games");
        Path file = folder.resolve("game.txt");
        Path elsewhere = dir.resolve("elsewhere.txt");
        run(() -> Files.createDirectory(folder));

        Run run = play(file, Map.of(1, () -> delete(folder)), "d2", "f4", "save " + elsewhere, "quit");

        assertThat(Files.readString(elsewhere)).endsWith("1. d2 f4\n");
        assertThat(run.out()).doesNotContain("anyway?")
                .contains("The game is saved in " + elsewhere + "; " + file + " holds it up to move 1 only");
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void aSaveFolderMadeReadOnlyMidGame_isSaidAndExitsWithThree() {
        Path folder = dir.resolve("games");
        Path file = folder.resolve("game.txt");
        run(() -> Files.createDirectory(folder));
        Runnable readOnly = () -> run(() -> Files.setPosixFilePermissions(folder,
                PosixFilePermissions.fromString("r-xr-xr-x")));

        // Root writes in a read-only folder all the same: only a user that cannot can see this.
        readOnly.run();
        boolean writable = Files.isWritable(folder);
        run(() -> Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x")));
        assumeFalse(writable, "a read-only folder is writable to this user (root)");

        Run run = play(file, Map.of(1, readOnly), "d2", "f4", "quit", "yes");

        assertThat(run.err()).contains("tabula: cannot save to " + file + ": there is no permission to write in "
                + folder + ".");
        assertThat(run.out()).contains("up to move 1 only; the last 1 moves are not");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.NOT_SAVED);
    }

    @Test
    void aFullDisk_failsEverySaveAfterTheFirstMove_leavesNoTemporaryFile_andSaveElsewhereStillWorks()
            throws IOException {
        Path file = dir.resolve("game.txt");
        Path elsewhere = dir.resolve("other.txt");
        FakeConsole console = FakeConsole.piped("d2", "f4", "d6", "quit", "yes");

        Run run = TestHost.create().withConsole(console)
                .withModule(b -> b.bind(RecordWriter.class).toInstance(fullDisk()))
                .run("play", "morris", "--white", "human", "--black", "human", "--save", file.toString());

        assertThat(run.err()).contains("tabula: cannot save to " + file + ": it could not be written in " + dir
                + " (No space left on device).");
        assertThat(run.out()).contains("up to move 1 only; the last 2 moves are not");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.NOT_SAVED);
        assertThat(Files.readString(file)).endsWith("1. d2\n");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).as("no temporary file left").containsExactly(file);
        }

        Run saved = TestHost.create().withConsole(FakeConsole.piped("d2", "f4", "save " + elsewhere, "quit"))
                .withModule(b -> b.bind(RecordWriter.class).toInstance(fullDisk()))
                .run("play", "morris", "--white", "human", "--black", "human", "--save", file.toString());
        assertThat(Files.readString(elsewhere)).endsWith("1. d2 f4\n");
        assertThat(saved.exitCode()).isZero();
    }

    @Test
    void aMatchWhoseRecordCannotBeWritten_saysSo_playsOn_andEndsWithExitCode3() throws IOException {
        Path out = dir.resolve("match");
        RecordWriter secondGameRefused = new AtomicRecordWriter((point, temporary) -> {
            if (point == SavePoint.AFTER_WRITE && temporary.getFileName().toString().startsWith(".game-002.txt.")) {
                throw new FileSystemException(temporary.toString(), null, "No space left on device");
            }
        });

        Run run = TestHost.create().withModule(b -> b.bind(RecordWriter.class).toInstance(secondGameRefused))
                .run("match", "morris", "--white", "bot:1", "--black", "bot:1", "--games", "3", "--seed", "4",
                        "--out", out.toString(), "--max-plies", "20");

        assertThat(run.err()).contains("tabula match: cannot write " + out.resolve("game-002.txt") + ": ",
                "tabula match: 1 write of the records failed (said above)");
        assertThat(run.out()).contains("3 games");
        assertThat(run.exitCode()).isEqualTo(ExitCodes.NOT_SAVED);
        assertThat(out.resolve("game-001.txt")).exists();
        assertThat(out.resolve("game-002.txt")).doesNotExist();
        assertThat(out.resolve("game-003.txt")).exists();
        assertThat(Files.readString(out.resolve("match.txt"))).contains("game-003.txt");
    }

    /**
     * A writer on a disk that fills after the record of the first move: every later write of game.txt fails as
     * ENOSPC does, after the bytes went out and before the force; other files still fit.
     */
    private static RecordWriter fullDisk() {
        int[] writes = {0};
        return new AtomicRecordWriter((point, temporary) -> {
            if (point == SavePoint.AFTER_WRITE && temporary.getFileName().toString().startsWith(".game.txt.")
                    && ++writes[0] > 2) {
                throw new FileSystemException(temporary.toString(), null, "No space left on device");
            }
        });
    }

    private interface Step {
        void run() throws IOException;
    }

    private static void run(Step step) {
        try {
            step.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

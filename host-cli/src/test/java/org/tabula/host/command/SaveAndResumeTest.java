package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.Main;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/** {@code --save} writes the record after every move, and {@code --load} carries on from it in a new process. */
class SaveAndResumeTest {

    @TempDir
    Path dir;

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "";
        }
    }

    @Test
    void save_writesTheRecordAfterEveryMove_andLoad_carriesOnInAFreshHost() throws IOException {
        Path file = dir.resolve("game.txt");

        Run first = TestHost.create().typing("d2", "f4", "quit")
                .run("play", "morris", "--white", "human", "--black", "human", "--save", file.toString());

        assertThat(first.exitCode()).isZero();
        assertThat(Files.readString(file)).isEqualTo("# game morris\n1. d2 f4\n");
        assertThat(first.out()).endsWith("white> quit\nThe game is saved in " + file + ". Carry on with:\n"
                + "  ./tabula play morris --white human --black human --load " + file + " --save " + file + "\n");

        Run second = TestHost.create().typing("d6")
                .run("play", "morris", "--white", "human", "--black", "human", "--load", file.toString(),
                        "--save", file.toString());

        assertThat(second.exitCode()).isZero();
        assertThat(second.out()).contains("Carrying on with " + file + ", 2 moves in.\n", "white plays d6\n");
        assertThat(Files.readString(file)).isEqualTo("# game morris\n1. d2 f4\n2. d6\n");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).as("no temporary file left behind").containsExactly(file);
        }
    }

    @Test
    void aRollThrownAndNotYetMoved_isKeptBesideTheRecord_andTheGameCarriedOnDoesNotThrowAgain() throws IOException {
        // Seed 3: light throws 2 (its only move), dark a 0, light 2 (onto the rosette a1), and light throws 2 again:
        // the person is asked for a move with that roll standing, and leaves.
        Path file = dir.resolve("ur.txt");
        Path chance = dir.resolve("ur.txt.chance");

        Run first = TestHost.create().run("play", "royal-ur", "--light", "human", "--dark", "bot:1", "--seed", "3",
                "--save", file.toString());

        assertThat(first.out()).contains("light rolls 2\n4. light> ");
        // The record holds the seed's lines alone, as Game::RoyalUr::Notation reads them; the roll stands beside it.
        assertThat(Files.readString(file)).isEqualTo("[rules finkel]\n[first light]\n1. l 2: hand-c1\n2. d 0: -\n"
                + "3. l 2: c1-a1\n");
        assertThat(Files.readString(chance)).isEqualTo("2\n");

        Run second = TestHost.create().typing("hand-c1").run("play", "royal-ur", "--light", "human", "--dark",
                "bot:1", "--seed", "40", "--load", file.toString(), "--save", file.toString());

        String beforeTheMove = second.out().substring(0, second.out().indexOf("4. light> hand-c1"));
        assertThat(beforeTheMove).contains("Carrying on with " + file + ", 3 moves in.\n", "roll: 2")
                .doesNotContain("light rolls");
        assertThat(second.out()).contains("light plays 2: hand-c1");
        assertThat(Files.readString(file)).contains("3. l 2: c1-a1\n4. l 2: hand-c1\n").doesNotContain("[roll");
    }

    @Test
    void aChanceBesideTheRecord_thatTheGameRefuses_isRefused_namingItsFile() throws IOException {
        Path file = dir.resolve("ur.txt");
        Files.writeString(file, "[rules finkel]\n[first light]\n1. l 2: hand-c1\n");
        Files.writeString(dir.resolve("ur.txt.chance"), "7\n");

        Run run = TestHost.create().run("play", "royal-ur", "--light", "human", "--dark", "bot:1", "--load",
                file.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.err()).startsWith("tabula play: " + dir.resolve("ur.txt.chance") + ": ")
                .contains("'7'").doesNotContain("Exception");
    }

    @Test
    void save_keepsABotsAnswerToo_andTheOptionsInTheResumeCommand() throws IOException {
        Path file = dir.resolve("vs-bot.txt");

        Run run = TestHost.create().typing("d2")
                .run("play", "morris", "--black", "bot:1", "--seed", "5", "--option", "flying=false",
                        "--save", file.toString());

        assertThat(Files.readString(file)).startsWith("# game morris\nflying no\n1. d2 ").matches("(?s)# game morris\nflying no\n1\\. d2 \\w\\d\n");
        assertThat(run.out()).contains("./tabula play morris --white human --black bot:1 --option flying=false --load ");
    }

    @Test
    void save_toAFolderThatIsNotThere_isAUsageError_beforeTheGameBegins() {
        Path nowhere = dir.resolve("missing/game.txt");

        Run run = TestHost.create().typing("d2").run("play", "morris", "--save", nowhere.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("tabula play: Cannot save to " + nowhere + ": there is no folder "
                + dir.resolve("missing") + ".\n").doesNotContain("Exception", ".tmp");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void save_atThePrompt_toAFolderThatIsNotThere_orToAFolder_saysWhatIsWrongInWords() throws IOException {
        Path nowhere = dir.resolve("missing/game.txt");
        Path folder = Files.createDirectory(dir.resolve("a-folder"));

        Run run = TestHost.create().typing("save " + nowhere, "save " + folder)
                .run("play", "morris", "--black", "human");

        assertThat(run.out()).contains("white> save " + nowhere + "\nCannot save to " + nowhere
                        + ": there is no folder " + dir.resolve("missing") + ".\n")
                .contains("white> save " + folder + "\nCannot save to " + folder + ": it is a folder.\n")
                .doesNotContain("Exception", ".tmp");
    }

    @Test
    void load_ofARecordWithARefusedMove_exitsWithOne_showingTheLine() throws IOException {
        Path file = Files.writeString(dir.resolve("bad.txt"), "1. d2 f4\n2. d2\n");

        Run run = TestHost.create().run("play", "morris", "--load", file.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.err()).isEqualTo("tabula play: " + file + ": move 3 (d2): d2 is already taken at 2:4\n"
                + "  2 | 2. d2\n"
                + "    |    ^\n");
    }

    /**
     * A real host process, killed without warning (SIGKILL) after two moves, leaves a whole record that a fresh
     * host carries on from.
     */
    @Test
    void killedProcess_losesNothing_andLoadCarriesOn() throws Exception {
        Path file = dir.resolve("killed.txt");
        Path transcript = dir.resolve("transcript.txt");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "play", "morris", "--white", "human", "--black", "human",
                "--save", file.toString())
                .redirectErrorStream(true)
                .redirectOutput(transcript.toFile())
                .start();
        try {
            OutputStream keys = process.getOutputStream();
            keys.write("d2\nf4\n".getBytes(StandardCharsets.UTF_8));
            keys.flush();
            Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
            while (!read(file).equals("# game morris\n1. d2 f4\n") && Instant.now().isBefore(deadline) && process.isAlive()) {
                Thread.sleep(50);
            }
            assertThat(process.isAlive()).as("still waiting for white's move; it printed:%n%s", read(transcript))
                    .isTrue();
        } finally {
            process.destroyForcibly();
            process.waitFor(30, TimeUnit.SECONDS);
        }
        assertThat(process.exitValue()).as("killed, not ended").isNotZero();
        assertThat(read(file)).isEqualTo("# game morris\n1. d2 f4\n");

        Run resumed = TestHost.create().typing("d6", "b4")
                .run("play", "morris", "--white", "human", "--black", "human", "--load", file.toString(),
                        "--save", file.toString());

        assertThat(resumed.exitCode()).isZero();
        assertThat(read(file)).isEqualTo("# game morris\n1. d2 f4\n2. d6 b4\n");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList())
                    .isEqualTo(List.of("killed.txt", "transcript.txt"));
        }
    }
}

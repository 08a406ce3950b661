package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tabula.host.play.SavePoint;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/**
 * A real {@code tabula play --save} process, bots on both sides, halted at each step of its fourth save (the
 * record of the third move): the file holds the old record or the new one, whole; every move shown is in it; and
 * the next session on that file removes the temporary file the halt left and carries on.
 */
class SaveCrashTest {

    /** The save halted: the first is the empty record written before play, the fourth holds three moves. */
    private static final int WRITE = 4;

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(SavePoint.class)
    void haltedAtAnyStepOfASave_losesNoMoveShown_andTheNextStartCleansUp(SavePoint point) throws Exception {
        Path file = dir.resolve("game.txt");
        Path transcript = dir.resolve("transcript.out");
        Path errors = dir.resolve("transcript.err");
        // Not made by a save of game.txt, so never removed: the pattern is the writer's own.
        Path someoneElses = Files.writeString(dir.resolve(".game.txt.notes.tmp"), "mine");
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), SaveCrashMain.class.getName(), point.name(),
                Integer.toString(WRITE), "play", "morris", "--white", "bot:1", "--black", "bot:1", "--seed", "7",
                "--save", file.toString())
                .redirectOutput(transcript.toFile()).redirectError(errors.toFile()).start();
        process.getOutputStream().close();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("the child ended").isTrue();
        assertThat(process.exitValue()).as("halted at %s; it said:%n%s", point, Files.readString(errors))
                .isEqualTo(SaveCrashMain.HALTED);

        String record = Files.readString(file);
        int saved = moves(record);
        assertThat(saved).as("the old record before the rename, the new one after it:%n%s", record)
                .isEqualTo(point == SavePoint.AFTER_RENAME ? WRITE - 1 : WRITE - 2);
        List<String> shown = Files.readAllLines(transcript).stream().filter(l -> l.matches("(white|black) plays .*"))
                .toList();
        assertThat(shown).as("every move shown is in the file").hasSizeLessThanOrEqualTo(saved);
        assertThat(TestHost.create().run("replay", "morris", file.toString()).exitCode()).as("it reads back")
                .isZero();
        List<String> left = temporaryFiles();
        assertThat(left).hasSize(point == SavePoint.AFTER_RENAME ? 0 : 1);

        Run next = TestHost.create().typing()
                .run("play", "morris", "--white", "human", "--black", "human", "--load", file.toString(),
                        "--save", file.toString());

        assertThat(next.exitCode()).isZero();
        assertThat(next.out()).contains("Carrying on with " + file + ", " + saved + " moves in.");
        left.forEach(name -> assertThat(next.err()).contains("removed " + name));
        assertThat(temporaryFiles()).isEmpty();
        assertThat(someoneElses).hasContent("mine");
        assertThat(moves(Files.readString(file))).isEqualTo(saved);
    }

    /** The temporary files a save of game.txt makes, by name. */
    private List<String> temporaryFiles() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.matches("\\.game\\.txt\\.\\d+\\.tmp"))
                    .toList();
        }
    }

    /** The moves of a morris record: its words that are neither headers nor move numbers. */
    static int moves(String record) {
        return (int) record.lines().filter(line -> !line.startsWith("#") && !line.startsWith("["))
                .flatMap(line -> Stream.of(line.trim().split("\\s+"))).filter(w -> !w.isEmpty() && !w.endsWith("."))
                .count();
    }
}

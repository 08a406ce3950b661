package org.tabula.host.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecordFileTest {

    @TempDir
    Path dir;

    private long filesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.count();
        }
    }

    @Test
    void write_replacesTheFileWhole_andLeavesNoTemporaryFile() throws IOException {
        Path file = dir.resolve("game.txt");

        RecordFile.write(file, "1. d2 f4\n2. d6 b4\n");
        RecordFile.write(file, "1. d2\n");

        assertThat(RecordFile.read(file)).isEqualTo("1. d2\n");
        assertThat(filesIn(dir)).isEqualTo(1);
    }

    @Test
    void write_toAFileGivenRelatively_landsThere() throws IOException {
        Path file = dir.resolve("sub/../game.txt");

        RecordFile.write(file, "x\n");

        assertThat(Files.readString(dir.resolve("game.txt"))).isEqualTo("x\n");
    }

    @Test
    void write_intoAFolderThatIsNotThere_fails_andWritesNothing() {
        Path file = dir.resolve("missing/game.txt");

        assertThatThrownBy(() -> RecordFile.write(file, "1. d2\n")).isInstanceOf(IOException.class);
        assertThat(dir.resolve("missing")).doesNotExist();
    }

    @Test
    void write_keepsTheTextInUtf8() throws IOException {
        Path file = dir.resolve("notes.txt");

        RecordFile.write(file, "# Mühle, 五子棋\n");

        assertThat(Files.readString(file)).isEqualTo("# Mühle, 五子棋\n");
    }

    @Test
    void removeLeftovers_removesOnlyTheTemporaryFilesAWriteOfThatFileMakes() throws IOException {
        Path file = dir.resolve("game.txt");
        Path left = Files.writeString(dir.resolve(".game.txt.8125590123.tmp"), "1. d2");
        Path folder = Files.createDirectory(dir.resolve(".game.txt.77.tmp"));
        Path other = Files.writeString(dir.resolve(".other.txt.77.tmp"), "x");
        Path named = Files.writeString(dir.resolve(".game.txt.backup.tmp"), "x");

        assertThat(RecordFile.removeLeftovers(file)).containsExactly(left);

        assertThat(left).doesNotExist();
        assertThat(folder).isDirectory();
        assertThat(other).exists();
        assertThat(named).exists();
        assertThat(RecordFile.removeLeftovers(dir.resolve("missing/game.txt"))).isEmpty();
    }
}

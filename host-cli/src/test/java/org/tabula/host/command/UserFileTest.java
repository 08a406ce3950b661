package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file named by the user is read through a limit counted as the bytes come, whatever the file says its size is. */
class UserFileTest {

    @TempDir
    Path dir;

    @Test
    void anEndlessStream_isCutAtTheLimit_notReadToItsEnd() {
        InputStream endless = new InputStream() {
            long given;

            @Override
            public int read() {
                given++;
                return 0;
            }

            @Override
            public int read(byte[] into, int at, int length) {
                given += length;
                return length;
            }
        };

        assertThatThrownBy(() -> UserFile.readAtMost(endless, 1000))
                .isInstanceOf(UserFile.TooLarge.class)
                .hasMessage("the file has more than 1000 bytes, the most it may have");
    }

    @Test
    void aStreamWithinTheLimit_isReadWhole() throws IOException {
        byte[] bytes = new byte[1000];
        bytes[999] = 7;

        assertThat(UserFile.readAtMost(new ByteArrayInputStream(bytes), 1000)).isEqualTo(bytes);
    }

    @Test
    void aRegularFile_isRead_andAFolderRefused() throws IOException {
        Path file = Files.writeString(dir.resolve("a.txt"), "text");

        assertThat(UserFile.readAtMost(file, 10)).isEqualTo("text".getBytes());
        assertThatThrownBy(() -> UserFile.readAtMost(dir, 10)).isInstanceOf(UserFile.NotRegular.class)
                .hasMessage("not a regular file (a folder, a device or a pipe), so it is not read");
    }
}

package org.tabula.host.command;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reading a file the user named: only a regular file (a device never ends, a pipe with no writer never begins),
 * and through a limit counted as the bytes come, whatever size the file reports.
 */
final class UserFile {

    private UserFile() {
    }

    /**
     * The bytes of a regular file, at most {@code limit} of them.
     *
     * @throws NotRegular when it is a folder, a device, a pipe or anything but a regular file
     * @throws TooLarge when it holds more than {@code limit} bytes
     * @throws IOException when it cannot be read (no such file among them)
     */
    static byte[] readAtMost(Path file, long limit) throws IOException {
        checkRegular(file);
        try (InputStream in = Files.newInputStream(file)) {
            return readAtMost(in, limit);
        }
    }

    /**
     * Refuses what is not a regular file; a missing file is let through, to be reported as such when opened.
     *
     * @throws NotRegular when the path names something else than a regular file
     */
    static void checkRegular(Path file) throws NotRegular {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new NotRegular();
        }
    }

    /**
     * The bytes of a stream, at most {@code limit} of them: a byte more and reading stops.
     *
     * @throws TooLarge when the stream holds more than {@code limit} bytes
     */
    static byte[] readAtMost(InputStream in, long limit) throws IOException {
        // One byte past the limit tells a stream that is too long from one that is exactly long enough.
        byte[] bytes = in.readNBytes((int) Math.min(limit + 1, Integer.MAX_VALUE - 8));
        if (bytes.length > limit) {
            throw new TooLarge(limit);
        }
        return bytes;
    }

    /** A path that names no regular file. */
    static final class NotRegular extends IOException {
        private static final long serialVersionUID = 1L;

        NotRegular() {
            super("not a regular file (a folder, a device or a pipe), so it is not read");
        }
    }

    /** A file longer than it may be, found while it was read. */
    static final class TooLarge extends IOException {
        private static final long serialVersionUID = 1L;

        TooLarge(long limit) {
            super("the file has more than " + limit + " bytes, the most it may have");
        }
    }
}

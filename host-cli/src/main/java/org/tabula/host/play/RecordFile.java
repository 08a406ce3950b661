package org.tabula.host.play;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * A game's record in a file, written so that the file always holds a whole record: the text goes to a temporary
 * file in the same folder, is forced to the disk, and is then renamed over the old file in one step.
 *
 * <p>A crash, a kill or a closed terminal at any moment leaves either the old record or the new one, never half.
 */
public final class RecordFile {

    private RecordFile() {
    }

    /**
     * Writes the text to the file, replacing it whole.
     *
     * @throws IOException when the folder cannot be written to
     */
    public static void write(Path file, String text) throws IOException {
        Path target = file.toAbsolutePath().normalize();
        Path folder = target.getParent();
        Path temporary = Files.createTempFile(folder, "." + target.getFileName() + ".", ".tmp");
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                // A file system without atomic renames: the plain replacement is the best it offers.
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * The text of a record file.
     *
     * @throws IOException when it cannot be read
     */
    public static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}

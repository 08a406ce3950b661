package org.tabula.host.core.data;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Objects;
import org.tabula.api.PrecomputedData;

/**
 * The folder a game's precomputed parts are kept in between runs, one file a part ({@code GAME-PART.bin}).
 *
 * <p>A part is written through a temporary file renamed over the name, so a file is whole or absent. A file is
 * read only when it is a regular file no longer than the part can be ({@link PrecomputedData#maxSavedBytes}),
 * counted as it is read, since a damaged or foreign file may be gigabytes long.
 *
 * @param folder the folder; created when the first part is kept
 */
public record PartsFolder(Path folder) {

    /** Checks the folder is given. */
    public PartsFolder {
        Objects.requireNonNull(folder, "folder");
    }

    /** The file a part of a game is kept in. */
    public Path file(String gameId, String part) {
        return folder.resolve(gameId + "-" + part + ".bin");
    }

    /** Whether the folder holds a file for the part. */
    public boolean holds(String gameId, String part) {
        return Files.exists(file(gameId, part));
    }

    /**
     * Loads a part from its file into the game's data.
     *
     * @throws IOException when the file cannot be read, is no regular file, or is longer than the part can be
     * @throws IllegalArgumentException when the game refuses the bytes (damaged, or from another version)
     */
    public void load(PrecomputedData data, String gameId, String part) throws IOException {
        Path file = file(gameId, part);
        if (!Files.isRegularFile(file)) {
            throw new IOException("not a regular file (a folder, a device or a pipe), so it is not read");
        }
        long most = data.maxSavedBytes(part);
        long size = Files.size(file);
        if (size > most) {
            throw new IOException("the file has " + size + " bytes, more than the " + most + " the part can have");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            // A byte past the limit tells a file that grew meanwhile from one exactly long enough.
            bytes = in.readNBytes((int) Math.min(most + 1, Integer.MAX_VALUE - 8));
        }
        if (bytes.length > most) {
            throw new IOException("the file grew past the " + most + " bytes the part can have while it was read");
        }
        data.load(part, ByteBuffer.wrap(bytes));
    }

    /**
     * Keeps a part in its file, computing it first when it is not ready.
     *
     * @return the file written
     * @throws IOException when the folder or the file cannot be written
     */
    public Path save(PrecomputedData data, String gameId, String part) throws IOException {
        Path file = file(gameId, part);
        Files.createDirectories(folder);
        Path temporary = Files.createTempFile(folder, file.getFileName().toString(), ".tmp");
        try {
            Files.write(temporary, data.save(part));
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
        return file;
    }
}

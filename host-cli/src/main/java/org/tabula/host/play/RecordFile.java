package org.tabula.host.play;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
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
     * @throws IOException when the file cannot be written, its message saying why in words (no folder, a folder
     *     where the file should be, no permission), for a person to read after "Cannot save to FILE: "
     */
    public static void write(Path file, String text) throws IOException {
        write(file, text, SaveSteps.NONE);
    }

    /** {@link #write(Path, String)}, telling the steps each step of it as it is reached. */
    static void write(Path file, String text, SaveSteps steps) throws IOException {
        Path target = file.toAbsolutePath().normalize();
        Path folder = target.getParent();
        // The folder as the person gave it, so that the message speaks of the path they typed.
        Path named = file.getParent() != null ? file.getParent() : folder;
        if (Files.isDirectory(target)) {
            // Checked first: a rename would replace an empty folder with the file.
            throw new IOException("it is a folder.");
        }
        try {
            replace(target, folder, text, steps);
        } catch (IOException e) {
            throw new IOException(whyNot(named, folder, e), e);
        }
    }

    /**
     * Saves a game (its record, and its chance beside it) where a person named at the prompt. Nothing is thrown.
     *
     * @return empty when it was saved; otherwise "Cannot save to FILE:" and why, in words
     */
    static Optional<String> saveAs(String name, SavedGame game, RecordWriter writer) {
        Path file;
        try {
            file = Path.of(name);
        } catch (InvalidPathException e) {
            return Optional.of("Cannot save to " + name + ": " + e.getMessage());
        }
        try {
            game.writeTo(file, writer);
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of("Cannot save to " + file + ": " + e.getMessage());
        }
    }

    private static void replace(Path target, Path folder, String text, SaveSteps steps) throws IOException {
        Path temporary = Files.createTempFile(folder, "." + target.getFileName() + ".", ".tmp");
        try {
            steps.reached(SavePoint.BEFORE_WRITE, temporary);
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                steps.reached(SavePoint.AFTER_WRITE, temporary);
                channel.force(true);
                steps.reached(SavePoint.AFTER_FORCE, temporary);
            }
            steps.reached(SavePoint.BEFORE_RENAME, temporary);
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                // A file system without atomic renames: the plain replacement is the best it offers.
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
            steps.reached(SavePoint.AFTER_RENAME, temporary);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * Removes the temporary files a save of this file left when its process died before the rename (a kill, a
     * power cut): files in its folder named as {@link #write} names them ({@code .NAME.DIGITS.tmp}) and nothing
     * else. None holds a record the person saw saved, since a move is shown only once its record is renamed.
     *
     * @return the files removed
     * @throws IOException when the folder cannot be listed or a file removed
     */
    public static List<Path> removeLeftovers(Path file) throws IOException {
        Path target = file.toAbsolutePath().normalize();
        Path folder = target.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            return List.of();
        }
        // Files.createTempFile's names: the prefix, an unsigned long, the suffix.
        Pattern ours = Pattern.compile(Pattern.quote("." + target.getFileName() + ".") + "\\d+\\.tmp");
        List<Path> removed = new ArrayList<>();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder)) {
            for (Path each : files) {
                if (ours.matcher(each.getFileName().toString()).matches()
                        && Files.isRegularFile(each, LinkOption.NOFOLLOW_LINKS) && Files.deleteIfExists(each)) {
                    removed.add(each);
                }
            }
        }
        return removed;
    }

    /** Why a file in this folder could not be written, in words: not the exception, nor the temporary file. */
    static String whyNot(Path named, Path folder, IOException e) {
        if (!Files.exists(folder)) {
            return "there is no folder " + named + ".";
        }
        if (!Files.isDirectory(folder)) {
            return named + " is not a folder.";
        }
        if (e instanceof AccessDeniedException) {
            return "there is no permission to write in " + named + ".";
        }
        if (e instanceof FileSystemException failed && failed.getReason() != null) {
            return "it could not be written in " + named + " (" + failed.getReason() + ").";
        }
        return "it could not be written in " + named + " (" + e.getMessage() + ").";
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

package org.tabula.host.play;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Match;

/**
 * A game as a save file keeps it: its record in the file, and the chance standing that the record does not hold
 * (the Royal Game of Ur's roll thrown and not yet moved, {@link Match#unrecordedChance()}) in a file beside it,
 * {@code FILE.chance}, so that the record stays the game's own notation and the game carried on does not throw
 * again.
 *
 * @param record the record text
 * @param chance the chance standing beside it, or empty
 */
public record SavedGame(String record, Optional<String> chance) {

    /** Checks that both are present. */
    public SavedGame {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(chance, "chance");
    }

    /** The match as a save file keeps it. */
    public static SavedGame of(Match match) {
        return new SavedGame(match.record(), match.unrecordedChance());
    }

    /** The file beside a record file that holds its chance standing. */
    public static Path chanceFile(Path recordFile) {
        return recordFile.resolveSibling(recordFile.getFileName() + ".chance");
    }

    /**
     * Writes the record to the file and the chance beside it. The old chance file goes first and the new one comes
     * last, so a save stopped half way loses at most the roll standing (the game throws again) and never leaves a
     * record beside another game's roll.
     *
     * @throws IOException when a file cannot be written or the old chance file removed
     */
    public void writeTo(Path file, RecordWriter writer) throws IOException {
        Files.deleteIfExists(chanceFile(file));
        writer.write(file, record);
        if (chance.isPresent()) {
            writer.write(chanceFile(file), chance.get() + "\n");
        }
    }

    /**
     * The chance kept beside a record file, or empty when there is no such file.
     *
     * @throws IOException when the file is there and cannot be read
     */
    public static Optional<String> chanceBeside(Path recordFile) throws IOException {
        try {
            return Optional.of(Files.readString(chanceFile(recordFile)).strip());
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
    }
}

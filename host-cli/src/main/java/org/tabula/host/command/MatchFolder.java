package org.tabula.host.command;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The folder {@code match --out} writes to, and the files a match leaves there: {@code match.txt} and
 * {@code game-NNN.txt}. A new match never writes beside an old one's games, which a stale {@code game-012.txt}
 * after a ten-game match would make look like part of it.
 */
final class MatchFolder {

    /** The names of the files a match writes, and the only ones {@code --force} removes. */
    private static final Pattern MATCH_FILE = Pattern.compile("match\\.txt|game-\\d+\\.txt");

    private MatchFolder() {
    }

    /** The files of an earlier match in the folder, by name in order; none when the folder does not exist. */
    static List<Path> matchFiles(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(file -> MATCH_FILE.matcher(file.getFileName().toString()).matches())
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        }
    }

    /**
     * Makes the folder ready for a new match: created when missing; an earlier match's files removed when
     * {@code force}, else a usage error naming one of them.
     */
    static void prepare(Path folder, boolean force, GameChoice choice) {
        try {
            List<Path> old = matchFiles(folder);
            if (!old.isEmpty() && !force) {
                throw choice.usage(folder + " already holds a match (" + old.get(0).getFileName()
                        + "); give --force to replace it, or another folder.");
            }
            for (Path file : old) {
                Files.delete(file);
            }
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw choice.usage("Cannot make the folder " + folder + " ready: " + e);
        }
    }
}

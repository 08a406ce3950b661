package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The 2,516 master games of the shared research data (PGN, moves in lower-case ICCS, no result tags), found by
 * walking up from the working folder to one that holds {@code shared/research-data}.
 */
final class ResearchGames {

    static final String FOLDER = "shared/research-data/xiangqi";

    /** One game: the file it came from, its place there (from 1) and its PGN text. */
    record Pgn(String file, int number, String text) {
        @Override
        public String toString() {
            return file + " game " + number;
        }
    }

    private ResearchGames() {
    }

    private static List<Pgn> games;

    /** Every game of every {@code .pgn} file of the folder, in file order; read once for all the tests. */
    static synchronized List<Pgn> all() {
        if (games == null) {
            games = List.copyOf(read());
        }
        return games;
    }

    private static List<Pgn> read() {
        Path folder = folder();
        List<Pgn> games = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".pgn")).sorted().toList()) {
                split(file.getFileName().toString(), Files.readString(file, StandardCharsets.UTF_8), games);
            }
        } catch (IOException e) {
            throw new AssertionError("the research games could not be read from " + folder, e);
        }
        return games;
    }

    /** Splits a PGN file into games: each begins at a line starting with {@code [Event}. */
    private static void split(String name, String text, List<Pgn> games) {
        String[] parts = text.split("(?m)^(?=\\[Event )");
        int number = 0;
        for (String part : parts) {
            if (!part.isBlank()) {
                games.add(new Pgn(name, ++number, part));
            }
        }
    }

    private static Path folder() {
        Path start = Paths.get(System.getProperty("user.dir")).toAbsolutePath();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(FOLDER);
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        return fail("The xiangqi research games were not found: looked for " + FOLDER + " under " + start
                + " and every folder above it; the repository is expected beside the shared folder.");
    }
}

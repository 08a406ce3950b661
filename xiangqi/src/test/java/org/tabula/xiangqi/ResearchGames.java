package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The 2,516 master games of the research data (PGN, moves in lower-case ICCS, no result tags), read from the
 * test class path ({@code src/test/resources/research-data}, see the PROVENANCE.md there), so a fresh clone
 * runs them with nothing beside the repository.
 */
final class ResearchGames {

    static final String FOLDER = "/research-data/";

    /** The collection's files, named because a class path cannot be listed; in the order they are read. */
    static final List<String> FILES = List.of("Hu_Ronghua_1391_UCI_games.pgn", "Liu_Dahua_1125_UCI_games.pgn");

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
        List<Pgn> games = new ArrayList<>();
        for (String file : FILES) {
            split(file, text(FOLDER + file), games);
        }
        return games;
    }

    private static String text(String resource) {
        try (InputStream in = ResearchGames.class.getResourceAsStream(resource)) {
            if (in == null) {
                return fail("The xiangqi research games are missing from the test class path: " + resource
                        + " (src/test/resources" + resource + ")");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError("the research games could not be read from " + resource, e);
        }
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
}

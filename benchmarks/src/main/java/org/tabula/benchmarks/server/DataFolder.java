package org.tabula.benchmarks.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.stream.Stream;

/**
 * The server's data folder under load: its size on disk (the SQLite file, its write-ahead log and index), sampled
 * as the load runs, beside what it holds (the tables' records and logged moves, in bytes of text).
 */
final class DataFolder {

    private final Path folder;
    private long largest;

    DataFolder(Path folder) {
        this.folder = folder;
    }

    /** Notes the folder's size now. */
    void sample() {
        largest = Math.max(largest, size());
    }

    private long size() {
        try (Stream<Path> files = Files.list(folder)) {
            return files.mapToLong(file -> {
                try {
                    return Files.size(file);
                } catch (IOException e) {
                    return 0; // A file gone between the listing and its size (the log truncated): nothing.
                }
            }).sum();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Prints the folder's largest size under the load beside the database's own once the server has stopped (its
     * log copied in), and the text of the records and logged changes that database holds.
     */
    void report() {
        long held;
        long moves;
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + folder.resolve("tabula.db"));
                Statement s = c.createStatement();
                ResultSet row = s.executeQuery("SELECT (SELECT coalesce(sum(length(record_text)), 0) FROM"
                        + " table_record) + (SELECT coalesce(sum(length(move_text) + length(action) + length(side)), 0)"
                        + " FROM table_event), (SELECT count(*) FROM table_event)")) {
            row.next();
            held = row.getLong(1);
            moves = row.getLong(2);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the data folder's database: " + e.getMessage(), e);
        }
        System.out.printf("data folder: largest %.1f MB under the load; the database %.1f MB once stopped, holding"
                + " %d changes (%.1f MB of records' and changes' text)%n", largest / 1e6, size() / 1e6, moves,
                held / 1e6);
    }
}

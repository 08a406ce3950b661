package org.tabula.web.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;

/**
 * The SQLite file a store keeps: checked at start, so that an empty, foreign or damaged file is refused with what is
 * wrong with it rather than served as a new database, and watched under a running server, so that no change is
 * answered once the file was deleted or replaced (SQLite would go on writing into the unlinked file, lost at the
 * next start).
 */
final class SqliteFile {

    private static final System.Logger LOG = System.getLogger(SqliteFile.class.getName());
    /** The 16 bytes every SQLite 3 database begins with. */
    private static final byte[] HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
    /** The table of the first migration: a file that has tables holds this one if it is Tabula's. */
    private static final String TABULA_TABLE = "game_table";
    /** How many of quick_check's findings a refusal quotes. */
    private static final int FINDINGS = 3;

    private final Path path;
    private final Object identity;
    private final AtomicBoolean told = new AtomicBoolean();

    private SqliteFile(Path path, Object identity) {
        this.path = path;
        this.identity = identity;
    }

    /**
     * Refuses a file that exists but is no database a server could have left: 0 bytes with no log beside it, or
     * not beginning with SQLite's header. A missing file is a new database.
     */
    static void checkBeforeOpening(Path file) {
        try {
            if (!Files.exists(file)) {
                return;
            }
            long size = Files.size(file);
            if (size == 0) {
                // A new WAL database may be all in its -wal file until the first checkpoint: SQLite reads that.
                if (hasLog(file)) {
                    return;
                }
                throw new StoreException("The database file " + file + " is empty (0 bytes): a server"
                        + " writes its schema into a new file at once, so this one has lost its tables or never held"
                        + " them. Restore it from a backup, or delete it to start with no tables.", null);
            }
            byte[] start = new byte[HEADER.length];
            int read;
            try (InputStream in = Files.newInputStream(file)) {
                read = in.readNBytes(start, 0, start.length);
            }
            if (read < HEADER.length || !Arrays.equals(start, HEADER)) {
                throw new StoreException("The database file " + file + " is not a SQLite database (it does not"
                        + " begin with SQLite's header). Give --db the file that holds the tables, or move it away"
                        + " to start with no tables.", null);
            }
        } catch (IOException e) {
            throw new StoreException("Cannot read the database file " + file + ": " + e, e);
        }
    }

    private static boolean hasLog(Path file) throws IOException {
        Path log = file.resolveSibling(file.getFileName() + "-wal");
        return Files.exists(log) && Files.size(log) > 0;
    }

    /**
     * Refuses an opened file that SQLite finds damaged ({@code PRAGMA quick_check}, which reads every page) or
     * that holds tables, none of them Tabula's.
     */
    static void checkOpened(DataSource pool, Path file) {
        try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
            List<String> findings = new ArrayList<>();
            try (ResultSet rows = s.executeQuery("PRAGMA quick_check(" + FINDINGS + ")")) {
                while (rows.next()) {
                    findings.add(rows.getString(1));
                }
            }
            if (!findings.equals(List.of("ok"))) {
                throw damaged(file, String.join("; ", findings), null);
            }
            List<String> tables = new ArrayList<>();
            try (ResultSet rows = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table'"
                    + " AND name NOT LIKE 'sqlite%' ORDER BY name")) {
                while (rows.next()) {
                    tables.add(rows.getString(1));
                }
            }
            if (!tables.isEmpty() && !tables.contains(TABULA_TABLE)) {
                throw new StoreException("The database file " + file + " holds no Tabula tables but others ("
                        + String.join(", ", tables.subList(0, Math.min(5, tables.size())))
                        + (tables.size() > 5 ? ", ..." : "") + "): it is another application's, and the server"
                        + " will not add its tables to it. Give --db a Tabula file or a new one.", null);
            }
        } catch (SQLException e) {
            // SQLite stops at some damage rather than report it ("database disk image is malformed").
            throw damaged(file, e.getMessage(), e);
        }
    }

    private static StoreException damaged(Path file, String findings, Throwable cause) {
        return new StoreException("The database file " + file + " is damaged (SQLite's quick_check: " + findings
                + "). The server will not start over it: restore it from a backup, or save what SQLite can read with"
                + " 'sqlite3 " + file + " .recover'.", cause);
    }

    /** Watches the file as it is now, the one the store has opened. */
    static SqliteFile opened(Path file) {
        return new SqliteFile(file, identity(file));
    }

    /**
     * Throws when the file at the path is no longer the one opened (deleted, or replaced by another), saying so
     * in the log the first time.
     */
    void requireOpened() {
        Object now = identity(path);
        if (now != null && Objects.equals(now, identity)) {
            return;
        }
        String why = "The database file " + path + (now == null ? " was deleted" : " was replaced by another file")
                + " under the running server: changes are refused (503) until the server is restarted on a good"
                + " file (the changes since the last start may be lost with the file the server had open).";
        if (told.compareAndSet(false, true)) {
            LOG.log(System.Logger.Level.ERROR, why);
        }
        throw new StoreUnavailableException(why, null);
    }

    /** The file's identity (device and inode where the system has them), or null when there is no file. */
    private static Object identity(Path file) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            Object key = attributes.fileKey();
            return key != null ? key : attributes.creationTime();
        } catch (IOException e) {
            return null;
        }
    }
}

package org.tabula.web.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * How the store opens a SQLite file so that a commit that returned survives {@code kill -9}, and the check that
 * keeps a new default file from hiding an earlier server's H2 file.
 *
 * <p>Why SQLite: the H2 file the server kept before (MVStore, {@code WRITE_DELAY=0}) was found one or two commits
 * behind what the server had answered after the 3rd to 5th {@code kill -9} of ServeCrashTest on a loaded machine,
 * and only a retention time long enough that freed space is never reused hid it. SQLite in WAL mode appends each
 * transaction's pages and its commit frame to the {@code -wal} file with {@code write()} before COMMIT returns;
 * what the kernel holds survives the death of the process, and the next opener replays the WAL up to its last
 * commit frame.
 */
final class SqliteSettings {

    /**
     * The driver's connection properties (each a PRAGMA sqlite-jdbc runs on every new connection).
     *
     * <ul>
     *   <li>{@code journal_mode=WAL}: readers do not block the writer, and a commit is one append.
     *   <li>{@code synchronous=NORMAL}: no fsync at each commit (the WAL is synced at checkpoints). A commit that
     *       returned is in the file the kernel holds, so it survives {@code kill -9} of the server, which is what
     *       ServeCrashTest checks; a power cut or an OS crash may lose the last commits, never the file. FULL
     *       (an fsync each commit, under SQLite's one write lock) took the 500-table benchmark from p99 105 ms to
     *       1,159 ms and its bots from 284 to 33 moves a second on this machine's disk.
     *   <li>{@code busy_timeout}: one writer at a time; a commit waits for another's rather than failing.
     *   <li>{@code transaction_mode=IMMEDIATE}: a transaction takes the write lock at BEGIN, so it never has to
     *       upgrade a read lock (which SQLite refuses at once, without waiting, when another commit came between).
     *   <li>{@code foreign_keys}: the event log's REFERENCES checked, as H2 and PostgreSQL check it.
     *   <li>{@code journal_size_limit}: a log that started again from its beginning is cut back to the limit, not
     *       left at its largest (see {@link LogCheckpoints}, which makes it start again).
     * </ul>
     */
    static final Map<String, String> PRAGMAS = Map.of(
            "journal_mode", "WAL",
            "synchronous", "NORMAL",
            "busy_timeout", "30000",
            "transaction_mode", "IMMEDIATE",
            "foreign_keys", "true",
            "journal_size_limit", Long.toString(SqliteSettings.LOG_LIMIT_BYTES));

    /** The write-ahead log's size past which it is checkpointed and truncated: 16 MiB, four of SQLite's own. */
    static final long LOG_LIMIT_BYTES = 16L * 1024 * 1024;

    private SqliteSettings() {
    }

    /**
     * Refuses to make a new SQLite file in a folder that holds an earlier server's H2 file: the server would
     * start empty and the tables seem lost. A SQLite file already there is opened whatever lies beside it.
     *
     * @throws StoreException naming the URL that opens the H2 file
     */
    static void refuseBesideEarlierH2(String url) {
        Path file = file(url);
        if (file == null || Files.exists(file)) {
            return;
        }
        Path folder = file.toAbsolutePath().getParent();
        Path h2 = folder == null ? null : folder.resolve(Database.EARLIER_H2_FILE);
        if (h2 != null && Files.exists(h2)) {
            String h2Url = "jdbc:h2:file:" + folder.resolve("tabula");
            throw new StoreException("The folder " + folder + " holds " + Database.EARLIER_H2_FILE + ", the tables"
                    + " of an earlier Tabula server (H2). This server keeps them in " + file.getFileName()
                    + " (SQLite) and will not start empty beside them: give --db " + h2Url + " to serve them, or"
                    + " move " + Database.EARLIER_H2_FILE + " away to start afresh.", null);
        }
    }

    /** The file a {@code jdbc:sqlite:} URL names, or null for an in-memory or otherwise unnamed database. */
    static Path file(String url) {
        String rest = url.substring("jdbc:sqlite:".length());
        int query = rest.indexOf('?');
        String name = query < 0 ? rest : rest.substring(0, query);
        if (name.startsWith("file:")) {
            name = name.substring("file:".length());
        }
        if (name.isEmpty() || name.startsWith(":memory:") || name.contains("mode=memory")) {
            return null;
        }
        return Path.of(name);
    }
}

package org.tabula.host.command;

import com.google.inject.Injector;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.nio.file.Path;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tabula.host.console.Console;
import org.tabula.host.core.plugin.InstalledGames;
import org.tabula.web.AddressBlock;
import org.tabula.web.CannotListen;
import org.tabula.web.ConnectionLimits;
import org.tabula.web.PrecomputeSettings;
import org.tabula.web.ServerLog;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.WebAccess;
import org.tabula.web.store.Database;
import org.tabula.web.store.StoreException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code tabula serve}: the game server, every installed game over HTTP and WebSocket, on a database. */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        description = {
            "Runs the game server until stopped (Ctrl-C).",
            "Every installed game is played over HTTP (/api/v1/games, /api/v1/tables ...) by people and bots; every "
                    + "move is stored before it is answered, so a restart carries on every table."
        })
public final class ServeCommand implements Callable<Integer> {

    private final Injector injector;
    private final Console console;
    private final ServeLifetime lifetime;
    private final DataFolder folders;

    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", description = "The HTTP port; 0 for any free one (default 8080).")
    private int port = 8080;

    @Option(names = "--db", paramLabel = "URL", description = "The database: jdbc:sqlite:PATH, "
            + "jdbc:postgresql://HOST:PORT/NAME, or jdbc:h2:file:PATH (an earlier server's file) (default: tabula.db, "
            + "a SQLite file, in ~/.tabula/server, or in $TABULA_DATA).")
    private String db;

    @Option(names = "--bind", paramLabel = "ADDRESS", description = "The address to listen on: 127.0.0.1 (the "
            + "default) keeps the server to this machine; 0.0.0.0 or :: listens on every interface, for a server "
            + "others reach (put it behind a TLS proxy).")
    private String bind = WebAccess.DEFAULT_BIND;

    @Option(names = "--allow-origin", paramLabel = "ORIGIN", description = "Another site (https://HOST[:PORT]) "
            + "whose pages may call the API and open its WebSocket; repeat for more. Default: the server's own "
            + "pages only.")
    private List<String> allowOrigins = new ArrayList<>();

    @Option(names = "--frame-ancestors", paramLabel = "ORIGIN", description = "A site (https://HOST[:PORT]) that "
            + "may show the pages in a frame; repeat for more. Default: none.")
    private List<String> frameAncestors = new ArrayList<>();

    @Option(names = "--trusted-proxy", paramLabel = "ADDRESS", description = "A reverse proxy (an address or a "
            + "CIDR block: 127.0.0.1, 10.0.0.0/8, ::1) whose X-Forwarded-For (or Forwarded) header names the client "
            + "a connection from it is for, as the rates and the log count it; repeat for more. Default: none, "
            + "every client is the connection's own address.")
    private List<String> trustedProxies = new ArrayList<>();

    @Option(names = "--db-timeout", paramLabel = "DURATION", description = "How long a request waits for the "
            + "database before it is answered 503: 3s, the default, 500ms, PT10S; at least 250ms.")
    private String dbTimeout = "3s";

    @Option(names = "--bot-threads", paramLabel = "N", description = "How many bots may think at once (default 1).")
    private int botThreads = ServerSettings.DEFAULT_BOT_THREADS;

    @Option(names = "--bot-time", paramLabel = "DURATION", description = "A bot's time per move: 1s, 500ms, "
            + "PT2S (default 1s).")
    private String botTime = "1s";

    @Option(names = "--request-threads", paramLabel = "N", description = "The threads that run requests; a slow "
            + "client holds none, its body being read whole first (default 200, at least 8).")
    private int requestThreads = ConnectionLimits.DEFAULT_REQUEST_THREADS;

    @Option(names = "--idle-timeout", paramLabel = "DURATION", description = "How long a connection may send "
            + "nothing before it is closed (default 30s).")
    private String idleTimeout = "30s";

    @Option(names = "--header-timeout", paramLabel = "DURATION", description = "How long a new connection has to "
            + "send its first request's headers (default 10s).")
    private String headerTimeout = "10s";

    @Option(names = "--body-timeout", paramLabel = "DURATION", description = "How long a request's body may take "
            + "to arrive in full, however steadily it trickles; past it, 408 (default 20s).")
    private String bodyTimeout = "20s";

    @Option(names = "--connections-per-address", paramLabel = "N", description = "How many connections one client "
            + "address may hold open at once; more are closed at once (default 64).")
    private int connectionsPerAddress = ConnectionLimits.DEFAULT_CONNECTIONS_PER_ADDRESS;

    @Option(names = "--watcher-queue", paramLabel = "SIZE", description = "How many bytes of states may wait "
            + "unsent for one WebSocket watcher before it is dropped: 2MiB, 512KiB, 100000 (default 2MiB).")
    private String watcherQueue = "2MiB";

    @Option(names = "--watcher-queue-total", paramLabel = "SIZE", description = "How many bytes of states may wait "
            + "unsent for all WebSocket watchers together; past it a watcher with states waiting is dropped rather "
            + "than sent more: 64MiB (the default), 256MiB.")
    private String watcherQueueTotal = "64MiB";

    @Option(names = "--ping-interval", paramLabel = "DURATION", description = "How often every WebSocket watcher "
            + "is pinged, so a quiet one stays open (default 10s).")
    private String pingInterval = "10s";

    @Option(names = "--ws-idle-timeout", paramLabel = "DURATION", description = "How long a WebSocket may go with "
            + "no frame either way, pings and their answers counted, before it is closed (default 60s).")
    private String webSocketIdleTimeout = "60s";

    @Option(names = "--table-cache-mb", paramLabel = "MB", description = "The memory the live tables may hold, "
            + "estimated; past it the least used are let go and read again from the database when asked for "
            + "(default 128).")
    private long tableCacheMb = TableLimits.DEFAULT_CACHE_BYTES >> 20;

    @Option(names = "--tables-per-minute", paramLabel = "N", description = "How many tables one client address "
            + "may make a minute; past it 429 with Retry-After (default 30).")
    private int tablesPerMinute = TableLimits.DEFAULT_TABLES_PER_MINUTE;

    @Option(names = "--moves-per-second", paramLabel = "N", description = "How many moves, rolls, joins, offers, "
            + "resignations, takebacks, rematches and lines of chat one client address may send a second; past it 429 with Retry-After (default 10).")
    private int movesPerSecond = TableLimits.DEFAULT_MOVES_PER_SECOND;

    @Option(names = "--max-record-bytes", paramLabel = "N", description = "The largest record a table may be made "
            + "from, in bytes, at most 1048576; larger is 413 (default 262144).")
    private int maxRecordBytes = TableLimits.DEFAULT_MAX_RECORD_BYTES;

    @Option(names = "--max-name-chars", paramLabel = "N", description = "The longest display name of a seat, in "
            + "characters once trimmed, 1 to 200; longer is 400 BAD_NAME (default 40).")
    private int maxNameChars = TableLimits.DEFAULT_MAX_NAME_CHARS;

    @Option(names = "--max-chat-chars", paramLabel = "N", description = "The longest line of chat, in characters "
            + "once trimmed, 1 to 10000; longer is 400 CHAT_TOO_LONG (default 500).")
    private int maxChatChars = TableLimits.DEFAULT_MAX_CHAT_CHARS;

    @Option(names = "--tables", paramLabel = "DIR", description = "Keep the games' precomputed tables (morris: its "
            + "endgame tables and solved games) in this folder, a file per part (GAME-PART.bin), so they are computed "
            + "once; default: in memory only, computed again after each start.")
    private Path tablesFolder;

    @Option(names = "--max-part-mb", paramLabel = "MB", description = "The largest precomputed part the server "
            + "computes or loads, in MiB as the game reckons it saved; a seat whose bot reads a larger one is 400 "
            + "BAD_SEAT and an analysis goes without it (default 160: not Seven Men's Morris's solution).")
    private long maxPartMb = PrecomputeSettings.DEFAULT_MAX_PART_BYTES >> 20;

    @Option(names = "--client-seeds", description = "Take a seed from a client making a table (\"seed\"), from "
            + "which its throws and bots follow, so a table can be made again alike: for tests, demonstrations and "
            + "screenshots only, never on a server others reach (whoever gives the seed foresees every throw). "
            + "Default: refused (400 BAD_FIELD).")
    private boolean clientSeeds;

    /**
     * The games are asked for so that Guice makes this command in the injector that has them (a command needing
     * nothing of the child would be made in the parent, and be handed the parent as its injector).
     */
    @Inject
    ServeCommand(Injector injector, Provider<InstalledGames> games, Console console, ServeLifetime lifetime,
            DataFolder folders) {
        this.injector = injector;
        this.console = console;
        this.lifetime = lifetime;
        this.folders = folders;
    }

    @Override
    public Integer call() throws InterruptedException {
        String url = db != null ? db : Database.defaultUrl(folders.server());
        ServerSettings settings;
        try {
            if (tableCacheMb < 1 || tableCacheMb > Long.MAX_VALUE >> 20) {
                throw new IllegalArgumentException("--table-cache-mb must be 1 or more: " + tableCacheMb);
            }
            ConnectionLimits limits = new ConnectionLimits(requestThreads, duration("--idle-timeout", idleTimeout),
                    duration("--header-timeout", headerTimeout), duration("--body-timeout", bodyTimeout),
                    connectionsPerAddress, size("--watcher-queue", watcherQueue),
                    duration("--ping-interval", pingInterval), duration("--ws-idle-timeout", webSocketIdleTimeout))
                    .withWatcherQueueTotalBytes(size("--watcher-queue-total", watcherQueueTotal));
            settings = new ServerSettings(port, url, botThreads, duration("--bot-time", botTime),
                    new WebAccess(bind, allowOrigins, frameAncestors,
                            trustedProxies.stream().map(AddressBlock::parse).toList()),
                    duration("--db-timeout", dbTimeout), limits,
                    new TableLimits(tableCacheMb << 20, tablesPerMinute, movesPerSecond, maxRecordBytes,
                            maxNameChars, maxChatChars))
                    .withClientSeeds(clientSeeds)
                    .withPrecompute(precompute());
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        ServerLog.routeJavaLogging();
        TabulaServer server;
        try {
            server = TabulaServer.start(injector, settings);
        } catch (CannotListen e) {
            console.err().println("tabula serve: --bind/--port: " + e.getMessage());
            console.err().println("Try 'tabula serve --help' for more information.");
            console.err().flush();
            return ExitCodes.USAGE;
        } catch (IllegalArgumentException | StoreException e) {
            // A usage error said here: picocli hands exceptions thrown while running to the internal-error handler.
            // Only a URL of no known kind is the option's fault; a store's message names its file or URL itself.
            console.err().println("tabula serve: " + (e instanceof StoreException ? "" : "--db: ") + e.getMessage());
            console.err().println("Try 'tabula serve --help' for more information.");
            console.err().flush();
            return ExitCodes.USAGE;
        }
        console.out().println("tabula serve: " + server.url() + " (" + Database.shown(url) + ")");
        console.out().flush();
        try {
            lifetime.serve(server);
        } finally {
            server.close();
        }
        return ExitCodes.OK;
    }

    private Duration duration(String option, String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        try {
            if (t.startsWith("pt")) {
                return Duration.parse(t);
            }
            if (t.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2)));
            }
            if (t.endsWith("s")) {
                return Duration.ofMillis(Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 1000));
            }
        } catch (NumberFormatException | DateTimeParseException e) {
            // Said below, with what to give.
        }
        throw new ParameterException(spec.commandLine(), option + " takes a duration such as 1s, 500ms or PT2S, "
                + "not '" + text + "'");
    }

    /** A size in bytes: a number, or one with KiB or MiB after it. */
    private long size(String option, String text) {
        String t = text.strip();
        long unit = 1;
        if (t.regionMatches(true, Math.max(0, t.length() - 3), "KiB", 0, 3)) {
            unit = 1L << 10;
        } else if (t.regionMatches(true, Math.max(0, t.length() - 3), "MiB", 0, 3)) {
            unit = 1L << 20;
        }
        String number = unit == 1 ? t : t.substring(0, t.length() - 3).strip();
        try {
            return Math.multiplyExact(Long.parseLong(number), unit);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new ParameterException(spec.commandLine(), option + " takes a size such as 2MiB, 512KiB or "
                    + "100000 (bytes), not '" + text + "'");
        }
    }

    /** Where the precomputed parts are kept and the largest computed, checked. */
    private PrecomputeSettings precompute() {
        if (maxPartMb < 1 || maxPartMb > Long.MAX_VALUE >> 20) {
            throw new IllegalArgumentException("--max-part-mb must be 1 or more: " + maxPartMb);
        }
        return new PrecomputeSettings(Optional.ofNullable(tablesFolder), maxPartMb << 20);
    }
}

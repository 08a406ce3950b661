package org.tabula.benchmarks.server;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.tabula.web.ConnectionLimits;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/**
 * A server in a JVM of its own for {@link ServerTables}, on a fresh SQLite file: prints {@code port N}, then answers
 * each line {@code heap} on its input with the heap in use after a collection, in MiB; ends when its input does.
 */
public final class BenchServer {

    private BenchServer() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> given = ServerLoad.options(args);
        long cacheMb = Long.parseLong(given.getOrDefault("table-cache-mb",
                Long.toString(TableLimits.DEFAULT_CACHE_BYTES >> 20)));
        Path folder = Files.createTempDirectory("tabula-tables");
        // The benchmark's clients are one address: its rates may not hold them back.
        TableLimits limits = new TableLimits(cacheMb << 20, 1_000_000, 1_000_000,
                TableLimits.DEFAULT_MAX_RECORD_BYTES);
        // Nor may the cap on connections an address holds: every watcher is a connection of that one address.
        ConnectionLimits d = ConnectionLimits.DEFAULTS;
        ConnectionLimits connections = new ConnectionLimits(d.requestThreads(), d.idleTimeout(), d.headerTimeout(),
                d.bodyTimeout(), 1_000_000, d.watcherQueueBytes(), d.pingInterval(), d.webSocketIdleTimeout());
        try (TabulaServer server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(folder), 1,
                Duration.ofMillis(50)).withTables(limits).withConnections(connections))) {
            System.out.println("port " + server.port() + " (SQLite file in " + folder + ", table cache " + cacheMb
                    + " MiB)");
            System.out.flush();
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.strip().equals("heap")) {
                    System.gc();
                    MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
                    System.out.printf("heap %d of %d%n", heap.getUsed() >> 20, heap.getMax() >> 20);
                    System.out.flush();
                }
            }
        }
    }
}

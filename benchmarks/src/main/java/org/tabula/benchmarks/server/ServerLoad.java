package org.tabula.benchmarks.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.tabula.web.ServerSettings;
import org.tabula.web.TableLimits;
import org.tabula.web.TabulaServer;
import org.tabula.web.store.Database;

/**
 * The server under load (issue 16; a benchmark, not a test): N tables at once, bots against bots at the lowest
 * level and HTTP clients playing random legal moves at the others, for a while after a warm-up; prints moves per
 * second and the round-trip percentiles of a human move.
 *
 * <pre>
 *   benchmarks/server-load.sh [--tables 500] [--bot-tables 100] [--clients 8] [--seconds 60] [--warmup 10]
 *                             [--bot-time-ms 50] [--bot-threads 1] [--url http://HOST:PORT]
 * </pre>
 * Without --url a server is started in this JVM on a fresh SQLite file (the default store); the clients then share the cores with it.
 */
public final class ServerLoad {

    private ServerLoad() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> given = options(args);
        int tables = Integer.parseInt(given.getOrDefault("tables", "500"));
        int botTables = Integer.parseInt(given.getOrDefault("bot-tables", "100"));
        int clients = Integer.parseInt(given.getOrDefault("clients", "8"));
        int seconds = Integer.parseInt(given.getOrDefault("seconds", "60"));
        int warmup = Integer.parseInt(given.getOrDefault("warmup", "10"));
        Duration botTime = Duration.ofMillis(Long.parseLong(given.getOrDefault("bot-time-ms", "50")));
        int botThreads = Integer.parseInt(given.getOrDefault("bot-threads", "1"));

        TabulaServer server = null;
        String url = given.get("url");
        DataFolder data = null;
        if (url == null) {
            Path folder = Files.createTempDirectory("tabula-load");
            data = new DataFolder(folder);
            // Every client of the load is one address: its rates may not hold it back.
            server = TabulaServer.start(new ServerSettings(0, Database.defaultUrl(folder), botThreads, botTime)
                    .withTables(TableLimits.DEFAULT.withRates(1_000_000, 1_000_000)));
            url = "http://127.0.0.1:" + server.port();
            System.out.println("server: in this JVM, SQLite file in " + folder + ", " + botThreads
                    + " bot thread(s), bot time " + botTime.toMillis() + " ms");
        } else {
            System.out.println("server: " + url);
        }
        try {
            run(new LoadHttp(url), tables, botTables, clients, seconds, warmup, data);
        } finally {
            if (server != null) {
                server.close();
            }
        }
        if (data != null) {
            data.report();
        }
    }

    private static void run(LoadHttp http, int tables, int botTables, int clients, int seconds, int warmup,
            DataFolder data) throws Exception {
        boolean sameJvm = data != null;
        BotTables bots = new BotTables(http, botTables);
        List<List<HumanPlayer.HumanTable>> shares = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            shares.add(new CopyOnWriteArrayList<>());
        }
        for (int t = 0; t < tables - botTables; t++) {
            shares.get(t % clients).add(HumanPlayer.create(http));
        }
        AtomicBoolean measuring = new AtomicBoolean();
        AtomicBoolean stop = new AtomicBoolean();
        List<HumanPlayer> players = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            HumanPlayer player = new HumanPlayer(http, shares.get(c), c, measuring, stop);
            players.add(player);
            Thread thread = new Thread(player, "load-client-" + c);
            threads.add(thread);
            thread.start();
        }
        Thread.sleep(warmup * 1000L);
        bots.mark();
        long start = System.nanoTime();
        measuring.set(true);
        long end = start + seconds * 1_000_000_000L;
        for (long left = end - System.nanoTime(); left > 0; left = end - System.nanoTime()) {
            Thread.sleep(Math.min(1000, left / 1_000_000 + 1));
            bots.replaceFinished();
            if (data != null) {
                data.sample();
            }
        }
        measuring.set(false);
        double elapsed = (System.nanoTime() - start) / 1e9;
        long botMoves = bots.movesSinceMark();
        stop.set(true);
        for (Thread thread : threads) {
            thread.join();
        }
        report(players, bots, tables, clients, elapsed, botMoves, warmup, sameJvm);
    }

    private static void report(List<HumanPlayer> players, BotTables bots, int tables, int clients, double elapsed,
            long botMoves, int warmup, boolean sameJvm) {
        long[] all = players.stream().map(HumanPlayer::times).flatMapToLong(Arrays::stream).sorted().toArray();
        long errors = players.stream().mapToLong(HumanPlayer::errors).sum();
        System.out.printf("tables: %d at once (%d bot vs bot at level 1, %d human vs human by %d client threads)%n",
                tables, bots.size(), tables - bots.size(), clients);
        System.out.printf("cores: %d; %s%n", Runtime.getRuntime().availableProcessors(), sameJvm
                ? "the client threads share them with the server (same JVM)" : "the server runs elsewhere");
        System.out.printf("measured: %.1f s after %d s of warm-up%n", elapsed, warmup);
        System.out.printf("moves per second: human %.1f, bot %.1f (%d human, %d bot moves)%n", all.length / elapsed,
                botMoves / elapsed, all.length, botMoves);
        if (all.length > 0) {
            System.out.printf("human move round trip (POST .../moves): p50 %.1f ms, p90 %.1f ms, p99 %.1f ms,"
                    + " max %.1f ms%n", ms(all, 0.50), ms(all, 0.90), ms(all, 0.99), all[all.length - 1] / 1e6);
        }
        System.out.printf("errors: %d (requests not answered 200/201, or failed, over the whole run)%n",
                errors + bots.errors());
    }

    /** The q-th quantile of sorted nanoseconds, in milliseconds (nearest rank). */
    static double ms(long[] sorted, double q) {
        int rank = (int) Math.ceil(q * sorted.length) - 1;
        return sorted[Math.max(0, rank)] / 1e6;
    }

    static Map<String, String> options(String[] args) {
        Map<String, String> given = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("expected --NAME VALUE, not " + args[i]);
            }
            given.put(args[i].substring(2), args[i + 1]);
        }
        return given;
    }
}

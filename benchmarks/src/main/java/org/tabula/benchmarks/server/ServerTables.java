package org.tabula.benchmarks.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * Many tables, each with a watcher, on a server with a bounded heap (issue 31; a benchmark, not a test): makes the
 * tables, opens a WebSocket watcher on each, then plays random legal moves at random tables and prints a move's
 * round-trip percentiles and the server's heap in use after a collection.
 *
 * <pre>
 *   benchmarks/server-tables.sh [--tables 10000] [--moves 20000] [--clients 4] [--heap 512m] [--table-cache-mb 128]
 * </pre>
 * The server runs in a JVM of its own ({@link BenchServer}) with that heap, so its memory is its alone.
 */
public final class ServerTables {

    private ServerTables() {
    }

    /** A table as the client knows it: the tokens, and the last state's turn and legal moves. */
    private record Seat(String id, JsonNode tokens, String turn, List<String> legal, boolean active) {
        static Seat of(String id, JsonNode tokens, JsonNode state) {
            List<String> legal = new ArrayList<>();
            state.get("legalMoves").forEach(move -> legal.add(move.get("text").asText()));
            return new Seat(id, tokens, state.get("turn").asText(), legal,
                    state.get("status").asText().equals("active"));
        }
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> given = ServerLoad.options(args);
        int tables = Integer.parseInt(given.getOrDefault("tables", "10000"));
        int moves = Integer.parseInt(given.getOrDefault("moves", "20000"));
        int clients = Integer.parseInt(given.getOrDefault("clients", "4"));
        String heap = given.getOrDefault("heap", "512m");
        String cacheMb = given.getOrDefault("table-cache-mb", "128");

        Process server = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "-cp", System.getProperty("java.class.path"), BenchServer.class.getName(),
                "--table-cache-mb", cacheMb).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(),
                    StandardCharsets.UTF_8));
            PrintStream in = new PrintStream(server.getOutputStream(), true, StandardCharsets.UTF_8);
            String first = out.readLine();
            if (first == null || !first.startsWith("port ")) {
                throw new IllegalStateException("the server did not start: " + first);
            }
            System.out.println("server: -Xmx" + heap + ", " + first);
            int port = Integer.parseInt(first.split(" ")[1]);
            run(new LoadHttp("http://127.0.0.1:" + port), port, tables, moves, clients, out, in);
        } finally {
            server.destroy();
            server.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static void run(LoadHttp http, int port, int tables, int moves, int clients, BufferedReader out,
            PrintStream in) throws Exception {
        Seat[] seats = new Seat[tables];
        AtomicLong errors = new AtomicLong();
        AtomicLong played = new AtomicLong();
        long made = System.nanoTime();
        parallel(clients, c -> {
            for (int t = c; t < tables; t += clients) {
                LoadHttp.Reply created = http.post("/api/v1/tables",
                        "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}", null);
                if (created.status() != 201) {
                    throw new IllegalStateException("creating a table answered " + created.status());
                }
                seats[t] = Seat.of(created.json().get("id").asText(), created.json().get("tokens"),
                        created.json().get("table"));
            }
        });
        System.out.printf("made %d tables in %.1f s; server heap after a collection: %s%n", tables,
                (System.nanoTime() - made) / 1e9, heap(out, in));

        HttpClient sockets = HttpClient.newHttpClient();
        AtomicLongArray heard = new AtomicLongArray(tables);
        List<WebSocket> watchers = new ArrayList<>();
        for (int t = 0; t < tables; t++) {
            int table = t;
            watchers.add(sockets.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + port
                    + "/api/v1/tables/" + seats[t].id() + "/live"), new WebSocket.Listener() {
                        /** Whether the message under way is a state (its type comes first, in its first part). */
                        private Boolean state;

                        @Override
                        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                            if (state == null) {
                                state = data.toString().startsWith("{\"type\":\"state\"");
                            }
                            if (last) {
                                if (state) {
                                    heard.incrementAndGet(table);
                                }
                                state = null;
                            }
                            ws.request(1);
                            return null;
                        }
                    }).get(30, TimeUnit.SECONDS));
        }
        System.out.printf("opened %d watchers; server heap after a collection: %s%n", watchers.size(),
                heap(out, in));

        long[][] times = new long[clients][];
        int warmup = moves / 10;
        parallel(clients, c -> {
            SplittableRandom random = new SplittableRandom(c);
            int mine = (moves + warmup) / clients;
            long[] took = new long[mine];
            int measured = 0;
            for (int i = 0; i < mine; i++) {
                int t = c + clients * random.nextInt((tables - c + clients - 1) / clients);
                Seat seat = seats[t];
                if (!seat.active()) {
                    continue;
                }
                String move = seat.legal().get(random.nextInt(seat.legal().size()));
                String body = LoadHttp.JSON.createObjectNode().put("move", move).toString();
                long start = System.nanoTime();
                LoadHttp.Reply reply = http.post("/api/v1/tables/" + seat.id() + "/moves", body,
                        seat.tokens().get(seat.turn()).asText());
                long elapsed = System.nanoTime() - start;
                if (reply.status() != 200) {
                    errors.incrementAndGet();
                    continue;
                }
                played.incrementAndGet();
                seats[t] = Seat.of(seat.id(), seat.tokens(), reply.json());
                if (i >= warmup / clients) {
                    took[measured++] = elapsed;
                }
            }
            times[c] = Arrays.copyOf(took, measured);
        });
        long[] all = Arrays.stream(times).flatMapToLong(Arrays::stream).sorted().toArray();
        System.out.printf("moves: %d measured after %d of warm-up, by %d client threads at random tables%n",
                all.length, warmup, clients);
        if (all.length > 0) {
            System.out.printf("move round trip (POST .../moves): p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                    ServerLoad.ms(all, 0.50), ServerLoad.ms(all, 0.90), ServerLoad.ms(all, 0.99),
                    all[all.length - 1] / 1e6);
        }
        // Each watcher is due its table's state on connecting and after each move; the last may still be on the way.
        long due = tables + played.get();
        long frames = heardAll(heard);
        for (int wait = 0; wait < 300 && frames < due; wait++) {
            Thread.sleep(100);
            frames = heardAll(heard);
        }
        System.out.printf("watchers heard %d of the %d states due; server heap after a collection: %s; errors: %d%n",
                frames, due, heap(out, in), errors.get());
        for (WebSocket watcher : watchers) {
            watcher.abort();
        }
    }

    private static long heardAll(AtomicLongArray heard) {
        long frames = 0;
        for (int t = 0; t < heard.length(); t++) {
            frames += heard.get(t);
        }
        return frames;
    }

    /** The server's heap in use after a collection, as it says it. */
    private static String heap(BufferedReader out, PrintStream in) throws Exception {
        in.println("heap");
        String line = out.readLine();
        String[] parts = line == null ? new String[0] : line.split(" ");
        return parts.length == 4 ? parts[1] + " MiB in use of " + parts[3] + " MiB" : "unknown (" + line + ")";
    }

    /** A task run by each of so many threads at once, waited for. */
    private interface Part {
        void run(int client) throws Exception;
    }

    private static void parallel(int clients, Part part) throws Exception {
        List<Thread> threads = new ArrayList<>();
        Exception[] failed = new Exception[1];
        for (int c = 0; c < clients; c++) {
            int client = c;
            Thread thread = new Thread(() -> {
                try {
                    part.run(client);
                } catch (Exception e) {
                    synchronized (failed) {
                        failed[0] = e;
                    }
                }
            }, "tables-client-" + c);
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        if (failed[0] != null) {
            throw failed[0];
        }
    }
}

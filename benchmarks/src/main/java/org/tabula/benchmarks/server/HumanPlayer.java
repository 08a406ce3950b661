package org.tabula.benchmarks.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One client thread playing its share of the human-vs-human tables round and round: GET the state, POST a
 * uniformly random legal move for the side to move, timing the POST; a finished table is replaced by a new one.
 */
final class HumanPlayer implements Runnable {

    private final LoadHttp http;
    private final List<HumanTable> tables;
    private final SplittableRandom random;
    private final AtomicBoolean measuring;
    private final AtomicBoolean stop;
    private long[] times = new long[1 << 16];
    private int count;
    private long errors;

    /** A table this client plays: its id and both seats' tokens. */
    record HumanTable(String id, JsonNode tokens) {
    }

    HumanPlayer(LoadHttp http, List<HumanTable> tables, long seed, AtomicBoolean measuring, AtomicBoolean stop) {
        this.http = http;
        this.tables = tables;
        this.random = new SplittableRandom(seed);
        this.measuring = measuring;
        this.stop = stop;
    }

    /** Makes a morris table with two human seats. */
    static HumanTable create(LoadHttp http) throws Exception {
        LoadHttp.Reply created = http.post("/api/v1/tables",
                "{\"game\":\"morris\",\"seats\":{\"white\":\"human\",\"black\":\"human\"}}", null);
        if (created.status() != 201) {
            throw new IllegalStateException("creating a table answered " + created.status() + " " + created.json());
        }
        return new HumanTable(created.json().get("id").asText(), created.json().get("tokens"));
    }

    @Override
    public void run() {
        int i = 0;
        while (!stop.get()) {
            try {
                step(i);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (Exception e) {
                errors++;
            }
            i = (i + 1) % tables.size();
        }
    }

    private void step(int i) throws Exception {
        HumanTable table = tables.get(i);
        LoadHttp.Reply read = http.get("/api/v1/tables/" + table.id());
        if (read.status() != 200) {
            errors++;
            return;
        }
        JsonNode state = read.json();
        if (!state.get("status").asText().equals("active")) {
            tables.set(i, create(http));
            return;
        }
        JsonNode legal = state.get("legalMoves");
        String move = legal.get(random.nextInt(legal.size())).get("text").asText();
        String body = LoadHttp.JSON.createObjectNode().put("move", move).toString();
        String token = table.tokens().get(state.get("turn").asText()).asText();
        long start = System.nanoTime();
        LoadHttp.Reply played = http.post("/api/v1/tables/" + table.id() + "/moves", body, token);
        long took = System.nanoTime() - start;
        if (played.status() != 200) {
            errors++;
        } else if (measuring.get()) {
            if (count == times.length) {
                times = Arrays.copyOf(times, count * 2);
            }
            times[count++] = took;
        }
    }

    /** The round-trip times (ns) of the moves played while measuring. */
    long[] times() {
        return Arrays.copyOf(times, count);
    }

    long errors() {
        return errors;
    }
}

package org.tabula.host.command;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Plays the human seats of tables as fast as it can, on a thread of its own, until the server is gone: a random
 * legal move, or the roll when the game waits for one. It remembers each table's last acknowledged state, the one
 * that a 200 answered, which a restarted server must still hold.
 */
final class ServeCrashPlayer implements Runnable {

    /** A table the test plays, with what the server last acknowledged of it. */
    static final class Tracked {
        final String game;
        final String id;
        final JsonNode tokens;
        volatile JsonNode acked;

        Tracked(String game, JsonNode created) {
            this.game = game;
            this.id = created.get("id").asText();
            this.tokens = created.get("tokens");
            this.acked = created.get("table");
        }
    }

    private final ServeCrashServer server;
    private final List<Tracked> tables;
    private final Random random;
    private final List<String> wrongAnswers = new ArrayList<>();
    private volatile int acknowledged;

    ServeCrashPlayer(ServeCrashServer server, List<Tracked> tables, long seed) {
        this.server = server;
        this.tables = tables;
        this.random = new Random(seed);
    }

    @Override
    public void run() {
        try {
            while (true) {
                boolean played = false;
                for (Tracked table : tables) {
                    played |= step(table);
                }
                if (!played) {
                    // Every table over, or waiting for a bot: nothing sent, so no failed request will say the
                    // server is gone; ask the process itself.
                    if (!server.alive()) {
                        return;
                    }
                    Thread.sleep(5);
                }
            }
        } catch (IOException gone) {
            // The server was killed: whatever was in flight may or may not have been committed.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One action at the table if a human is to act; false when nothing was to be done. */
    private boolean step(Tracked table) throws IOException, InterruptedException {
        JsonNode state = table.acked;
        if (!state.get("status").asText().equals("active") || !table.tokens.has(state.get("turn").asText())) {
            return false;
        }
        String token = table.tokens.get(state.get("turn").asText()).asText();
        String path = "/api/v1/tables/" + table.id;
        ServeCrashServer.Reply reply;
        if (!state.get("chance").isNull()) {
            reply = server.post(path + "/roll", "", token);
        } else {
            JsonNode legal = state.get("legalMoves");
            String move = legal.get(random.nextInt(legal.size())).get("text").asText();
            reply = server.post(path + "/moves", ServeCrashServer.JSON.createObjectNode().put("move", move)
                    .toString(), token);
        }
        if (reply.status() == 200) {
            table.acked = reply.json();
            acknowledged++;
        } else {
            synchronized (wrongAnswers) {
                wrongAnswers.add(table.game + " " + table.id + ": " + reply.status() + " " + reply.json());
            }
        }
        return true;
    }

    /** How many actions a 200 answered. */
    int acknowledged() {
        return acknowledged;
    }

    /** Every answer but 200 to an action the state said was legal (a refused token among them). */
    List<String> wrongAnswers() {
        synchronized (wrongAnswers) {
            return List.copyOf(wrongAnswers);
        }
    }
}

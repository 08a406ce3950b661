package org.tabula.web.store;

import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** Tables and changes for the store tests. */
final class Tables {

    private Tables() {
    }

    static String newId() {
        byte[] bits = new byte[16];
        ThreadLocalRandom.current().nextBytes(bits);
        return HexFormat.of().formatHex(bits);
    }

    /** A fresh active table at version 0, made at this instant. */
    static StoredTable table(String id, Instant at) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("flying", "true");
        options.put("board", "nine");
        Map<String, String> seats = new LinkedHashMap<>();
        seats.put("white", "human");
        seats.put("black", "bot:3");
        return new StoredTable(id, "morris", options, seats, Map.of("white", "ab".repeat(32)), 42L, 0,
                "[Game \"morris\"]\n", 0, "active", 0L, at, at);
    }

    static StoredTable table(String id) {
        return table(id, Instant.now());
    }

    static TableChange move(int ply, String text) {
        return new TableChange("[Game \"morris\"]\n\n" + text + "\n", ply, "active", 0, "move",
                ply % 2 == 1 ? "white" : "black", text, Map.of("white", "ab".repeat(32)));
    }
}

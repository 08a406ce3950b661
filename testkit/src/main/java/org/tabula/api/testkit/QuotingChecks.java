package org.tabula.api.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Outcome;

/**
 * Issue 19: what a game says about a text it refuses may quote the text, but never its control characters raw (an
 * ESC would drive the player's terminal, a NUL or a lone CR hide what came before it).
 */
final class QuotingChecks {

    /** Control characters a hostile text carries: ESC with a colour sequence, NUL, a lone CR, BEL, a C1 control. */
    static final String HOSTILE = "\u001b[31m\u0000\r\u0007\u0085";

    private QuotingChecks() {
    }

    /**
     * Each sample's texts with the hostile characters put at the start, middle and end: a move played, a position
     * and a record read. Every message that comes back shows no control character but a line feed or a tab.
     */
    static void messagesShowNoControlCharacters(GameProvider provider, GameOptions options, GameSamples samples) {
        List<String> moves = new ArrayList<>(samples.words());
        samples.states().forEach(state -> state.legalMoves().stream().limit(3).forEach(move -> moves.add(move.text())));
        for (String move : moves) {
            for (String text : spoiled(move)) {
                Outcome outcome = provider.newGame(options).play(text);
                if (!outcome.isAccepted()) {
                    check("play(\"" + text + "\")", outcome.refusal().message());
                }
            }
        }
        for (String position : samples.positions()) {
            for (String text : spoiled(position)) {
                checkRefusal("fromPosition", text, () -> provider.fromPosition(text, options));
            }
        }
        for (String record : samples.records()) {
            for (String text : spoiled(record)) {
                checkRefusal("readRecord", text, () -> provider.readRecord(text, options));
            }
        }
    }

    private static List<String> spoiled(String text) {
        int middle = text.length() / 2;
        return List.of(HOSTILE + text, text.substring(0, middle) + HOSTILE + text.substring(middle), text + HOSTILE);
    }

    private static void checkRefusal(String reader, String text, Supplier<?> read) {
        try {
            read.get();
        } catch (IllegalArgumentException refused) {
            check(reader + "(\"" + text + "\")", refused.getMessage());
        }
    }

    private static void check(String what, String message) {
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            if (c != '\n' && c != '\t' && (Character.getType(c) == Character.CONTROL)) {
                throw new AssertionError(what.replaceAll("\\p{Cc}", "?") + " answered with control character U+"
                        + String.format("%04X", (int) c) + " raw in: " + message.replaceAll("\\p{Cc}", "?"));
            }
        }
    }
}

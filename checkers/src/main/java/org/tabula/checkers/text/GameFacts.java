package org.tabula.checkers.text;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tabula.checkers.model.Board;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.GameState;

/** What a host shows or asks about a game beside its board, in words and FENs. */
public final class GameFacts {

    private GameFacts() {
    }

    /**
     * The facts a host shows beside the board: each side's men and kings, the no-progress count, and the last move
     * named by file and rank, as the board shows the squares (the host shows it in numbers).
     */
    public static Map<String, String> of(GameState state) {
        Map<String, String> facts = new LinkedHashMap<>();
        Board board = state.core().toPosition().board();
        for (Colour colour : Colour.values()) {
            facts.put(colour.word() + " men", Integer.toString(board.count(colour) - board.kings(colour)));
            facts.put(colour.word() + " kings", Integer.toString(board.kings(colour)));
        }
        facts.put("no progress", state.core().noProgress() + (state.draws().noProgressMoves() == 0 ? " plies"
                : " of " + state.draws().noProgressPlies() + " plies"));
        state.lastMove().ifPresent(move -> facts.put("last move, by file and rank", move.coordText()));
        return Collections.unmodifiableMap(facts);
    }

    /**
     * How often each position has stood since the last capture or man's move, keyed by its FEN, in the order
     * they first stood.
     */
    public static Map<String, Integer> repetitionCounts(Core core) {
        int[] keys = core.windowKeys();
        Map<String, Integer> counts = new LinkedHashMap<>();
        // The window starts on the side to move now when it spans an even number of plies.
        int turn = core.turn() ^ ((keys.length / 3 - 1) & 1);
        for (int i = 0; i < keys.length; i += 3) {
            String fen = Fen.write(Board.of(keys[i], keys[i + 1], keys[i + 2]), Colour.ofIndex(turn));
            counts.merge(fen, 1, Integer::sum);
            turn ^= 1;
        }
        return Collections.unmodifiableMap(counts);
    }
}

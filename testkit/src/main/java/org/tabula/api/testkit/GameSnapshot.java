package org.tabula.api.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;

/**
 * Everything the contract lets a caller see of a match, taken at one moment, to compare a game before and after:
 * two games with equal snapshots are the same game to any host.
 *
 * @param position the position text
 * @param record the record text
 * @param history the texts of the moves played
 * @param legalMoves the texts of the legal moves, in the game's order
 * @param turn the side to move
 * @param status whether the game goes on
 * @param result how it ended
 * @param ply the ply
 * @param drawOfferedBy the side whose draw offer stands
 * @param pendingChance the chance the game waits for
 * @param options the game's options
 * @param facts the facts a host shows beside the board
 * @param view the board drawn plain
 */
public record GameSnapshot(String position, String record, List<String> history, List<String> legalMoves,
        Side turn, Status status, Optional<Result> result, int ply, Optional<Side> drawOfferedBy,
        Optional<ChanceRequest> pendingChance, GameOptions options, Map<String, String> facts, List<String> view) {

    /** Keeps the lists and the map unchangeable. */
    public GameSnapshot {
        history = List.copyOf(history);
        legalMoves = List.copyOf(legalMoves);
        facts = Map.copyOf(facts);
        view = List.copyOf(view);
    }

    /** The match as it stands. */
    public static GameSnapshot of(Match match) {
        return new GameSnapshot(match.position(), match.record(), texts(match.history()), texts(match.legalMoves()),
                match.turn(), match.status(), match.result(), match.ply(), match.drawOfferedBy(),
                match.pendingChance(), match.options(), match.facts(), match.view().draw());
    }

    /** A game's rules state as it stands, its record written with no marks. */
    public static GameSnapshot of(GameProvider provider, Game game) {
        // A match made now on the game itself (not a copy) sees exactly what the game shows.
        return of(Match.of(provider, game));
    }

    /** The canonical texts of some moves, in order. */
    public static List<String> texts(List<? extends Move> moves) {
        List<String> texts = new ArrayList<>(moves.size());
        for (Move move : moves) {
            texts.add(move.text());
        }
        return texts;
    }

    /**
     * What differs between this snapshot and another, one line a part ({@code position: "..." then "..."}), or
     * the empty string when nothing does.
     */
    public String differences(GameSnapshot other) {
        StringBuilder b = new StringBuilder();
        differ(b, "position", position, other.position);
        differ(b, "record", record, other.record);
        differ(b, "history", history, other.history);
        differ(b, "legal moves", legalMoves, other.legalMoves);
        differ(b, "turn", turn, other.turn);
        differ(b, "status", status, other.status);
        differ(b, "result", result, other.result);
        differ(b, "ply", ply, other.ply);
        differ(b, "draw offered by", drawOfferedBy, other.drawOfferedBy);
        differ(b, "pending chance", pendingChance, other.pendingChance);
        differ(b, "options", options, other.options);
        differ(b, "facts", facts, other.facts);
        differ(b, "view", view, other.view);
        return b.toString();
    }

    private static void differ(StringBuilder b, String part, Object mine, Object theirs) {
        if (!Objects.equals(mine, theirs)) {
            b.append("\n    ").append(part).append(": ").append(quote(mine)).append(" then ").append(quote(theirs));
        }
    }

    private static String quote(Object value) {
        return value instanceof String text ? "\"" + FuzzReport.escape(text) + "\"" : String.valueOf(value);
    }
}

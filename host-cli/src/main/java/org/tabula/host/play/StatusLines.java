package org.tabula.host.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.host.console.Columns;

/**
 * What a person reads of a match beside its board: whose turn it is (or the result), the game's own facts (such as
 * the phase and the men in hand), the last move and a standing draw offer.
 */
final class StatusLines {

    private static final String GAP = "   ";

    private StatusLines() {
    }

    /** The lines, facts wrapped to the width. */
    static List<String> of(Match match, int width) {
        List<String> lines = new ArrayList<>();
        Optional<Result> result = match.result();
        if (match.status() == Status.FINISHED && result.isPresent()) {
            lines.add("Game over after " + plies(match.ply()) + ". " + describe(result.get()));
        } else {
            // The move numbered as the record and the prompt number it: morris's black answers in move 1 too.
            String number = match.nextMoveNumber().replaceAll("\\.+$", "");
            lines.add(match.turn().id() + (match.pendingChance().isPresent() ? " to roll" : " to move") + ", move "
                    + number);
        }
        lines.addAll(flow(facts(match.facts()), width));
        List<? extends Move> history = match.history();
        if (!history.isEmpty()) {
            lines.add("last move: " + history.get(history.size() - 1).text());
        }
        match.drawOfferedBy().ifPresent(side -> lines.add(side.id() + " offers a draw: "
                + String.join(" or ", others(match, side)) + " may accept or decline"));
        return lines;
    }

    /** A result for people, with the winner and the game's reason code: {@code White wins: ... (white no-move)}. */
    static String describe(Result result) {
        String code = result.winnerIfAny().map(Side::id).orElse("draw") + " " + result.reason();
        return result.sentence() + " (" + code + ")";
    }

    private static String plies(int ply) {
        return ply == 1 ? "1 move" : ply + " moves";
    }

    private static List<String> others(Match match, Side side) {
        return match.sides().stream().filter(s -> !s.equals(side)).map(Side::id).toList();
    }

    private static List<String> facts(Map<String, String> facts) {
        List<String> parts = new ArrayList<>();
        facts.forEach((name, value) -> parts.add(name + ": " + value));
        return parts;
    }

    /** The parts on as few lines as fit the width, a gap between them, never breaking a part. */
    static List<String> flow(List<String> parts, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String part : parts) {
            if (line.length() > 0 && Columns.visibleLength(line.toString()) + GAP.length()
                    + Columns.visibleLength(part) > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? GAP : "").append(part);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }
}

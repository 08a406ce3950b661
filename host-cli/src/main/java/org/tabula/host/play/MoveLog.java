package org.tabula.host.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Palette;
import org.tabula.api.Side;

/**
 * The moves of a game as its record numbers them, for the list beside the board and for {@code history}: moves
 * that share a number stand on one line ({@code 3. d2 f4}), and a line that starts with a later side's move says
 * so as the record does ({@code 3... f4}).
 */
final class MoveLog {

    /** One move: the number the record gives it, the side that played it, and its text. */
    record Entry(String number, Side side, String text) {
    }

    private final List<Entry> entries;

    private MoveLog(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /**
     * The moves of the match, numbered by taking them back one by one on a copy: the number of each is what the
     * game says of the position before it. A game begun from a position lists the moves since then.
     */
    static MoveLog of(Match match) {
        Game game = match.state();
        List<Entry> entries = new ArrayList<>();
        while (!game.history().isEmpty()) {
            List<Move> before = List.copyOf(game.history());
            if (!game.undo().isAccepted() || game.history().size() >= before.size()) {
                break;
            }
            // One undo may take back several moves (the Royal Game of Ur's turns lost go with the move before
            // them): they are played again from where the undo stopped, each numbered where it was played.
            entries.addAll(0, numbered(game.copy(), before.subList(game.history().size(), before.size())));
        }
        return new MoveLog(entries);
    }

    /** The moves played one after another from {@code game}, each with the number the game gives it there. */
    private static List<Entry> numbered(Game game, List<Move> moves) {
        List<Entry> entries = new ArrayList<>();
        Game at = game;
        for (Move move : moves) {
            entries.add(new Entry(at.nextMoveNumber(), at.turn(), move.text()));
            at = replayed(at, move).orElse(at);
        }
        return entries;
    }

    /**
     * The game after a move played again: played, or where the game waits for chance, the move an outcome forces
     * (a turn lost to the roll), found by trying each outcome on a copy. Empty when neither gives it.
     */
    private static Optional<Game> replayed(Game game, Move move) {
        Optional<ChanceRequest> chance = game.pendingChance();
        if (chance.isEmpty()) {
            Game next = game.copy();
            return next.play(move).isAccepted() ? Optional.of(next) : Optional.empty();
        }
        int before = game.history().size();
        for (String outcome : chance.get().outcomes()) {
            Game next = game.copy();
            if (next.supplyChance(outcome).isAccepted() && next.history().size() == before + 1
                    && next.history().get(before).text().equals(move.text())) {
                return Optional.of(next);
            }
        }
        return Optional.empty();
    }

    /** The moves, oldest first. */
    List<Entry> entries() {
        return entries;
    }

    /** The lines of the list, each move painted in its side's colour. */
    List<String> lines(Palette palette) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        String lineNumber = null;
        for (Entry entry : entries) {
            String number = bare(entry.number());
            if (!number.equals(lineNumber)) {
                if (lineNumber != null) {
                    lines.add(line.toString());
                }
                line.setLength(0);
                line.append(entry.number());
                lineNumber = number;
            }
            line.append(' ').append(palette.paint(entry.side().id(), entry.text()));
        }
        if (lineNumber != null) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** The number alone, without the dots that say whose move it is: moves with the same one share a line. */
    private static String bare(String number) {
        int end = 0;
        while (end < number.length() && Character.isDigit(number.charAt(end))) {
            end++;
        }
        return end == 0 ? number : number.substring(0, end);
    }
}

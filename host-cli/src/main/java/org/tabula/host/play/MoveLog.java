package org.tabula.host.play;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.tabula.api.Game;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
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
        Game game = match.state().copy();
        List<Entry> entries = new ArrayList<>();
        while (!game.history().isEmpty()) {
            Move last = game.history().get(game.history().size() - 1);
            Outcome<Move> taken = game.undo();
            if (!taken.isAccepted()) {
                break;
            }
            entries.add(new Entry(game.nextMoveNumber(), game.turn(), last.text()));
        }
        Collections.reverse(entries);
        return new MoveLog(entries);
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

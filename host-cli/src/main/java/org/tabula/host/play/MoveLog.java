package org.tabula.host.play;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.Match;
import org.tabula.api.Palette;
import org.tabula.api.PlayedMove;

/**
 * The moves of a game as its record numbers them, for the list beside the board and for {@code history}: moves
 * that share a number stand on one line ({@code 3. d2 f4}), and a line that starts with a later side's move says
 * so as the record does ({@code 3... f4}).
 */
final class MoveLog {

    private final List<PlayedMove> entries;

    private MoveLog(List<PlayedMove> entries) {
        this.entries = entries;
    }

    /** The moves of the match as its record numbers them ({@link Match#played()}). */
    static MoveLog of(Match match) {
        return new MoveLog(match.played());
    }

    /** The lines of the list, each move painted in its side's colour. */
    List<String> lines(Palette palette) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        String lineNumber = null;
        for (PlayedMove entry : entries) {
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

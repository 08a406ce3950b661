package org.tabula.notation;

import java.util.List;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/**
 * The one line a position text holds: morris's position line and xiangqi's FEN are read alike, the first line the
 * position and any line after it blank.
 */
public final class PositionLine {

    private PositionLine() {
    }

    /**
     * The first of the text's lines, as the game split them.
     *
     * @throws TextFormatException at 1:1 when there is no line or the first is blank, and where a later line's
     *     text begins when it is not blank
     */
    public static Line of(List<Line> lines) {
        if (lines.isEmpty() || lines.get(0).isBlank()) {
            throw TextFormatException.at(new TextLocation(1, 1), "there is no position");
        }
        for (Line line : lines.subList(1, lines.size())) {
            if (!line.isBlank()) {
                throw NotationErrors.at(line.tokens().get(0), "a position is one line; this is more");
            }
        }
        return lines.get(0);
    }
}

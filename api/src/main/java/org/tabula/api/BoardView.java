package org.tabula.api;

import java.util.List;
import java.util.Optional;

/**
 * The board as lines of text for a terminal. It draws; it does not print.
 *
 * @since 0.1.0
 */
@FunctionalInterface
public interface BoardView {

    /**
     * The board as lines, each part painted by the palette.
     *
     * @param palette how each part of the board (a side's pieces, the lines, the labels, the last move) is painted
     * @return the board's lines, top to bottom, without line ends
     */
    List<String> draw(Palette palette);

    /**
     * The board as plain lines.
     *
     * @return the board's lines, top to bottom, drawn with {@link Palette#PLAIN}
     */
    default List<String> draw() {
        return draw(Palette.PLAIN);
    }

    /**
     * The same board seen from the other side of the table: turned half round, the top rank at the bottom and the
     * files read right to left, the coordinates turned with it so that every square keeps its name (a1 at the top
     * right). Turning the turned view gives this one back. Empty for a view that cannot turn its board.
     *
     * @return the turned view, or empty when this view cannot turn its board
     */
    default Optional<BoardView> flipped() {
        return Optional.empty();
    }
}

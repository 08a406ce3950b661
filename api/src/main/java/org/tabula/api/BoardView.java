package org.tabula.api;

import java.util.List;

/**
 * The board as lines of text for a terminal. It draws; it does not print.
 */
@FunctionalInterface
public interface BoardView {

    /** The board as lines, each part painted by the palette. */
    List<String> draw(Palette palette);

    /** The board as plain lines. */
    default List<String> draw() {
        return draw(Palette.PLAIN);
    }
}

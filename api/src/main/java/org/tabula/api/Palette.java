package org.tabula.api;

/**
 * How a host colours the parts of a drawn board: a view names the part, the palette decides how it looks.
 *
 * <p>The roles a view uses are a side's id (a man or piece of that side), {@link #BOARD} (lines and points),
 * {@link #LABEL} (file letters and rank numbers) and {@link #MARK} (the squares of the last move).
 */
@FunctionalInterface
public interface Palette {

    /** Lines and empty points of the board. */
    String BOARD = "board";
    /** Coordinates around the board. */
    String LABEL = "label";
    /** What the last move touched. */
    String MARK = "mark";

    /** No colour at all: every text is drawn as it is. */
    Palette PLAIN = (role, text) -> text;

    /** The text as it should be drawn for the role; plain text must come out with the same visible width. */
    String paint(String role, String text);
}

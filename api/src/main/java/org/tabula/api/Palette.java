package org.tabula.api;

/**
 * How a host colours the parts of a drawn board: a view names the part, the palette decides how it looks.
 *
 * <p>The roles a view uses are a side's id (a man or piece of that side), {@link #BOARD} (lines and points),
 * {@link #LABEL} (file letters and rank numbers) and {@link #MARK} (the squares of the last move).
 *
 * <p>Colour alone would lose the last move where there is no colour (NO_COLOR, a dumb terminal, a pipe), so a view
 * also draws marker characters round what the last move touched when the palette asks for them,
 * {@link #bracketsMark()}, as {@link #PLAIN} does.
 *
 * @since 0.1.0
 */
@FunctionalInterface
public interface Palette {

    /** Lines and empty points of the board. */
    String BOARD = "board";
    /** Coordinates around the board. */
    String LABEL = "label";
    /** What the last move touched. */
    String MARK = "mark";

    /** No colour at all: every text is drawn as it is, and the last move is bracketed. */
    Palette PLAIN = new Palette() {
        @Override
        public String paint(String role, String text) {
            return text;
        }

        @Override
        public boolean bracketsMark() {
            return true;
        }
    };

    /**
     * The text as it should be drawn for the role; plain text must come out with the same visible width.
     *
     * @param role what the text is: a side's id, {@link #BOARD}, {@link #LABEL} or {@link #MARK}
     * @param text the plain text to draw
     * @return the text as drawn, with whatever escapes colour it; the same visible width as {@code text}
     */
    String paint(String role, String text);

    /**
     * Whether views draw brackets round each square or point the last move touched, {@code [W]}, painted as
     * {@link #MARK}: what a palette without colour needs for the move to show. {@link #PLAIN} does; a colouring
     * palette, which makes {@link #MARK} stand out by itself, keeps the default.
     *
     * @return true when views should bracket what the last move touched
     */
    default boolean bracketsMark() {
        return false;
    }
}

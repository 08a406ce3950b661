package org.tabula.api;

/**
 * Where in a text something was found: a line and a column, both counted from 1.
 *
 * @param line the line, from 1
 * @param column the column, from 1
 * @since 0.1.0
 */
public record TextLocation(int line, int column) {

    /**
     * Checks that both are counted from 1.
     *
     * @param line the line, from 1
     * @param column the column, from 1
     */
    public TextLocation {
        if (line < 1 || column < 1) {
            throw new IllegalArgumentException("lines and columns count from 1: " + line + ":" + column);
        }
    }

    /** {@code line:column}, the form error messages end with. */
    @Override
    public String toString() {
        return line + ":" + column;
    }
}

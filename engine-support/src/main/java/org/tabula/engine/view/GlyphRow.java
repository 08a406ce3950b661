package org.tabula.engine.view;

import java.util.Arrays;
import java.util.Objects;
import org.tabula.api.Palette;

/**
 * One row of a board drawn as text: a glyph and a palette role in each column, blank board to begin with,
 * painted run by run so that each stretch of one role goes to the palette once.
 *
 * <p>A column {@linkplain #mark marked} for the last move is painted {@link Palette#MARK}; for a palette that
 * {@linkplain Palette#bracketsMark() asks for brackets} (one without colour) the columns beside it become {@code [} and {@code ]}
 * as well (one {@code |} where two marks meet, {@code [L|.]}), so the mark survives without colour. A view leaves a
 * blank column left of its first point for the bracket; a bracket right of the last column lengthens the row by one.
 */
public final class GlyphRow {

    private final char[] glyphs;
    private final String[] roles;
    private final boolean[] marked;

    private GlyphRow(int width) {
        this.glyphs = new char[width];
        this.roles = new String[width];
        this.marked = new boolean[width];
        Arrays.fill(glyphs, ' ');
        Arrays.fill(roles, Palette.BOARD);
    }

    /** A row of {@code width} blanks, all of {@link Palette#BOARD}. */
    public static GlyphRow blank(int width) {
        if (width < 1) {
            throw new IllegalArgumentException("a row is at least one column wide: " + width);
        }
        return new GlyphRow(width);
    }

    /** The number of columns. */
    public int width() {
        return glyphs.length;
    }

    /** Puts a glyph in a column, painted in a role. */
    public GlyphRow put(int column, char glyph, String role) {
        glyphs[column] = glyph;
        roles[column] = Objects.requireNonNull(role, "role");
        return this;
    }

    /** Puts a glyph in a column, keeping the column's role. */
    public GlyphRow put(int column, char glyph) {
        glyphs[column] = glyph;
        return this;
    }

    /** Puts a text from a column on, each character in the role. */
    public GlyphRow put(int column, String text, String role) {
        for (int i = 0; i < text.length(); i++) {
            put(column + i, text.charAt(i), role);
        }
        return this;
    }

    /** Paints a column in a role. */
    public GlyphRow paint(int column, String role) {
        roles[column] = Objects.requireNonNull(role, "role");
        return this;
    }

    /** Marks a column as touched by the last move: painted {@link Palette#MARK}, bracketed where there is no colour. */
    public GlyphRow mark(int column) {
        paint(column, Palette.MARK);
        marked[column] = true;
        return this;
    }

    /** The row read right to left, marks and all: what the other side of the table sees. A new row. */
    public GlyphRow turned() {
        int width = glyphs.length;
        GlyphRow turned = new GlyphRow(width);
        for (int column = 0; column < width; column++) {
            turned.glyphs[width - 1 - column] = glyphs[column];
            turned.roles[width - 1 - column] = roles[column];
            turned.marked[width - 1 - column] = marked[column];
        }
        return turned;
    }

    /** The row as the palette paints it. */
    public String draw(Palette palette) {
        GlyphRow shown = palette.bracketsMark() ? bracketed() : this;
        StringBuilder painted = new StringBuilder();
        int start = 0;
        for (int column = 1; column <= shown.glyphs.length; column++) {
            if (column == shown.glyphs.length || !shown.roles[column].equals(shown.roles[start])) {
                painted.append(palette.paint(shown.roles[start], new String(shown.glyphs, start, column - start)));
                start = column;
            }
        }
        return painted.toString();
    }

    /** A copy with brackets beside each marked column, one column longer when the last column is marked. */
    private GlyphRow bracketed() {
        int width = glyphs.length;
        boolean lastMarked = marked[width - 1];
        GlyphRow copy = new GlyphRow(lastMarked ? width + 1 : width);
        System.arraycopy(glyphs, 0, copy.glyphs, 0, width);
        System.arraycopy(roles, 0, copy.roles, 0, width);
        for (int column = 0; column < width; column++) {
            if (marked[column]) {
                if (column > 0) {
                    copy.put(column - 1, column > 1 && marked[column - 2] ? '|' : '[', Palette.MARK);
                }
                copy.put(column + 1, column + 2 < width && marked[column + 2] ? '|' : ']', Palette.MARK);
            }
        }
        return copy;
    }
}

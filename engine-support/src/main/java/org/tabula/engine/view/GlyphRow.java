package org.tabula.engine.view;

import java.util.Arrays;
import java.util.Objects;
import org.tabula.api.Palette;

/**
 * One row of a board drawn as text: a glyph and a palette role in each column, blank board to begin with,
 * painted run by run so that each stretch of one role goes to the palette once.
 */
public final class GlyphRow {

    private final char[] glyphs;
    private final String[] roles;

    private GlyphRow(int width) {
        this.glyphs = new char[width];
        this.roles = new String[width];
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

    /** Paints a column in a role, such as {@link Palette#MARK} for a point the last move touched. */
    public GlyphRow paint(int column, String role) {
        roles[column] = Objects.requireNonNull(role, "role");
        return this;
    }

    /** The row as the palette paints it. */
    public String draw(Palette palette) {
        StringBuilder painted = new StringBuilder();
        int start = 0;
        for (int column = 1; column <= glyphs.length; column++) {
            if (column == glyphs.length || !roles[column].equals(roles[start])) {
                painted.append(palette.paint(roles[start], new String(glyphs, start, column - start)));
                start = column;
            }
        }
        return painted.toString();
    }
}

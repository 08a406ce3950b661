package org.tabula.engine.view;

import org.tabula.api.Palette;

/** The lines every board view draws around its rows: a row behind its rank label, and the file letters below. */
public final class BoardLines {

    private BoardLines() {
    }

    /** A row behind its label: the label as {@link Palette#LABEL}, a space of board, then the painted row. */
    public static String labelled(Palette palette, String label, String paintedRow) {
        return palette.paint(Palette.LABEL, label) + palette.paint(Palette.BOARD, " ") + paintedRow;
    }

    /**
     * The file letters from {@code a} to {@code last}, {@code gap} spaces between them, behind a margin of board:
     * {@code files(p, 4, 'h', 1)} is four spaces, then {@code a b c d e f g h}.
     */
    public static String files(Palette palette, int margin, char last, int gap) {
        return files(palette, margin, last, gap, false);
    }

    /** The file letters as above, from {@code last} down to {@code a} when {@code turned} (the board seen from the other side). */
    public static String files(Palette palette, int margin, char last, int gap, boolean turned) {
        StringBuilder files = new StringBuilder();
        for (char file = 'a'; file <= last; file++) {
            files.append(file);
            if (file < last) {
                files.append(" ".repeat(gap));
            }
        }
        if (turned) {
            files.reverse();
        }
        return palette.paint(Palette.BOARD, " ".repeat(margin)) + palette.paint(Palette.LABEL, files.toString());
    }
}

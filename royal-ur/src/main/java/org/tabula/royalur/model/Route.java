package org.tabula.royalur.model;

import java.util.Locale;

/**
 * The way a side's pieces go round the board, from the hand (step 0) to home (step {@link #length()} + 1).
 *
 * <p>Both routes begin on the side's own row at d, run to the rosette on a, and turn into the middle row. The
 * short route (Finkel's, after Bell) runs along the whole middle row to h2, back into the side's own row at h and
 * off from g: fourteen squares, of which the eight of the middle row are shared. The long route (Masters') leaves
 * the middle row at g2, crosses to the other side's g and h, comes back through h2 into the side's own h and off
 * from g: sixteen squares, of which every square but the side's first four is shared, and a rosette falls on every
 * fourth step (4, 8, 12, 16). Dark's route is light's with rows 1 and 3 swapped.
 */
public enum Route {
    /** Finkel's route: fourteen squares, the middle row shared. */
    SHORT("short", "d1 c1 b1 a1 a2 b2 c2 d2 e2 f2 g2 h2 h1 g1"),
    /** Masters' route: sixteen squares, round the small block. */
    LONG("long", "d1 c1 b1 a1 a2 b2 c2 d2 e2 f2 g2 g3 h3 h2 h1 g1");

    private final String word;
    private final int[][] cells;
    private final int[][] steps;

    Route(String word, String lightSquares) {
        this.word = word;
        String[] names = lightSquares.split(" ");
        this.cells = new int[2][names.length + 1];
        this.steps = new int[2][Squares.CELLS];
        for (int step = 1; step <= names.length; step++) {
            int light = Squares.parse(names[step - 1]);
            int dark = Squares.cell(Squares.file(light), 4 - Squares.row(light));
            cells[UrSide.LIGHT.ordinal()][step] = light;
            cells[UrSide.DARK.ordinal()][step] = dark;
            steps[UrSide.LIGHT.ordinal()][light] = step;
            steps[UrSide.DARK.ordinal()][dark] = step;
        }
    }

    /** The word a rule set writes: {@code short} or {@code long}. */
    public String word() {
        return word;
    }

    /** The squares a piece passes, 14 or 16; home is the step after the last. */
    public int length() {
        return cells[0].length - 1;
    }

    /** The cell of a side's step, 1 to {@link #length()}. */
    public int cell(UrSide side, int step) {
        return cells[side.ordinal()][step];
    }

    /** The step at which a side's route passes a cell, or 0 when it does not pass it. */
    public int step(UrSide side, int cell) {
        return cell >= 0 && cell < Squares.CELLS ? steps[side.ordinal()][cell] : 0;
    }

    /** True when both sides' routes pass the cell, so that a piece there can be taken. */
    public boolean isShared(int cell) {
        return step(UrSide.LIGHT, cell) > 0 && step(UrSide.DARK, cell) > 0;
    }

    /** The route a word names, {@code short} or {@code long}; null for anything else. */
    static Route ofWord(String word) {
        for (Route route : values()) {
            if (route.word.equals(word)) {
                return route;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}

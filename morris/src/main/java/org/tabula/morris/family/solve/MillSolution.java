package org.tabula.morris.family.solve;

import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.MillRules;

/**
 * A mill game strongly solved: the value and the distance to the end of every position of its {@link MillIndex},
 * under the rules without the draws that need a history (no repetition, no no-mill limit).
 *
 * <p>Each position is one {@code char}: the value in the top two bits (1 win, 2 loss, 3 draw; 0 only while the
 * solver works), the plies to the end in the other fourteen.
 */
public final class MillSolution {

    static final int UNDECIDED = 0;
    static final int MAX_PLIES = (1 << 14) - 1;

    private final MillIndex index;
    private final char[] cells;

    MillSolution(MillIndex index, char[] cells) {
        if (cells.length != index.size()) {
            throw new IllegalArgumentException(index.size() + " positions and " + cells.length + " values");
        }
        this.index = index;
        this.cells = cells;
    }

    /** The rules solved. */
    public MillRules rules() {
        return index.rules();
    }

    /** The numbering of the positions. */
    public MillIndex index() {
        return index;
    }

    /** How many positions are solved. */
    public int size() {
        return cells.length;
    }

    /**
     * A position's value and distance; its ply and no-mill count are not asked.
     *
     * @throws IllegalArgumentException when the position is not one of the index's: see {@link MillIndex#index}
     */
    public Verdict verdict(FamilyPosition position) {
        return verdictAt(index.index(position));
    }

    /** The value and distance of the position of a number. */
    public Verdict verdictAt(int index) {
        return verdictOf(cells[index]);
    }

    /** The cells themselves, for the codec; not to be changed. */
    char[] cells() {
        return cells;
    }

    static char cell(MillValue value, int plies) {
        if (plies > MAX_PLIES) {
            throw new IllegalStateException("a distance of " + plies + " plies outgrows a cell");
        }
        return (char) ((value.ordinal() + 1) << 14 | plies);
    }

    static MillValue value(char cell) {
        return MillValue.values()[(cell >> 14) - 1];
    }

    static int plies(char cell) {
        return cell & MAX_PLIES;
    }

    static Verdict verdictOf(char cell) {
        return new Verdict(value(cell), plies(cell));
    }
}

package org.tabula.morris.bots;

/**
 * One solved endgame table: the value of every position where the side to move has {@link #own()} men and the
 * other side {@link #opp()}, all on the board, flying on.
 *
 * <p>A value is a byte: 0 when neither side can force a win (a draw), otherwise one more than the distance to
 * the end in plies with best play, the winner hurrying and the loser holding out. An odd distance is a win for
 * the side to move, an even one a loss (0: it has already lost, having no move).
 */
public final class EndgameTable {

    /** The byte of a drawn position. */
    public static final int DRAW = 0;
    /** The longest distance a byte holds. */
    public static final int MAX_DISTANCE = 254;

    final EndgameIndex index;
    private final byte[] values;

    EndgameTable(EndgameIndex index, byte[] values) {
        if (values.length != index.size()) {
            throw new IllegalArgumentException("a " + index.own + "-" + index.opp + " table has " + index.size()
                    + " values, not " + values.length);
        }
        this.index = index;
        this.values = values;
    }

    /** The mover's men. */
    public int own() {
        return index.own;
    }

    /** The other side's men. */
    public int opp() {
        return index.opp;
    }

    /** The value byte of a position, 0 to 255: see the class comment. */
    public int value(int ownMen, int oppMen) {
        return values[index.index(ownMen, oppMen)] & 0xFF;
    }

    /** The value byte at an index. */
    public int valueAt(int i) {
        return values[i] & 0xFF;
    }

    /** How many positions the table holds. */
    public int size() {
        return values.length;
    }

    /** The values themselves, for saving; not to be changed. */
    public byte[] bytes() {
        return values;
    }

    /** True when a value byte is a win for the side to move. */
    public static boolean isWin(int value) {
        return value != DRAW && (value & 1) == 0;
    }

    /** True when a value byte is a loss for the side to move. */
    public static boolean isLoss(int value) {
        return value != DRAW && (value & 1) == 1;
    }

    /** The plies to the end of a won or lost value byte. */
    public static int distance(int value) {
        return value - 1;
    }
}

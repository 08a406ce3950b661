package org.tabula.royalur.model;

import java.util.Objects;

/**
 * One position of the Royal Game of Ur, whatever the rule set: the pieces on the squares, the side to move, the roll
 * standing (0 while a roll is due), the pieces each side has in hand and home, and the turns played.
 *
 * <p>Written as one line by {@link org.tabula.royalur.UrNotation#formatPosition(Position)}. Which squares a piece may
 * stand on, and how many pieces a side has, are the rule set's business: a game checks a position against its rules.
 *
 * @param light the cells holding a light piece, one bit a cell ({@code (row - 1) * 8 + file})
 * @param dark the cells holding a dark piece
 * @param turn the side to move
 * @param roll the roll standing, waiting for a move; 0 while a roll is due
 * @param lightHand light's pieces not yet entered
 * @param lightHome light's pieces borne off
 * @param darkHand dark's pieces not yet entered
 * @param darkHome dark's pieces borne off
 * @param ply the turns played, each side's counted as one, forfeits included
 */
public record Position(int light, int dark, UrSide turn, int roll, int lightHand, int lightHome, int darkHand,
        int darkHome, int ply) {

    /** Checks that the pieces stand on squares, one a square, and that the counts are not negative. */
    public Position {
        Objects.requireNonNull(turn, "turn");
        if ((light & dark) != 0) {
            throw new IllegalArgumentException("two pieces on one square");
        }
        int all = light | dark;
        for (int cell = 0; cell < Squares.CELLS; cell++) {
            if ((all >>> cell & 1) != 0 && !Squares.isSquare(cell)) {
                throw new IllegalArgumentException("a piece in the gap, cell " + cell);
            }
        }
        if (all >>> Squares.CELLS != 0) {
            throw new IllegalArgumentException("a piece off the board");
        }
        if (roll < 0 || roll > 9 || lightHand < 0 || lightHome < 0 || darkHand < 0 || darkHome < 0 || ply < 0) {
            throw new IllegalArgumentException("a count below 0 or a roll above 9");
        }
    }

    /** The position a game begins from: every piece in hand, nothing rolled, {@code first} to move. */
    public static Position start(UrRules rules, UrSide first) {
        return new Position(0, 0, first, 0, rules.pieces(), 0, rules.pieces(), 0, 0);
    }

    /** The side whose piece stands on a cell, or null for none. */
    public UrSide at(int cell) {
        return (light >>> cell & 1) != 0 ? UrSide.LIGHT : (dark >>> cell & 1) != 0 ? UrSide.DARK : null;
    }

    /** The cells holding a side's pieces. */
    public int cells(UrSide side) {
        return side == UrSide.LIGHT ? light : dark;
    }

    /** A side's pieces not yet entered. */
    public int hand(UrSide side) {
        return side == UrSide.LIGHT ? lightHand : darkHand;
    }

    /** A side's pieces borne off. */
    public int home(UrSide side) {
        return side == UrSide.LIGHT ? lightHome : darkHome;
    }

    /** A side's pieces on the board. */
    public int onBoard(UrSide side) {
        return Integer.bitCount(cells(side));
    }

    /** A side's pieces, wherever they are. */
    public int pieces(UrSide side) {
        return hand(side) + onBoard(side) + home(side);
    }

    /** True while a roll is due rather than a move. */
    public boolean rollDue() {
        return roll == 0;
    }

    /** The side that has brought every piece home, or null while neither has. */
    public UrSide winner() {
        for (UrSide side : UrSide.values()) {
            if (home(side) == pieces(side) && pieces(side) > 0) {
                return side;
            }
        }
        return null;
    }

    /** The same position with a roll standing ({@code 0}: a roll due). */
    public Position withRoll(int value) {
        return new Position(light, dark, turn, value, lightHand, lightHome, darkHand, darkHome, ply);
    }

    /** The same pieces with the turn over: the next side to move, a roll due, one more turn played. */
    public Position next(UrSide mover) {
        return new Position(light, dark, mover, 0, lightHand, lightHome, darkHand, darkHome, ply + 1);
    }

    /** The position with a side's pieces changed. */
    public Position with(UrSide side, int cells, int hand, int home) {
        return side == UrSide.LIGHT
                ? new Position(cells, dark, turn, roll, hand, home, darkHand, darkHome, ply)
                : new Position(light, cells, turn, roll, lightHand, lightHome, hand, home, ply);
    }

    @Override
    public String toString() {
        return PositionWriter.format(this);
    }
}

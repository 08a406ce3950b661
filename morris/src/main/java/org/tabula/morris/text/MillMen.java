package org.tabula.morris.text;

/**
 * The men of a mill game as a drawing shows them: each side's men on the board as a mask of the board's points
 * (bit {@code p} for point {@code p}), and the men each side has yet to place.
 *
 * @param white white's men on the board
 * @param black black's men on the board
 * @param whiteInHand white's men in hand
 * @param blackInHand black's men in hand
 */
public record MillMen(int white, int black, int whiteInHand, int blackInHand) {

    /** Checks that no point holds two men and no hand is negative. */
    public MillMen {
        if ((white & black) != 0 || whiteInHand < 0 || blackInHand < 0) {
            throw new IllegalArgumentException("men that cannot stand: white " + Integer.toBinaryString(white)
                    + ", black " + Integer.toBinaryString(black) + ", in hand " + whiteInHand + " and "
                    + blackInHand);
        }
    }
}

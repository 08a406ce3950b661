package org.tabula.morris.family.solve;

/** What a solved position is worth to the side to move under perfect play. */
public enum MillValue {
    /** The side to move can force a win. */
    WIN,
    /** The other side can force a win. */
    LOSS,
    /** Neither side can force a win. */
    DRAW
}

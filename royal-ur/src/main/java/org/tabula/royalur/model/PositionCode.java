package org.tabula.royalur.model;

/**
 * What {@link org.tabula.royalur.UrNotation#validatePosition(String)} answers: {@link #POS_OK} for a position in the
 * form Game::RoyalUr::Engine's {@code to_string} writes ({@code 4xx2/8/4xx2 l 7 0 7 0}; see {@link
 * org.tabula.royalur.text.PositionCheck}), or the reason it is not one. The constants stand in the seed's order and
 * {@link #value()} is the number the Perl constant of the same name has: {@code POS_OK} 0 to {@code POS_LONG} 10.
 */
public enum PositionCode {
    /** The text is a position. */
    POS_OK("a position"),
    /** There is no text (null or empty). */
    POS_NULL("there is no position"),
    /** The board is not three rows separated by {@code /}. */
    POS_ROWS("the board is three rows separated by /"),
    /** A row of the board is not eight squares wide. */
    POS_WIDTH("a row of the board is eight squares, the files a to h"),
    /** A character of the board means nothing: not {@code l}, {@code d}, a digit 1 to 8, {@code x} or {@code /}. */
    POS_LETTER("a square is l, d or a digit 1 to 8 counting empty squares, and the gap x"),
    /** A piece or a run of empty squares on a cell of the gap (e1, f1, e3, f3), which is no square. */
    POS_GAP("e1, f1, e3 and f3 are the gap, written x"),
    /** An {@code x} on a square that exists. */
    POS_X("x stands only in the gap"),
    /** The side to move is not {@code l} or {@code d}. */
    POS_SIDE("the side to move is l or d"),
    /** A hand or a home is not a single digit 0 to 7. */
    POS_COUNT("a hand or a home is one digit 0 to 7"),
    /** A field is missing, or something follows the last one. */
    POS_FIELD("a position is six fields separated by single spaces"),
    /** The text is too long to be a position (48 characters or more). */
    POS_LONG("longer than any position");

    private final String meaning;

    PositionCode(String meaning) {
        this.meaning = meaning;
    }

    /** The number Game::RoyalUr::Notation gives the code of the same name: POS_OK 0 to POS_LONG 10. */
    public int value() {
        return ordinal();
    }

    /** What the code means, for a person. */
    public String meaning() {
        return meaning;
    }
}

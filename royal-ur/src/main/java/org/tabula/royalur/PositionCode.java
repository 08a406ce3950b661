package org.tabula.royalur;

/**
 * What {@link UrNotation#validatePosition(String)} answers: {@link #POS_OK} for a position string, or the first
 * reason it is not one, tested in the order of the constants below.
 *
 * <p>A position is eight fields separated by single spaces, at most {@value PositionText#MAX_LENGTH} characters:
 * {@code ....xx../......../....xx.. l - 7 0 7 0 0}. The first is the board, rows 3, 2 and 1 separated by
 * {@code /}, each row the files a to h: {@code l} a light piece, {@code d} a dark piece, {@code .} an empty
 * square, {@code x} the gap (e1, f1, e3, f3). Then the side to move ({@code l} or {@code d}); the roll standing,
 * waiting for a move, or {@code -} while a roll is due; light's pieces in hand and home; dark's in hand and home;
 * and the turns played.
 */
public enum PositionCode {
    /** The text is a position. */
    POS_OK("a position"),
    /** There is no text at all (null). */
    POS_NULL("there is no position"),
    /** The text is longer than any position can be. */
    POS_LONG("longer than any position"),
    /** The text is not eight fields, each separated from the next by one space. */
    POS_FIELD("a position is eight fields separated by single spaces"),
    /** The board is not three rows separated by {@code /}. */
    POS_ROWS("the board is three rows separated by /"),
    /** A row of the board is not eight characters wide. */
    POS_WIDTH("a row of the board is eight characters, the files a to h"),
    /** A character of the board is not {@code l}, {@code d}, {@code .} or {@code x}. */
    POS_LETTER("a square is l, d or ., and the gap x"),
    /** A cell of the gap (e1, f1, e3, f3) is not written {@code x}. */
    POS_GAP("e1, f1, e3 and f3 are the gap, written x"),
    /** An {@code x} stands on a square. */
    POS_X("x stands only in the gap"),
    /** The side to move is not {@code l} or {@code d}. */
    POS_SIDE("the side to move is l or d"),
    /**
     * A count is wrong: the roll is not {@code -} or a digit 1 to 9, a hand or home count is not one digit, the two
     * sides do not have the same number of pieces (1 to 9), both have brought every piece home, a roll stands in a
     * game already won, or the turns played are not a number without leading zeros of at most nine digits.
     */
    POS_COUNT("the roll and the counts do not add up");

    private final String meaning;

    PositionCode(String meaning) {
        this.meaning = meaning;
    }

    /** What the code means, for a person. */
    public String meaning() {
        return meaning;
    }
}

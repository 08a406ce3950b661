package org.tabula.xiangqi.text;

/** The keywords of a xiangqi record's own lines, which the readers and the writer of records share. */
public final class RecordKeywords {

    /** The keyword of the line naming the position a game began from. */
    public static final String FEN = "fen";
    /** The keyword of the line naming the side whose draw offer stands. */
    public static final String OFFER = "offer";
    /**
     * The keyword of the line naming the winner (or draw) and the reason of an ending the moves cannot show; a
     * line of its own, not PGN's bracket tag {@code [Result "1-0"]}, which says only who won.
     */
    public static final String RESULT = "result";

    private RecordKeywords() {
    }
}

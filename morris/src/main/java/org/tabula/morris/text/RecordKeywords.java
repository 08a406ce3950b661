package org.tabula.morris.text;

/** The keywords of a morris record's header lines, which the readers and the writer of records share. */
public final class RecordKeywords {

    /** The keyword of the line naming the position a game began from. */
    public static final String POSITION = "position";
    /** The keyword of the line saying whether a game is played with flying. */
    public static final String FLYING = "flying";
    /** The keyword of the line naming the side whose draw offer stands. */
    public static final String OFFER = "offer";
    /** The keyword of the line naming the winner (or draw) and the reason of an ending the moves cannot show. */
    public static final String RESULT = "result";

    private RecordKeywords() {
    }
}

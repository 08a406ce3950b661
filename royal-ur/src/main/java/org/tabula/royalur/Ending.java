package org.tabula.royalur;

/** The ways a game of the Royal Game of Ur ends, each with its reason code and the word a record writes. */
public enum Ending {
    /** A side brought its last piece home and won. */
    HOME("home", RecordResult.HOME),
    /** A side gave up. */
    RESIGN("resign", RecordResult.RESIGN),
    /** A side ran out of time. */
    TIMEOUT("timeout", RecordResult.TIMEOUT),
    /** The game reached its cap of turns: a draw. */
    PLY_CAP("ply-cap", RecordResult.PLY_CAP);

    private final String code;
    private final String word;

    Ending(String code, String word) {
        this.code = code;
        this.word = word;
    }

    /** The reason code the API's result carries, such as {@code home} or {@code ply-cap}. */
    public String code() {
        return code;
    }

    /** The word of a record's {@code [result ...]}, such as {@code home} or {@code ply_cap}. */
    public String word() {
        return word;
    }

    /** The ending a record's word names. @throws IllegalArgumentException for none */
    public static Ending ofWord(String word) {
        for (Ending ending : values()) {
            if (ending.word.equals(word)) {
                return ending;
            }
        }
        throw new IllegalArgumentException("no ending is written '" + word + "'");
    }
}

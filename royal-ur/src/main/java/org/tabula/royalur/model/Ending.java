package org.tabula.royalur.model;

import org.tabula.engine.ending.RulesEnding;

/**
 * The ways the rules end a game of the Royal Game of Ur, each with its reason code and the word a record writes. The
 * endings players make (resign, timeout) are api's {@link org.tabula.api.PlayerEnding}, which a match owns.
 */
public enum Ending implements RulesEnding {
    /** A side brought its last piece home and won. */
    HOME(RecordResult.HOME),
    /** The game reached its cap of turns: a draw. */
    PLY_CAP(RecordResult.PLY_CAP);

    private final String word;

    Ending(String word) {
        this.word = word;
    }

    /** Only the cap of turns is a draw. */
    @Override
    public boolean isDraw() {
        return this == PLY_CAP;
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

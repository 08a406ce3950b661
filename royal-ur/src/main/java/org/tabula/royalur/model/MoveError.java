package org.tabula.royalur.model;

/** Why a text is not a wire move: the error words of {@link org.tabula.royalur.UrNotation#parseMove(String)}. */
public enum MoveError {
    /** No text. */
    EMPTY("empty", "there is no text"),
    /** Not two places with one dash between them. */
    SHAPE("shape", "a move is two places with one dash between them, such as hand-b1"),
    /** One of the two is not a square, {@code hand} or {@code home}. */
    PLACE("place", "a place is a square a1 to h3 (not e1, f1, e3, f3), hand or home"),
    /** A piece that has come home does not move again. */
    FROM_HOME("from_home", "a piece that has come home does not move again"),
    /** Nothing moves to the hand. */
    TO_HAND("to_hand", "nothing moves to the hand");

    private final String word;
    private final String sentence;

    MoveError(String word, String sentence) {
        this.word = word;
        this.sentence = sentence;
    }

    /** The error word: {@code empty}, {@code shape}, {@code place}, {@code from_home} or {@code to_hand}. */
    public String word() {
        return word;
    }

    /** What the word means, for a person. */
    public String sentence() {
        return sentence;
    }
}

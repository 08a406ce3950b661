package org.tabula.xiangqi.model;

import java.util.Optional;

/**
 * The seven kinds of xiangqi piece, each with its FEN letter and its WXF letter.
 *
 * <p>FEN writes the letters chess engines use ({@code k a b n r c p}); WXF writes the letters of the World
 * Xiangqi Federation ({@code K A E H R C P}): the elephant and the horse differ.
 */
public enum PieceKind {
    /** Steps one point along a line inside the palace. */
    GENERAL("general", 'k', 'K'),
    /** Steps one point diagonally inside the palace. */
    ADVISOR("advisor", 'a', 'A'),
    /** Moves two points diagonally, never across the river, and not when the point between (the eye) is taken. */
    ELEPHANT("elephant", 'b', 'E'),
    /** Moves one point along a line then one diagonally outward, not when the first point (the leg) is taken. */
    HORSE("horse", 'n', 'H'),
    /** Moves any distance along a line. */
    CHARIOT("chariot", 'r', 'R'),
    /** Moves as a chariot, but takes only by jumping exactly one piece on the way. */
    CANNON("cannon", 'c', 'C'),
    /** Steps one point forward, and after crossing the river also one point sideways. */
    SOLDIER("soldier", 'p', 'P');

    private final String word;
    private final char fenLetter;
    private final char wxfLetter;

    PieceKind(String word, char fenLetter, char wxfLetter) {
        this.word = word;
        this.fenLetter = fenLetter;
        this.wxfLetter = wxfLetter;
    }

    /** The name for sentences, such as {@code horse}. */
    public String word() {
        return word;
    }

    /** The lower-case FEN letter, such as {@code n} for the horse. */
    public char fenLetter() {
        return fenLetter;
    }

    /** The WXF letter, such as {@code H} for the horse. */
    public char wxfLetter() {
        return wxfLetter;
    }

    /**
     * The kind a FEN letter names, in either case; {@code e} and {@code h}, which some programs write for the
     * elephant and the horse, are read too. Empty for any other character.
     */
    public static Optional<PieceKind> ofFenLetter(char letter) {
        char lower = letter >= 'A' && letter <= 'Z' ? (char) (letter + ('a' - 'A')) : letter;
        switch (lower) {
            case 'e':
                return Optional.of(ELEPHANT);
            case 'h':
                return Optional.of(HORSE);
            default:
                for (PieceKind kind : values()) {
                    if (kind.fenLetter == lower) {
                        return Optional.of(kind);
                    }
                }
                return Optional.empty();
        }
    }
}

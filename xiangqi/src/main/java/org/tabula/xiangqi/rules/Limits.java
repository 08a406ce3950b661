package org.tabula.xiangqi.rules;

/**
 * The two counts that end a game as a draw or by a repetition ruling, as options of one game: the plies without a
 * capture that draw it, and how many times the same position must stand (since the last capture) for the
 * repetition rulings. 0 means never for either.
 *
 * @param noCapture the no-capture limit in plies, 0 for none
 * @param repetition the number of times a position must stand for the rulings, 0 for never, else at least 2
 */
public record Limits(int noCapture, int repetition) {

    /** The defaults: 120 plies (60 moves a side) without a capture, and the third time a position stands. */
    public static final Limits DEFAULT = new Limits(120, 3);
    /** No limit at all, for counting positions whatever comes round again. */
    public static final Limits NONE = new Limits(0, 0);

    /** Checks that each is 0 or a count that means something. */
    public Limits {
        if (noCapture < 0) {
            throw new IllegalArgumentException("the no-capture limit is 0 (none) or more plies, not " + noCapture);
        }
        if (repetition < 0 || repetition == 1) {
            throw new IllegalArgumentException("the repetition limit is 0 (never) or 2 or more times, not "
                    + repetition);
        }
    }
}

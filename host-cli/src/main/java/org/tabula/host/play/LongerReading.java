package org.tabula.host.play;

import java.util.OptionalInt;
import java.util.function.ToIntFunction;
import java.util.regex.Pattern;

/**
 * Whether a record's text holds more moves than the game read from it: read again with every line end a
 * {@code \n} (CR, NEL, U+2028 and U+2029 included), it gives more. Written back, the game read would then drop
 * moves, so {@code play --load F --save F} must not write it over F without asking. A reader that already breaks
 * lines everywhere gives the same count both ways, and nothing is asked.
 */
public final class LongerReading {

    /** Every line end a text may have, as one. */
    private static final Pattern LINE_ENDS = Pattern.compile("\r\n|[\r\u0085\u2028\u2029]");

    private LongerReading() {
    }

    /**
     * The moves the text holds when its line ends are all read as such, when that is more than the game read.
     *
     * @param text the record's text as read from the file
     * @param movesOf the moves a text reads to, or -1 when it does not read
     * @param read the moves of the game read from the text
     */
    public static OptionalInt of(String text, ToIntFunction<String> movesOf, int read) {
        String plain = LINE_ENDS.matcher(text).replaceAll("\n");
        if (plain.equals(text)) {
            return OptionalInt.empty();
        }
        int moves = movesOf.applyAsInt(plain);
        return moves > read ? OptionalInt.of(moves) : OptionalInt.empty();
    }
}

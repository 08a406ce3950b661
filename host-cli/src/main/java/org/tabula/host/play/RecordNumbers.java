package org.tabula.host.play;

import org.tabula.api.Game;

/** The numbers a game's record gives its moves, as the prompt and the move list show them. */
final class RecordNumbers {

    private RecordNumbers() {
    }

    /** The number the record gives the next move ({@code 3.} or {@code 3...} where the record numbers pairs). */
    static String next(Game game) {
        return (game.ply() + 1) + ".";
    }

    /** The number alone, without the dots that say whose move it is: moves with the same one share a line. */
    static String bare(String number) {
        int end = 0;
        while (end < number.length() && Character.isDigit(number.charAt(end))) {
            end++;
        }
        return end == 0 ? number : number.substring(0, end);
    }
}

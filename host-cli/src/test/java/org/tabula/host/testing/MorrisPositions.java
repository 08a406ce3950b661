package org.tabula.host.testing;

import java.util.List;

/**
 * Morris positions written for the host's tests, in morris's position text: the 24 points in point order (rank 7
 * down to rank 1, left to right), the side to move, the men in hand, the plies since a mill and the plies played.
 */
public final class MorrisPositions {

    private static final List<String> POINTS = List.of(
            "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4",
            "e4", "f4", "g4", "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1");

    /**
     * White to move in the moving phase: white a7 d7 c4 g4, black (three men, flying) e3 b2 f2. White closes the
     * top row with g4-g7 and takes a man, leaving black two: a win.
     */
    public static final String WHITE_MILLS_NEXT = moving("a7 d7 c4 g4", "e3 b2 f2", 'w');

    private MorrisPositions() {
    }

    /** A position in the moving phase (no men in hand), 40 plies in. */
    public static String moving(String white, String black, char turn) {
        char[] board = ".".repeat(POINTS.size()).toCharArray();
        for (String point : white.split(" ")) {
            board[POINTS.indexOf(point)] = 'W';
        }
        for (String point : black.split(" ")) {
            board[POINTS.indexOf(point)] = 'B';
        }
        return new String(board) + " " + turn + " 0 0 0 40";
    }
}

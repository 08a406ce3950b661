package org.tabula.benchmarks.crosscheck;

import java.util.List;
import java.util.Map;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.model.MillBoard;

/**
 * Tabula's positions and moves in GamesmanOne's mills texts and back. A formal position
 * ({@code src/games/mills/mills.c}) is the side to move ({@code 1} white, {@code 2} black), {@code _}, a cell a
 * point in GamesmanOne's order ({@code W}, {@code B} or {@code -}), then each side's men in hand, two digits each
 * when a side has ten men or more, or dashes when neither has any. A formal move names points as Tabula does, with
 * {@code R} before the man taken where Tabula writes {@code x}.
 */
public final class GamesmanOneText {

    /** GamesmanOne's point order of each board (boards.h, {@code kBoardIdxToFormal}), by Tabula's board. */
    private static final Map<MillBoard, List<String>> ORDER = Map.of(
            MillBoard.SIXTEEN_POINTS, List.of("a5", "c5", "e5", "b4", "c4", "d4", "a3", "b3", "d3", "e3", "b2",
                    "c2", "d2", "a1", "c1", "e1"),
            MillBoard.SEVENTEEN_POINTS, List.of("a5", "c5", "e5", "b4", "c4", "d4", "a3", "b3", "c3", "d3", "e3",
                    "b2", "c2", "d2", "a1", "c1", "e1"),
            MillBoard.TWENTY_FOUR_POINTS, twentyFour(),
            MillBoard.TWENTY_FOUR_WITH_DIAGONALS, twentyFour(),
            MillBoard.SESOTHO, List.of("a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "d4",
                    "e4", "f4", "g4", "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1"));

    private GamesmanOneText() {
    }

    /** Whether GamesmanOne has the board (it has no Three Men's Morris). */
    public static boolean knows(MillBoard board) {
        return ORDER.containsKey(board);
    }

    /**
     * The formal position of a Tabula position.
     *
     * @throws IllegalArgumentException for a board GamesmanOne has not
     */
    public static String formal(FamilyPosition position) {
        MillBoard board = position.rules().board();
        List<String> order = ORDER.get(board);
        if (order == null) {
            throw new IllegalArgumentException("GamesmanOne has no " + position.rules().variant().title());
        }
        StringBuilder text = new StringBuilder(40).append(position.side() + 1).append('_');
        for (String name : order) {
            int bit = 1 << board.point(name).orElseThrow();
            text.append((position.white() & bit) != 0 ? 'W' : (position.black() & bit) != 0 ? 'B' : '-');
        }
        int digits = position.rules().men() >= 10 ? 2 : 1;
        if (position.whiteInHand() == 0 && position.blackInHand() == 0) {
            return text.append("-".repeat(2 * digits)).toString();
        }
        String count = "%0" + digits + "d";
        return text.append(String.format(count, position.whiteInHand()))
                .append(String.format(count, position.blackInHand())).toString();
    }

    /** Tabula's text of a GamesmanOne formal move: {@code a7-d7Rb6} is {@code a7-d7xb6}. */
    public static String move(String formal) {
        return formal.replace('R', 'x');
    }

    private static List<String> twentyFour() {
        return List.of("a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4", "g4",
                "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1");
    }
}

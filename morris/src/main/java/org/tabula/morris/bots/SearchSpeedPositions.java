package org.tabula.morris.bots;

import java.util.List;

/**
 * The fixed positions the level-5 search's speed is measured on: the start, the placing and moving phases, and a
 * side about to fly, none in a solved endgame subspace and none where the search can stop before its budget.
 *
 * <p>Kept here, in one place, because two measurements share them: the JMH benchmark in {@code benchmarks}
 * (wall clock) and the CPU-time runner in morris's test sources; their figures are comparable only on the same
 * positions.
 */
public final class SearchSpeedPositions {

    /** The positions, in morris's position text. */
    public static final List<String> POSITIONS = List.of(
            "........................ w 9 9 0 0",
            "W.B.W.B..W..B.....W..B.. w 5 5 0 8",
            "WB.W.BB.W.BW...WB..W.B.. w 2 2 0 14",
            "WWB.B.WB..BW.W.B.B.W...W w 0 0 0 30",
            "W..WB..B.B.WW...B..W.B.. b 0 0 3 40",
            ".W.B.B.B...WW.BW.B...W.W w 0 0 0 40",
            "WW.B..B.BB...W.W.W....B. w 0 0 0 40",
            "W..B.B..W.B..W..B...W.B. b 0 0 6 60");

    private SearchSpeedPositions() {
    }
}

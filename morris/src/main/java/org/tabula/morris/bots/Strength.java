package org.tabula.morris.bots;

import java.util.List;

/**
 * How one bot level searches: how far and how long, how much it misjudges, how often it overlooks the reply,
 * and whether it knows the endgame tables.
 *
 * @param depth the most plies looked ahead (deepened one at a time, within the node budget)
 * @param nodes the node budget of one move: the search stops there, the same on any machine
 * @param noise the most its judgement of a position is off, in hundredths of a man, drawn from the seed and the
 *     position; 0 for none
 * @param openingNoise the same while men are still placed, for the levels otherwise exact, so that seeds vary
 *     the openings
 * @param oversight the chance in a hundred that a move is chosen looking one ply ahead only, missing the reply
 * @param tables whether it plays the endgame tables' moves and reads them in its search
 * @param tableBits the transposition table holds 2 to this power entries
 */
public record Strength(int depth, long nodes, int noise, int openingNoise, int oversight, boolean tables,
        int tableBits) {

    /** How each level searches, weakest first. */
    private static final List<Strength> LEVELS = List.of(
            new Strength(1, 5_000, 60, 0, 100, false, 10),
            new Strength(2, 30_000, 45, 0, 25, false, 14),
            new Strength(3, 100_000, 20, 0, 10, false, 16),
            new Strength(6, 600_000, 6, 0, 3, false, 18),
            new Strength(Search.MAX_DEPTH, 5_000_000, 0, 4, 0, true, 22));

    /** Checks the settings. */
    public Strength {
        if (depth < 1 || depth > Search.MAX_DEPTH || nodes < 1 || noise < 0 || openingNoise < 0 || oversight < 0
                || oversight > 100 || tableBits < 4 || tableBits > 28) {
            throw new IllegalArgumentException("not a strength: " + depth + " " + nodes + " " + noise + " "
                    + openingNoise + " " + oversight + " " + tableBits);
        }
    }

    /** How a level from 1 to 5 searches. */
    public static Strength ofLevel(int level) {
        return LEVELS.get(level - 1);
    }

    /** The same strength with another node budget. */
    public Strength withNodes(long budget) {
        return new Strength(depth, budget, noise, openingNoise, oversight, tables, tableBits);
    }
}

package org.tabula.morris;

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
record Strength(int depth, long nodes, int noise, int openingNoise, int oversight, boolean tables, int tableBits) {

    /** Checks the settings. */
    Strength {
        if (depth < 1 || depth > Search.MAX_DEPTH || nodes < 1 || noise < 0 || openingNoise < 0 || oversight < 0
                || oversight > 100 || tableBits < 4 || tableBits > 28) {
            throw new IllegalArgumentException("not a strength: " + depth + " " + nodes + " " + noise + " "
                    + openingNoise + " " + oversight + " " + tableBits);
        }
    }

    /** The same strength with another node budget. */
    Strength withNodes(long budget) {
        return new Strength(depth, budget, noise, openingNoise, oversight, tables, tableBits);
    }
}

package org.tabula.morris.bots;

import org.tabula.morris.rules.MoveCode;

/**
 * The order a {@link Search} tries the moves of a node in: the table move first, then captures, then the two
 * killer moves of the ply, then by history (how deep the quiet moves that cut off were). The ranks live beside
 * the search's move arrays, at the same places; the moves are sorted lazily, one pick at a time. At the root,
 * each deepening tries the last one's best move first and the others by their scores ({@link #sortRoot}).
 */
final class MoveOrder {

    /** The rank of each move of each ply's slice of the search's move array. */
    private final int[] order;
    /** The two quiet moves that last cut off at each ply. */
    private final int[][] killers;
    /** For each side and each from-to pair, how deep the quiet moves that cut off were, squared and summed. */
    private final int[] history = new int[2 * 1024];
    /** For each side and the from-to pair of the opponent's last move, the quiet reply that last cut off. */
    private final int[] counters = new int[2 * 1024];

    MoveOrder(int plies, int movesPerPly) {
        order = new int[plies * movesPerPly];
        killers = new int[plies][2];
    }

    /** The rank given to the move at {@code i}; 0 once only moves with no history are left. */
    int rank(int i) {
        return order[i];
    }

    /** Gives each move of a ply its place in the order: table move, captures, killers, then history. */
    void rank(int[] moves, int at, int count, int ply, int side, int tableMove, int previous) {
        int[] killer = killers[ply];
        int base = side << 10;
        int counter = counters[base | (previous & 0x3FF)];
        for (int i = at; i < at + count; i++) {
            int move = moves[i];
            int rank;
            if (move == tableMove) {
                rank = 1 << 30;
            } else if (MoveCode.remove(move) >= 0) {
                rank = 1 << 29;
            } else if (move == killer[0]) {
                rank = 1 << 28;
            } else if (move == killer[1]) {
                rank = (1 << 28) - 1;
            } else if (move == counter) {
                rank = (1 << 28) - 2;
            } else {
                rank = history[base | (move & 0x3FF)];
            }
            order[i] = rank;
        }
    }

    /** Swaps the best-ranked of the moves left to {@code i} and returns it (a lazy selection sort). */
    int next(int[] moves, int i, int end) {
        int best = i;
        for (int j = i + 1; j < end; j++) {
            if (order[j] > order[best]) {
                best = j;
            }
        }
        int move = moves[best];
        moves[best] = moves[i];
        moves[i] = move;
        int rank = order[best];
        order[best] = order[i];
        order[i] = rank;
        return move;
    }

    /** Remembers a quiet move that cut off: as the ply's first killer, and in the side's history by depth. */
    void rememberCut(int move, int ply, int side, int depth, int previous) {
        if (MoveCode.remove(move) >= 0) {
            return;
        }
        counters[side << 10 | (previous & 0x3FF)] = move;
        int[] killer = killers[ply];
        if (killer[0] != move) {
            killer[1] = killer[0];
            killer[0] = move;
        }
        int slot = side << 10 | (move & 0x3FF);
        history[slot] = Math.min(history[slot] + depth * depth, 1 << 26);
    }

    /** Moves the best root move to the front and the others by score (stable), for the next deepening. */
    static void sortRoot(int[] root, int[] scores, int found) {
        int move = root[found];
        int score = scores[found];
        System.arraycopy(root, 0, root, 1, found);
        System.arraycopy(scores, 0, scores, 1, found);
        root[0] = move;
        scores[0] = score;
        for (int i = 2; i < root.length; i++) {
            int m = root[i];
            int s = scores[i];
            int j = i - 1;
            while (j >= 1 && scores[j] < s) {
                root[j + 1] = root[j];
                scores[j + 1] = scores[j];
                j--;
            }
            root[j + 1] = m;
            scores[j + 1] = s;
        }
    }
}

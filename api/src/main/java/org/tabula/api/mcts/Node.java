package org.tabula.api.mcts;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.Move;
import org.tabula.api.Side;

/**
 * One position of the search tree, reached from the root by the moves and chance outcomes on its path. A position
 * that waits for chance keeps one child per outcome drawn; one that waits for a move, one child per move tried.
 */
final class Node {

    /** The move that led here, or null at the root and below a chance outcome. */
    final Move move;
    /** The chance outcome that led here, or null. */
    final String outcome;
    /** The side that chose the move into this node, whose result this node's reward counts; null where none did. */
    final Side mover;
    final List<Node> children = new ArrayList<>();
    /** The legal moves not yet tried here; null until the search first stands here waiting for a move. */
    List<Move> untried;
    int visits;
    /** The sum of the playouts' results for {@link #mover}: 1 a win, 0.5 a draw or an unfinished playout, 0 a loss. */
    double reward;

    private Node(Move move, String outcome, Side mover) {
        this.move = move;
        this.outcome = outcome;
        this.mover = mover;
    }

    static Node root() {
        return new Node(null, null, null);
    }

    /** A new child reached by {@code mover} playing {@code move}. */
    Node addMove(Move move, Side mover) {
        Node child = new Node(move, null, mover);
        children.add(child);
        return child;
    }

    /** The child reached by a chance outcome, made on its first draw. */
    Node chanceChild(String drawn) {
        for (Node child : children) {
            if (drawn.equals(child.outcome)) {
                return child;
            }
        }
        Node child = new Node(null, drawn, null);
        children.add(child);
        return child;
    }

    /** The child UCB1 picks: the best mean result for its mover plus the bonus of being tried less. */
    Node select(double exploration) {
        double logVisits = Math.log(visits);
        Node best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Node child : children) {
            double value = child.reward / child.visits + exploration * Math.sqrt(logVisits / child.visits);
            if (value > bestValue) {
                best = child;
                bestValue = value;
            }
        }
        return best;
    }

    /** The child tried most (ties to the better mean, then the first tried), or null before any was tried. */
    Node mostVisited() {
        Node best = null;
        for (Node child : children) {
            if (best == null || child.visits > best.visits
                    || child.visits == best.visits && child.reward > best.reward) {
                best = child;
            }
        }
        return best;
    }
}

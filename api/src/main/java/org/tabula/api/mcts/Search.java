package org.tabula.api.mcts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;

/**
 * One Monte Carlo tree search from a position: UCT selection, one child expanded a playout, a random playout to
 * the end or the ply cap, and each playout's result counted for the side that moved into each node. Chance is
 * sampled by its weights from the search's own generator, in the tree and in the playouts.
 */
final class Search {

    /** UCB1's exploration constant. */
    static final double EXPLORATION = Math.sqrt(2);
    /** Plies past the root after which a playout stops and counts as a draw, so that no game runs it forever. */
    static final int PLY_CAP = 200;
    /** Steps (moves and throws) past the root after which a playout stops: a guard for a game whose ply stands still. */
    static final int STEP_CAP = 4 * PLY_CAP;
    /** How many playouts run between two polls of the stop request. */
    static final int POLL_EVERY = 8;

    private final Game start;
    private final int startPly;
    private final SplittableRandom random;
    private final Node root = Node.root();
    private int playouts;
    private int deepest;

    Search(Game start, SplittableRandom random) {
        this.start = start;
        this.startPly = start.ply();
        this.random = random;
    }

    /** Runs playouts until {@code budget} are done or the stop request, polled before every few, says stop. */
    Search run(int budget, BooleanSupplier stopRequested) {
        while (playouts < budget) {
            if (playouts % POLL_EVERY == 0 && stopRequested.getAsBoolean()) {
                break;
            }
            playOnce();
        }
        return this;
    }

    /** The root's most tried move, or empty when no playout ran. */
    Optional<Node> best() {
        return Optional.ofNullable(root.mostVisited());
    }

    int playouts() {
        return playouts;
    }

    /** The most moves any path of the tree holds. */
    int deepest() {
        return deepest;
    }

    private void playOnce() {
        Game game = start.copy();
        Node node = root;
        List<Node> path = new ArrayList<>();
        path.add(root);
        int depth = 0;
        while (game.result().isEmpty()) {
            Optional<ChanceRequest> chance = game.pendingChance();
            if (chance.isPresent()) {
                node = node.chanceChild(supply(game, chance.get()));
                path.add(node);
                continue;
            }
            if (node.untried == null) {
                node.untried = new ArrayList<>(game.legalMoves());
            }
            if (!node.untried.isEmpty()) {
                Move move = node.untried.remove(random.nextInt(node.untried.size()));
                Side mover = game.turn();
                play(game, move);
                path.add(node.addMove(move, mover));
                depth++;
                break;
            }
            if (node.children.isEmpty()) {
                break;
            }
            node = node.select(EXPLORATION);
            play(game, node.move);
            path.add(node);
            depth++;
        }
        deepest = Math.max(deepest, depth);
        Optional<Result> result = playOut(game);
        for (Node step : path) {
            step.visits++;
            if (step.mover != null) {
                step.reward += score(result, step.mover);
            }
        }
        playouts++;
    }

    /** Plays random moves and throws to the end or the cap; the result, or empty when the cap came first. */
    private Optional<Result> playOut(Game game) {
        int steps = 0;
        while (game.result().isEmpty() && game.ply() - startPly < PLY_CAP && steps++ < STEP_CAP) {
            Optional<ChanceRequest> chance = game.pendingChance();
            if (chance.isPresent()) {
                supply(game, chance.get());
                continue;
            }
            List<? extends Move> moves = game.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            play(game, moves.get(random.nextInt(moves.size())));
        }
        return game.result();
    }

    /** What a playout's end is worth to a side: 1 a win, 0 a loss, 0.5 a draw or no end. */
    static double score(Optional<Result> result, Side side) {
        if (result.isEmpty() || result.get().isDraw()) {
            return 0.5;
        }
        return result.get().winner().equals(side) ? 1 : 0;
    }

    private String supply(Game game, ChanceRequest chance) {
        String drawn = chance.draw(random);
        Outcome<String> taken = game.supplyChance(drawn);
        if (!taken.isAccepted()) {
            throw new IllegalStateException(game.gameId() + " refused the outcome '" + drawn + "' it listed: "
                    + taken.refusal());
        }
        return drawn;
    }

    private static void play(Game game, Move move) {
        Outcome<Move> played = game.play(move);
        if (!played.isAccepted()) {
            throw new IllegalStateException(game.gameId() + " refused the move " + move.text() + " it listed: "
                    + played.refusal());
        }
    }
}

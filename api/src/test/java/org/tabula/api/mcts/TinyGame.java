package org.tabula.api.mcts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;

/**
 * A small game given as a function from the path played (moves and chance outcomes, in order) to what stands
 * there: a turn, a throw or an end. Enough of the contract for the search, which uses nothing else.
 */
final class TinyGame implements Game {

    static final Side FIRST = Side.of("first");
    static final Side SECOND = Side.of("second");

    /** What stands after a path. */
    sealed interface Spot permits Turn, Throw, End {
    }

    /** A side to move and its legal moves, in order. */
    record Turn(Side side, List<String> moves) implements Spot {
    }

    /** Chance to throw, its outcomes and their weights. */
    record Throw(List<String> outcomes, List<Long> weights) implements Spot {
    }

    /** The end: the winner, or null for a draw. */
    record End(Side winner) implements Spot {
    }

    /** The rules: what stands after the path, whose entries are moves and outcomes in the order played. */
    interface Rules {
        Spot at(List<String> path);
    }

    record TinyMove(String text) implements Move {
    }

    private final Rules rules;
    private final List<String> path;
    private int moves;

    TinyGame(Rules rules) {
        this(rules, new ArrayList<>(), 0);
    }

    private TinyGame(Rules rules, List<String> path, int moves) {
        this.rules = rules;
        this.path = path;
        this.moves = moves;
    }

    private Spot spot() {
        return rules.at(List.copyOf(path));
    }

    @Override
    public String gameId() {
        return "tiny";
    }

    @Override
    public GameOptions options() {
        return GameOptions.defaults(List.of());
    }

    @Override
    public List<Side> sides() {
        return List.of(FIRST, SECOND);
    }

    @Override
    public Side turn() {
        return spot() instanceof Turn turn ? turn.side() : FIRST;
    }

    @Override
    public Status status() {
        return result().isPresent() ? Status.FINISHED : Status.ACTIVE;
    }

    @Override
    public Optional<Result> result() {
        if (spot() instanceof End end) {
            return Optional.of(end.winner() == null ? Result.draw("end", "Drawn.")
                    : Result.win(end.winner(), "end", end.winner().title() + " wins."));
        }
        return Optional.empty();
    }

    @Override
    public int ply() {
        return moves;
    }

    @Override
    public List<? extends Move> legalMoves() {
        return spot() instanceof Turn turn ? turn.moves().stream().map(TinyMove::new).toList() : List.of();
    }

    @Override
    public Outcome<Move> play(String moveText) {
        if (spot() instanceof Turn turn && turn.moves().contains(moveText)) {
            path.add(moveText);
            moves++;
            return Outcome.accepted(new TinyMove(moveText));
        }
        return Outcome.refused("illegal", "Not a move here: " + moveText);
    }

    @Override
    public Outcome<Move> play(Move move) {
        return play(move.text());
    }

    @Override
    public Outcome<Move> undo() {
        return Outcome.refused("no-undo", "Not kept.");
    }

    @Override
    public List<? extends Move> history() {
        return List.of();
    }

    @Override
    public String position() {
        return String.join(" ", path);
    }

    @Override
    public Game copy() {
        return new TinyGame(rules, new ArrayList<>(path), moves);
    }

    @Override
    public BoardView view() {
        return palette -> List.of(position());
    }

    @Override
    public Optional<ChanceRequest> pendingChance() {
        return spot() instanceof Throw chance
                ? Optional.of(new ChanceRequest("throw", chance.outcomes(), chance.weights(), false))
                : Optional.empty();
    }

    @Override
    public Outcome<String> supplyChance(String outcome) {
        if (spot() instanceof Throw chance && chance.outcomes().contains(outcome)) {
            path.add(outcome);
            return Outcome.accepted(outcome);
        }
        return Outcome.refused("no-chance", "Not an outcome here: " + outcome);
    }
}

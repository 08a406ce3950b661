package org.tabula.host.core.testgames;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Palette;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;

/** One game of Nim on one heap. */
final class NimGame implements Game {

    private static final List<Side> SIDES = List.of(NimProvider.FIRST, NimProvider.SECOND);

    private final GameOptions options;
    private final int startStones;
    private final int startTurn;
    private final List<NimMove> history = new ArrayList<>();

    NimGame(GameOptions options, int startStones, int startTurn) {
        this.options = options;
        this.startStones = startStones;
        this.startTurn = startTurn;
    }

    int stones() {
        return startStones - history.stream().mapToInt(NimMove::stones).sum();
    }

    @Override
    public String gameId() {
        return "nim";
    }

    @Override
    public GameOptions options() {
        return options;
    }

    @Override
    public List<Side> sides() {
        return SIDES;
    }

    @Override
    public Side turn() {
        return SIDES.get((startTurn + history.size()) % 2);
    }

    private Side other(Side side) {
        return side.equals(SIDES.get(0)) ? SIDES.get(1) : SIDES.get(0);
    }

    @Override
    public Status status() {
        return result().isPresent() ? Status.FINISHED : Status.ACTIVE;
    }

    @Override
    public Optional<Result> result() {
        if (stones() > 0) {
            return Optional.empty();
        }
        Side last = other(turn());
        Side winner = options.bool("misere") ? turn() : last;
        return Optional.of(Result.win(winner, "last-stone", winner.title() + " wins: " + last.id()
                + " took the last stone"));
    }

    @Override
    public int ply() {
        return history.size();
    }

    @Override
    public List<NimMove> legalMoves() {
        if (status() == Status.FINISHED) {
            return List.of();
        }
        List<NimMove> moves = new ArrayList<>();
        for (int n = 1; n <= Math.min(3, stones()); n++) {
            moves.add(new NimMove(n));
        }
        return moves;
    }

    @Override
    public Outcome<Move> play(String moveText) {
        if (status() == Status.FINISHED) {
            return MatchRefusal.GAME_OVER.refuse(result().orElseThrow().sentence());
        }
        String text = moveText == null ? "" : moveText.strip();
        for (NimMove move : legalMoves()) {
            if (move.text().equals(text)) {
                history.add(move);
                return Outcome.accepted(move);
            }
        }
        return Outcome.refused("illegal", "Take 1 to " + Math.min(3, stones()) + " stones, not '" + text + "'.");
    }

    @Override
    public Outcome<Move> play(Move move) {
        return play(move.text());
    }

    @Override
    public Outcome<Move> undo() {
        if (history.isEmpty()) {
            return MatchRefusal.NOTHING_TO_UNDO.refuse();
        }
        return Outcome.accepted(history.remove(history.size() - 1));
    }

    @Override
    public List<NimMove> history() {
        return List.copyOf(history);
    }

    @Override
    public String position() {
        return stones() + "/" + turn().id();
    }

    @Override
    public NimGame copy() {
        NimGame copy = new NimGame(options, startStones, startTurn);
        copy.history.addAll(history);
        return copy;
    }

    @Override
    public BoardView view() {
        int stones = stones();
        return palette -> List.of(palette.paint(Palette.BOARD, stones == 0 ? "(empty)" : "o ".repeat(stones).strip()));
    }
}

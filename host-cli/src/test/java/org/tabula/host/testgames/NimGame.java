package org.tabula.host.testgames;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
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
    private Result ending;
    private Side drawOffer;
    /** The side whose offer was accepted, while the game stands drawn by agreement. */
    private Side agreedOffer;

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
        if (ending != null) {
            return Optional.of(ending);
        }
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
            return Outcome.refused("game-over", "The game is over.");
        }
        String text = moveText == null ? "" : moveText.strip();
        for (NimMove move : legalMoves()) {
            if (move.text().equals(text)) {
                history.add(move);
                drawOffer = null;
                return Outcome.accepted(move);
            }
        }
        return Outcome.refused("illegal", "Take 1 to " + Math.min(3, stones()) + " stones, not '" + text + "'.");
    }

    @Override
    public Outcome<Move> play(Move move) {
        return play(move.text());
    }

    /**
     * Takes back the last move; after a draw agreed, the agreement only, the offer standing again. The contract's
     * undo answers with a move, so it names the last move, which stays played (with none, there is nothing to
     * name and the agreement stays).
     */
    @Override
    public Outcome<Move> undo() {
        if (history.isEmpty()) {
            return Outcome.refused("nothing-to-undo", "No move has been played.");
        }
        if (agreedOffer != null) {
            drawOffer = agreedOffer;
            agreedOffer = null;
            ending = null;
            return Outcome.accepted(history.get(history.size() - 1));
        }
        ending = null;
        drawOffer = null;
        return Outcome.accepted(history.remove(history.size() - 1));
    }

    @Override
    public List<NimMove> history() {
        return List.copyOf(history);
    }

    @Override
    public Outcome<Result> resign(Side side) {
        return end(Result.win(other(checked(side)), "resign", side.title() + " resigns."));
    }

    @Override
    public Outcome<Result> timeout(Side side) {
        return end(Result.win(other(checked(side)), "timeout", side.title() + " ran out of time."));
    }

    private Outcome<Result> end(Result result) {
        if (status() == Status.FINISHED) {
            return Outcome.refused("game-over", "The game is over.");
        }
        ending = result;
        drawOffer = null;
        return Outcome.accepted(result);
    }

    @Override
    public Outcome<Side> offerDraw(Side side) {
        if (status() == Status.FINISHED) {
            return Outcome.refused("game-over", "The game is over.");
        }
        drawOffer = checked(side);
        return Outcome.accepted(side);
    }

    @Override
    public Outcome<Result> acceptDraw(Side side) {
        if (drawOffer == null || drawOffer.equals(checked(side))) {
            return Outcome.refused("no-offer", "There is no draw offer to accept.");
        }
        Side offerer = drawOffer;
        Outcome<Result> agreed = end(Result.draw("agreed", "Drawn by agreement."));
        agreedOffer = offerer;
        return agreed;
    }

    @Override
    public Outcome<Side> declineDraw(Side side) {
        if (drawOffer == null || drawOffer.equals(checked(side))) {
            return Outcome.refused("no-offer", "There is no draw offer to decline.");
        }
        drawOffer = null;
        return Outcome.accepted(side);
    }

    @Override
    public Optional<Side> drawOfferedBy() {
        return Optional.ofNullable(drawOffer);
    }

    @Override
    public String position() {
        return stones() + "/" + turn().id();
    }

    @Override
    public String record() {
        return String.join(" ", history.stream().map(NimMove::text).toList());
    }

    @Override
    public NimGame copy() {
        NimGame copy = new NimGame(options, startStones, startTurn);
        copy.history.addAll(history);
        copy.ending = ending;
        copy.drawOffer = drawOffer;
        copy.agreedOffer = agreedOffer;
        return copy;
    }

    @Override
    public BoardView view() {
        int stones = stones();
        return palette -> List.of(palette.paint(Palette.BOARD, stones == 0 ? "(empty)" : "o ".repeat(stones).strip()));
    }

    private Side checked(Side side) {
        if (!SIDES.contains(side)) {
            throw new IllegalArgumentException("nim has no side " + side);
        }
        return side;
    }
}

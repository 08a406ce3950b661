package org.tabula.notation;

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
 * A game for the record's tests: a move is any word of lower-case letters but {@code x}; {@code end} wins for the
 * side that plays it; with dice, a roll of 1 to 6 comes before every move.
 */
final class WordGame implements Game {

    static final List<Side> SIDES = List.of(Side.of("white"), Side.of("black"));

    private record Word(String text) implements Move {
    }

    private final boolean dice;
    private final int startPly;
    private final List<Move> moves = new ArrayList<>();
    private boolean rolled;

    WordGame(boolean dice, int startPly) {
        this.dice = dice;
        this.startPly = startPly;
    }

    @Override
    public String gameId() {
        return "words";
    }

    @Override
    public GameOptions options() {
        return GameOptions.defaults(List.of());
    }

    @Override
    public List<Side> sides() {
        return SIDES;
    }

    @Override
    public Side turn() {
        return SIDES.get(ply() % 2);
    }

    @Override
    public Status status() {
        return result().isPresent() ? Status.FINISHED : Status.ACTIVE;
    }

    @Override
    public Optional<Result> result() {
        boolean ended = !moves.isEmpty() && moves.get(moves.size() - 1).text().equals("end");
        return ended ? Optional.of(Result.win(SIDES.get((ply() + 1) % 2), "end", "the end")) : Optional.empty();
    }

    @Override
    public int ply() {
        return startPly + moves.size();
    }

    @Override
    public List<Move> legalMoves() {
        return List.of();
    }

    @Override
    public Outcome<Move> play(String moveText) {
        if (result().isPresent() || (dice && !rolled)) {
            return Outcome.refused("not-now", "No move now.");
        }
        if (!moveText.matches("[a-z]+") || moveText.equals("x")) {
            return Outcome.refused("not-a-move", moveText + " is not a word.");
        }
        rolled = false;
        moves.add(new Word(moveText));
        return Outcome.accepted(moves.get(moves.size() - 1));
    }

    @Override
    public Outcome<Move> play(Move move) {
        return play(move.text());
    }

    @Override
    public Optional<ChanceRequest> pendingChance() {
        return dice && !rolled && result().isEmpty() ? Optional.of(new ChanceRequest("a die",
                List.of("1", "2", "3", "4", "5", "6"), List.of(1L, 1L, 1L, 1L, 1L, 1L), false)) : Optional.empty();
    }

    @Override
    public Outcome<String> supplyChance(String outcome) {
        if (pendingChance().isEmpty() || !outcome.matches("[1-6]")) {
            return Outcome.refused("no-roll", "Not a roll now.");
        }
        rolled = true;
        return Outcome.accepted(outcome);
    }

    @Override
    public Outcome<Move> undo() {
        throw new UnsupportedOperationException();
    }

    @Override
    public List<Move> history() {
        return List.copyOf(moves);
    }

    @Override
    public String position() {
        return Integer.toString(ply());
    }

    @Override
    public Game copy() {
        throw new UnsupportedOperationException();
    }

    @Override
    public BoardView view() {
        return palette -> List.of(position());
    }
}

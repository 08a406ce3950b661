package org.tabula.morris;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;

/**
 * A morris game seen only through the contract: every method but the defaults is passed on, so {@link #perft}
 * is the contract's own walk over copies, to hold the fast override to.
 */
final class ContractOnlyGame implements Game {

    private final MorrisState game;

    ContractOnlyGame(MorrisState game) {
        this.game = game;
    }

    @Override
    public String gameId() {
        return game.gameId();
    }

    @Override
    public GameOptions options() {
        return game.options();
    }

    @Override
    public List<Side> sides() {
        return game.sides();
    }

    @Override
    public Side turn() {
        return game.turn();
    }

    @Override
    public Status status() {
        return game.status();
    }

    @Override
    public Optional<Result> result() {
        return game.result();
    }

    @Override
    public int ply() {
        return game.ply();
    }

    @Override
    public List<? extends Move> legalMoves() {
        return game.legalMoves();
    }

    @Override
    public Outcome<Move> play(String moveText) {
        return game.play(moveText);
    }

    @Override
    public Outcome<Move> play(Move move) {
        return game.play(move);
    }

    @Override
    public Outcome<Move> undo() {
        return game.undo();
    }

    @Override
    public List<? extends Move> history() {
        return game.history();
    }

    @Override
    public String position() {
        return game.position();
    }

    @Override
    public Game copy() {
        return new ContractOnlyGame(game.copy());
    }

    @Override
    public BoardView view() {
        return game.view();
    }

    @Override
    public Map<String, String> facts() {
        return game.facts();
    }
}

package org.tabula.api.testkit;

import java.util.List;
import java.util.Map;
import java.util.Objects;
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
 * A game seen through the contract alone, of another class than the game's own: every method is passed on but
 * {@link #perft}, so the contract's default walk counts, as it would for a host's own implementation. What a
 * game's tests hold its fast perft to, and hand its provider or bots as "a game of another class". A test
 * overrides what it wants changed (a flaw, say) and {@link #wrap} so copies keep it.
 */
public class ContractOnlyGame implements Game {

    /** The game passed on to. */
    protected final Game game;

    /** The game seen through the contract alone. */
    public ContractOnlyGame(Game game) {
        this.game = Objects.requireNonNull(game, "game");
    }

    /** The copy a copy of this game wraps; a subclass wraps it in its own class. */
    protected Game wrap(Game copy) {
        return new ContractOnlyGame(copy);
    }

    @Override public String gameId() { return game.gameId(); }
    @Override public GameOptions options() { return game.options(); }
    @Override public List<Side> sides() { return game.sides(); }
    @Override public Side turn() { return game.turn(); }
    @Override public Status status() { return game.status(); }
    @Override public Optional<Result> result() { return game.result(); }
    @Override public int ply() { return game.ply(); }
    @Override public List<? extends Move> legalMoves() { return game.legalMoves(); }
    @Override public Outcome<Move> play(String moveText) { return game.play(moveText); }
    @Override public Outcome<Move> play(Move move) { return game.play(move); }
    @Override public Outcome<Move> undo() { return game.undo(); }
    @Override public List<? extends Move> history() { return game.history(); }
    @Override public String position() { return game.position(); }
    @Override public Game copy() { return wrap(game.copy()); }
    @Override public BoardView view() { return game.view(); }
    @Override public Map<String, String> facts() { return game.facts(); }
    @Override public Optional<ChanceRequest> pendingChance() { return game.pendingChance(); }
    @Override public Outcome<String> supplyChance(String outcome) { return game.supplyChance(outcome); }
    @Override public Outcome<String> drawChance() { return game.drawChance(); }
}

package org.tabula.dicerace.kit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.testkit.ContractOnlyGame;

/**
 * A dice race with one flaw of the kind a plugin might have, to show that the conformance kit finds it: a game
 * that passes on everything else but breaks the contract in one place.
 */
final class FlawedGame extends ContractOnlyGame {

    /** The flaws the kit must find. */
    enum Flaw {
        /** copy() gives a second face of the same game. */
        COPY_SHARES_STATE,
        /** undo() says it took the move back but leaves the game as it is. */
        UNDO_DOES_NOTHING,
        /** A refused text still plays the first legal move. */
        REFUSAL_CHANGES_THE_GAME,
        /** The record leaves out a roll made after the last move. */
        RECORD_DROPS_THE_LAST_ROLL,
        /** The position leaves out the roll standing. */
        POSITION_DROPS_THE_ROLL,
        /** The legal moves come in a new order each time. */
        MOVES_IN_NO_FIXED_ORDER,
        /** A text with a character outside ASCII throws instead of being refused. */
        THROWS_ON_STRANGE_TEXT
    }

    private final Flaw flaw;
    private int asked;

    FlawedGame(Game game, Flaw flaw) {
        super(game);
        this.flaw = flaw;
    }

    @Override
    public String gameId() {
        return FlawedProvider.ID;
    }

    @Override
    public List<? extends Move> legalMoves() {
        List<Move> moves = new ArrayList<>(game.legalMoves());
        if (flaw == Flaw.MOVES_IN_NO_FIXED_ORDER && ++asked % 2 == 0) {
            Collections.reverse(moves);
        }
        return moves;
    }

    @Override
    public Outcome<Move> play(String moveText) {
        if (flaw == Flaw.THROWS_ON_STRANGE_TEXT && moveText.chars().anyMatch(c -> c > 127)) {
            throw new IllegalArgumentException("no such move: " + moveText);
        }
        Outcome<Move> outcome = game.play(moveText);
        if (flaw == Flaw.REFUSAL_CHANGES_THE_GAME && !outcome.isAccepted() && !game.legalMoves().isEmpty()) {
            game.play(game.legalMoves().get(0));
        }
        return outcome;
    }

    @Override
    public Outcome<Move> undo() {
        if (flaw == Flaw.UNDO_DOES_NOTHING && !game.history().isEmpty()) {
            return Outcome.accepted(game.history().get(game.history().size() - 1));
        }
        return game.undo();
    }

    @Override
    public String position() {
        String position = game.position();
        return flaw == Flaw.POSITION_DROPS_THE_ROLL ? position.replaceAll(" [0-3] ", " - ") : position;
    }

    /** The game this one wraps, for the provider's record. */
    Game race() {
        return game;
    }

    /** The flaw this game has. */
    Flaw flaw() {
        return flaw;
    }

    @Override
    public Game copy() {
        return flaw == Flaw.COPY_SHARES_STATE ? new FlawedGame(game, flaw) : wrap(game.copy());
    }

    @Override
    protected Game wrap(Game copy) {
        return new FlawedGame(copy, flaw);
    }

}

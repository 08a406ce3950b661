package org.tabula.morris;

import java.util.Optional;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;

/**
 * How a game stands beside its position: the result that ended it, if any, and the draw offer standing, with what
 * the players do about them (resign, time out, offer, accept and decline a draw).
 *
 * <p>Kept apart from {@link GameState}, which plays and takes back moves, because these rules ask nothing of the
 * board: a move or a move taken back only tells it the ending the position has reached, and the offer goes. Each
 * action is checked before anything changes, so a refused one changes nothing.
 */
final class Standing {

    private MorrisResult result;
    private Colour offer;

    /** A game going on, or one already over by {@code reached}, with no offer standing. */
    Standing(MorrisResult reached) {
        this.result = reached;
    }

    /** An independent standing, equal to this one. */
    Standing copy() {
        Standing copy = new Standing(result);
        copy.offer = offer;
        return copy;
    }

    /** True once the game has a result. */
    boolean over() {
        return result != null;
    }

    /** How the game ended, or empty while it goes on. */
    Optional<MorrisResult> result() {
        return Optional.ofNullable(result);
    }

    /** The side whose draw offer stands, or empty. */
    Optional<Colour> offer() {
        return Optional.ofNullable(offer);
    }

    /**
     * A move was played or taken back: the position now stands at {@code reached} (null while the game goes on),
     * and an offer made before goes, as it was made in a position no longer on the board.
     */
    void moved(MorrisResult reached) {
        offer = null;
        result = reached;
    }

    /** Ends the game as a player did (resign, timeout, agreement); an offer standing goes with the game. */
    Outcome<Result> end(MorrisResult ending) {
        if (result != null) {
            return gameOver();
        }
        result = ending;
        offer = null;
        return Outcome.accepted(ending.toResult());
    }

    /** A side offers a draw; its own offer again changes nothing, the other side's must be answered first. */
    Outcome<Side> offerDraw(Colour colour) {
        if (result != null) {
            return gameOver();
        }
        if (offer == colour.opponent()) {
            return MorrisRefusal.OFFER_STANDING.refuse(offer.side().title());
        }
        offer = colour;
        return Outcome.accepted(colour.side());
    }

    /** A side accepts the other's offer: the game is drawn. */
    Outcome<Result> acceptDraw(Colour colour) {
        Outcome<Side> offered = answerable(colour, "accept");
        return offered.isAccepted() ? end(MorrisResult.agreement()) : Outcome.refused(offered.refusal());
    }

    /** A side declines the other's offer: the offer is gone and play goes on. */
    Outcome<Side> declineDraw(Colour colour) {
        Outcome<Side> offered = answerable(colour, "decline");
        if (offered.isAccepted()) {
            offer = null;
        }
        return offered;
    }

    private Outcome<Side> answerable(Colour colour, String verb) {
        if (result != null) {
            return gameOver();
        }
        if (offer != colour.opponent()) {
            return MorrisRefusal.NO_OFFER.refuse(colour.opponent().side().title(), verb);
        }
        return Outcome.accepted(colour.side());
    }

    /** The refusal of anything asked of a finished game. */
    <T> Outcome<T> gameOver() {
        return MorrisRefusal.GAME_OVER.refuse(result.sentence());
    }

    /** Puts back an ending a record wrote; the caller checked that the game goes on. */
    void endAs(MorrisResult ending) {
        result = ending;
        offer = null;
    }
}

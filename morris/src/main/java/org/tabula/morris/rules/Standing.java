package org.tabula.morris.rules;

import java.util.Optional;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.morris.Colour;
import org.tabula.morris.MorrisRefusal;
import org.tabula.morris.MorrisResult;

/**
 * How a game stands beside its position: the result that ended it, if any, and the draw offer standing, with what
 * the players do about them (resign, time out, offer, accept and decline a draw).
 *
 * <p>Kept apart from {@link GameState}, which plays and takes back moves, because these rules ask nothing of the
 * board: a move only tells it who moved and the ending the position has reached, a move taken back the ending and
 * the offer as they stood before it. Each action is checked before anything changes, so a refused one changes
 * nothing.
 *
 * <p>As the seed has it, an offer stands until the other side accepts it, declines it or plays a move: the offering
 * side's own move leaves it standing. A game that ends takes the offer with it, but one a player ended (resign,
 * timeout, agreement) remembers the offer that stood then, as its record writes it ({@code offer black} before
 * {@code result white resign}).
 */
public final class Standing {

    private MorrisResult result;
    private Colour offer;
    /** The offer that stood when a player ended the game, for the record; null otherwise. */
    private Colour offerAtEnd;

    /** A game going on, or one already over by {@code reached}, with no offer standing. */
    Standing(MorrisResult reached) {
        this.result = reached;
    }

    /** An independent standing, equal to this one. */
    Standing copy() {
        Standing copy = new Standing(result);
        copy.offer = offer;
        copy.offerAtEnd = offerAtEnd;
        return copy;
    }

    /** True once the game has a result. */
    public boolean over() {
        return result != null;
    }

    /** How the game ended, or empty while it goes on. */
    public Optional<MorrisResult> result() {
        return Optional.ofNullable(result);
    }

    /** The side whose draw offer stands, or empty. */
    public Optional<Colour> offer() {
        return Optional.ofNullable(offer);
    }

    /** The offer a record writes: the one standing, or the one that stood when a player ended the game. */
    public Optional<Colour> recordedOffer() {
        return Optional.ofNullable(offer != null ? offer : offerAtEnd);
    }

    /**
     * {@code mover} played a move and the position now stands at {@code reached} (null while the game goes on):
     * the other side's offer goes with the move, the mover's own stands unless the move ended the game.
     */
    void moved(Colour mover, MorrisResult reached) {
        if (offer != mover || reached != null) {
            offer = null;
        }
        result = reached;
        offerAtEnd = null;
    }

    /** A move was taken back: the position stands at {@code reached} again, with the offer that stood then. */
    void undone(MorrisResult reached, Colour offerBefore) {
        result = reached;
        offer = reached == null ? offerBefore : null;
        offerAtEnd = null;
    }

    /** Ends the game as a player did (resign, timeout, agreement); a standing offer goes, kept for the record. */
    public Outcome<Result> end(MorrisResult ending) {
        if (result != null) {
            return gameOver();
        }
        result = ending;
        offerAtEnd = offer;
        offer = null;
        return Outcome.accepted(ending.toResult());
    }

    /** A side offers a draw; its own offer again changes nothing, the other side's must be answered first. */
    public Outcome<Side> offerDraw(Colour colour) {
        if (result != null) {
            return gameOver();
        }
        if (offer == colour.opponent()) {
            return Outcome.refused(MorrisRefusal.OFFER_STANDING.with(offer.side().title()));
        }
        offer = colour;
        return Outcome.accepted(colour.side());
    }

    /** A side accepts the other's offer: the game is drawn. */
    public Outcome<Result> acceptDraw(Colour colour) {
        Outcome<Side> offered = answerable(colour, "accept");
        return offered.isAccepted() ? end(MorrisResult.agreement()) : Outcome.refused(offered.refusal());
    }

    /** A side declines the other's offer: the offer is gone and play goes on. */
    public Outcome<Side> declineDraw(Colour colour) {
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
            return Outcome.refused(MorrisRefusal.NO_OFFER.with(colour.opponent().side().title(), verb));
        }
        return Outcome.accepted(colour.side());
    }

    /** The refusal of anything asked of a finished game. */
    public <T> Outcome<T> gameOver() {
        return Outcome.refused(MorrisRefusal.GAME_OVER.with(result.sentence()));
    }

    /** Puts back an ending a record wrote; the caller checked that the game goes on. */
    public void endAs(MorrisResult ending) {
        result = ending;
        offerAtEnd = offer;
        offer = null;
    }
}

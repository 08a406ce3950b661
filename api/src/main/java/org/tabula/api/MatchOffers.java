package org.tabula.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The draw offers and the player's ending of one {@link Match}: the offer standing, the offer that stood before
 * each move, and a resignation, timeout or draw agreed with the offer that stood then. Its match alone holds it and
 * alone plays and takes back the game it reads.
 */
final class MatchOffers {

    private final GameProvider provider;
    private final Game game;
    /** The offer that stood before each move of the history, so that undo puts it back. */
    private final List<Side> offersBefore;
    private Side offer;
    /** The ending a player made, or null. */
    private Result ending;
    /** The offer that stood when a player ended the game, which the record keeps. */
    private Side offerAtEnd;

    private MatchOffers(GameProvider provider, Game game, List<Side> offersBefore) {
        this.provider = provider;
        this.game = game;
        this.offersBefore = offersBefore;
    }

    /**
     * The offers of a match around a game as it stands.
     *
     * @param provider the game's provider
     * @param game the match's game
     * @return no offer standing and no ending
     */
    static MatchOffers of(GameProvider provider, Game game) {
        // The offers that stood before moves played elsewhere are not known: none.
        List<Side> none = Collections.nCopies(game.history().size(), null);
        return new MatchOffers(provider, game, new ArrayList<>(none));
    }

    /**
     * The same offers and ending for a copy of the match.
     *
     * @param copy the copy's game
     * @return offers that share nothing with these
     */
    MatchOffers copyFor(Game copy) {
        MatchOffers offers = new MatchOffers(provider, copy, new ArrayList<>(offersBefore));
        offers.offer = offer;
        offers.ending = ending;
        offers.offerAtEnd = offerAtEnd;
        return offers;
    }

    /** Puts back the offer and the ending a record read back marks. */
    void restore(MatchMarks marks) {
        offer = marks.offer().orElse(null);
        marks.ending().ifPresent(result -> {
            if (game.status() == Status.FINISHED) {
                throw new IllegalStateException(provider.id() + " read an ending after the game was over: "
                        + result);
            }
            end(result);
        });
    }

    /** Whether a player ended the match: then nothing but undo goes to the game. */
    boolean endedByPlayer() {
        return ending != null;
    }

    /** The match's status: a player's ending overrules the game's. */
    Status status() {
        return ending != null ? Status.FINISHED : game.status();
    }

    /** The match's result: a player's ending overrules the game's. */
    Optional<Result> result() {
        return ending != null ? Optional.of(ending) : game.result();
    }

    /** The side whose offer stands, or empty. */
    Optional<Side> standing() {
        return Optional.ofNullable(offer);
    }

    /** The offer and ending for the record, with the headers given. */
    MatchMarks marks(RecordHeaders headers) {
        Side recordedOffer = offer != null ? offer : offerAtEnd;
        return new MatchMarks(Optional.ofNullable(recordedOffer), Optional.ofNullable(ending), headers);
    }

    /**
     * After the game did something for {@code mover}: each move it added (a chance may force one, a turn lost)
     * keeps the offer that stood before it; the other side's offer goes with the move, the mover's own stands
     * unless the game is now over.
     */
    <T> Outcome<T> moved(Side mover, Outcome<T> outcome) {
        int moves = game.history().size();
        if (outcome.isAccepted() && moves > offersBefore.size()) {
            while (offersBefore.size() < moves) {
                offersBefore.add(offer);
            }
            if (!mover.equals(offer) || game.status() == Status.FINISHED) {
                offer = null;
            }
        }
        return outcome;
    }

    /** Takes back a player's ending, the offer that stood then standing again; empty when no player ended it. */
    Optional<Result> liftEnding() {
        if (ending == null) {
            return Optional.empty();
        }
        Result lifted = ending;
        ending = null;
        offer = offerAtEnd;
        offerAtEnd = null;
        return Optional.of(lifted);
    }

    /** After the game took back a move: the offer that stood before it stands again. */
    void undone() {
        int moves = game.history().size();
        while (offersBefore.size() > moves) {
            offer = offersBefore.remove(offersBefore.size() - 1);
        }
    }

    /** A player ends the match; the offer standing goes, kept for the record and for undo. */
    private Result end(Result result) {
        ending = result;
        offerAtEnd = offer;
        offer = null;
        return result;
    }

    /** A player ends the match (a resignation, a timeout), as {@link #end} does, unless it is over already. */
    Outcome<Result> endUnlessOver(Result result) {
        return status() == Status.FINISHED ? Outcome.refused(gameOver()) : Outcome.accepted(end(result));
    }

    /** {@code side} offers a draw, as {@link Match#offerDraw} says. */
    Outcome<Side> offer(Side side, Side other) {
        Optional<Refusal> refused = refusedDraw();
        if (refused.isPresent()) {
            return Outcome.refused(refused.get());
        }
        if (other.equals(offer)) {
            return MatchRefusal.OFFER_STANDING.refuse(other.title());
        }
        offer = side;
        return Outcome.accepted(side);
    }

    /** {@code side} accepts {@code other}'s offer, as {@link Match#acceptDraw} says. */
    Outcome<Result> accept(Side side, Side other) {
        Outcome<Side> answerable = answerable(side, other, "accept");
        return answerable.isAccepted() ? Outcome.accepted(end(PlayerEnding.agreement()))
                : Outcome.refused(answerable.refusal());
    }

    /** {@code side} declines {@code other}'s offer, as {@link Match#declineDraw} says. */
    Outcome<Side> decline(Side side, Side other) {
        Outcome<Side> answerable = answerable(side, other, "decline");
        if (answerable.isAccepted()) {
            offer = null;
        }
        return answerable;
    }

    private Outcome<Side> answerable(Side side, Side other, String verb) {
        Optional<Refusal> refused = refusedDraw();
        if (refused.isPresent()) {
            return Outcome.refused(refused.get());
        }
        if (side.equals(offer)) {
            return MatchRefusal.OWN_OFFER.refuse(side.title(), verb, other.title());
        }
        if (offer == null) {
            return MatchRefusal.NO_OFFER.refuse(other.title(), verb);
        }
        return Outcome.accepted(side);
    }

    /** Why nothing more can be done: the match is over, with its result. */
    Refusal gameOver() {
        return MatchRefusal.GAME_OVER.with(result().orElseThrow().sentence());
    }

    private Optional<Refusal> refusedDraw() {
        if (status() == Status.FINISHED) {
            return Optional.of(gameOver());
        }
        return provider.drawsByAgreement() ? Optional.empty()
                : Optional.of(MatchRefusal.NO_DRAWS.with(provider.title()));
    }
}

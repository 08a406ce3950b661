package org.tabula.checkers;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.checkers.rules.GameState;

/**
 * What the players do besides moving, and how the game ends: resigning, running out of time, offering, accepting
 * and declining a draw, and the ending these or the moves reached. Part of {@link CheckersGame}, which holds the
 * moves and the texts; kept apart so that neither class grows past what one reads at once. Package-private, so
 * its public methods are the game's own (as {@code AbstractStringBuilder}'s are {@code StringBuilder}'s).
 */
abstract class PlayerActions implements Game {

    /** The state of the game, which the players' actions and moves change. */
    final GameState state;

    PlayerActions(GameState state) {
        this.state = Objects.requireNonNull(state, "state");
    }

    @Override
    public Status status() {
        return state.result().isEmpty() ? Status.ACTIVE : Status.FINISHED;
    }

    @Override
    public Optional<Result> result() {
        return ending().map(CheckersResult::toResult);
    }

    /** How the game ended, as checkers tells it, or empty while it goes on. */
    public Optional<CheckersResult> ending() {
        return state.result();
    }

    @Override
    public Optional<Side> drawOfferedBy() {
        return offer().map(Colour::side);
    }

    /** The side whose draw offer stands, if any. */
    public Optional<Colour> offer() {
        return state.offer();
    }

    @Override
    public Outcome<Result> resign(Side side) {
        return resign(Colour.of(side));
    }

    /** A side gives up and the other wins; refused when the game is already over. */
    public Outcome<Result> resign(Colour colour) {
        return state.end(CheckersResult.resign(Objects.requireNonNull(colour, "colour")));
    }

    @Override
    public Outcome<Result> timeout(Side side) {
        return timeout(Colour.of(side));
    }

    /** A side has run out of time and the other wins; refused when the game is already over. */
    public Outcome<Result> timeout(Colour colour) {
        return state.end(CheckersResult.timeout(Objects.requireNonNull(colour, "colour")));
    }

    @Override
    public Outcome<Side> offerDraw(Side side) {
        return offerDraw(Colour.of(side));
    }

    /**
     * A side offers a draw; offering again while its own offer stands changes nothing. Refused when the game is
     * over or the other side's offer stands (accept or decline that instead).
     */
    public Outcome<Side> offerDraw(Colour colour) {
        return state.offerDraw(Objects.requireNonNull(colour, "colour"));
    }

    @Override
    public Outcome<Result> acceptDraw(Side side) {
        return acceptDraw(Colour.of(side));
    }

    /**
     * A side accepts the draw the other offered, and the game ends drawn; refused when there is no such offer, and
     * with {@code own-offer} when the offer is the side's own.
     */
    public Outcome<Result> acceptDraw(Colour colour) {
        return state.acceptDraw(Objects.requireNonNull(colour, "colour"));
    }

    @Override
    public Outcome<Side> declineDraw(Side side) {
        return declineDraw(Colour.of(side));
    }

    /** A side turns down the draw the other offered; refused as {@link #acceptDraw(Colour)} is. */
    public Outcome<Side> declineDraw(Colour colour) {
        return state.declineDraw(Objects.requireNonNull(colour, "colour"));
    }
}

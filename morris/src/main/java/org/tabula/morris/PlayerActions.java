package org.tabula.morris;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.morris.rules.GameState;

/**
 * What the players do besides moving, and how the game ends: resigning, running out of time, offering, accepting
 * and declining a draw (by side, by colour, or for the side to move), and the ending these or the moves reached.
 * Part of {@link MorrisGame}, which holds the moves and the texts; kept apart so that neither class grows past
 * what one reads at once. Package-private, so its public methods are the game's own (as
 * {@code AbstractStringBuilder}'s are {@code StringBuilder}'s).
 */
abstract class PlayerActions implements Game {

    /** The state of the game, which the players' actions and moves change. */
    final GameState state;

    PlayerActions(GameState state) {
        this.state = Objects.requireNonNull(state, "state");
    }

    /** The side to move (once the game is over, the side that would have moved). */
    public Colour toMove() {
        return Colour.values()[state.core().turn()];
    }

    /** {@code ACTIVE} while the game goes on, {@code FINISHED} once it has a result. */
    @Override
    public Status status() {
        return state.standing().over() ? Status.FINISHED : Status.ACTIVE;
    }

    @Override
    public Optional<Result> result() {
        return ending().map(MorrisResult::toResult);
    }

    /** How the game ended, as morris tells it, or empty while it goes on. */
    public Optional<MorrisResult> ending() {
        return state.standing().result();
    }

    @Override
    public Optional<Side> drawOfferedBy() {
        return offer().map(Colour::side);
    }

    /** The side whose draw offer stands, if any. */
    public Optional<Colour> offer() {
        return state.standing().offer();
    }

    @Override
    public Outcome<Result> resign(Side side) {
        return resign(Colour.of(side));
    }

    /** The side to move gives up and the other wins; refused when the game is already over. */
    public Outcome<Result> resign() {
        return resign(toMove());
    }

    /** A side gives up and the other wins; refused when the game is already over. */
    public Outcome<Result> resign(Colour colour) {
        return state.standing().end(MorrisResult.resign(Objects.requireNonNull(colour, "colour")));
    }

    @Override
    public Outcome<Result> timeout(Side side) {
        return timeout(Colour.of(side));
    }

    /** The side to move has run out of time and the other wins; refused when the game is already over. */
    public Outcome<Result> timeout() {
        return timeout(toMove());
    }

    /** A side has run out of time and the other wins; refused when the game is already over. */
    public Outcome<Result> timeout(Colour colour) {
        return state.standing().end(MorrisResult.timeout(Objects.requireNonNull(colour, "colour")));
    }

    @Override
    public Outcome<Side> offerDraw(Side side) {
        return offerDraw(Colour.of(side));
    }

    /** The side to move offers a draw, as {@link #offerDraw(Colour)}. */
    public Outcome<Side> offerDraw() {
        return offerDraw(toMove());
    }

    /**
     * A side offers a draw; offering again while its own offer stands changes nothing. Refused when the game is
     * over or the other side's offer stands (accept or decline that instead).
     */
    public Outcome<Side> offerDraw(Colour colour) {
        return state.standing().offerDraw(Objects.requireNonNull(colour, "colour"));
    }

    @Override
    public Outcome<Result> acceptDraw(Side side) {
        return acceptDraw(Colour.of(side));
    }

    /** The side to move accepts the draw the other offered, as {@link #acceptDraw(Colour)}. */
    public Outcome<Result> acceptDraw() {
        return acceptDraw(toMove());
    }

    /** A side accepts the draw the other offered, and the game ends drawn; refused when there is no such offer. */
    public Outcome<Result> acceptDraw(Colour colour) {
        return state.standing().acceptDraw(Objects.requireNonNull(colour, "colour"));
    }

    @Override
    public Outcome<Side> declineDraw(Side side) {
        return declineDraw(Colour.of(side));
    }

    /** The side to move turns down the draw the other offered, as {@link #declineDraw(Colour)}. */
    public Outcome<Side> declineDraw() {
        return declineDraw(toMove());
    }

    /** A side turns down the draw the other offered; refused when there is no such offer. */
    public Outcome<Side> declineDraw(Colour colour) {
        return state.standing().declineDraw(Objects.requireNonNull(colour, "colour"));
    }
}

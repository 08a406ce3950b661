package org.tabula.royalur;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.royalur.rules.GameState;

/**
 * What the players do besides throwing and moving, and how the game ends: resigning, running out of time, the
 * draw offers the game refuses (it has no draw by agreement), and the ending these or the turns reached. Part of
 * {@link RoyalUrGame}, which holds the dice, the moves and the texts; kept apart so that neither class grows past
 * what one reads at once. Package-private, so its public methods are the game's own.
 */
abstract class PlayerActions implements Game {

    /** The state of the game, which the players' actions, throws and moves change. */
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
        return ending().map(UrResult::toResult);
    }

    /** How the game ended, as the Royal Game of Ur tells it, or empty while it goes on. */
    public Optional<UrResult> ending() {
        return state.result();
    }

    @Override
    public Outcome<Result> resign(Side side) {
        return resign(UrSide.of(side));
    }

    /** A side gives up and the other wins; refused when the game is already over. */
    public Outcome<Result> resign(UrSide side) {
        return state.end(UrResult.resign(Objects.requireNonNull(side, "side")));
    }

    @Override
    public Outcome<Result> timeout(Side side) {
        return timeout(UrSide.of(side));
    }

    /** A side has run out of time and the other wins; refused when the game is already over. */
    public Outcome<Result> timeout(UrSide side) {
        return state.end(UrResult.timeout(Objects.requireNonNull(side, "side")));
    }

    /** Refused: the game has no draw by agreement (or, once over, is over). */
    @Override
    public Outcome<Side> offerDraw(Side side) {
        UrSide.of(side);
        return state.result().isPresent() ? state.gameOver() : UrRefusal.NO_DRAWS.refuse();
    }

    /** Refused: no draw is ever offered. */
    @Override
    public Outcome<Result> acceptDraw(Side side) {
        UrSide.of(side);
        return state.result().isPresent() ? state.gameOver() : UrRefusal.NO_OFFER.refuse("accept");
    }

    /** Refused: no draw is ever offered. */
    @Override
    public Outcome<Side> declineDraw(Side side) {
        UrSide.of(side);
        return state.result().isPresent() ? state.gameOver() : UrRefusal.NO_OFFER.refuse("decline");
    }

    @Override
    public Optional<Side> drawOfferedBy() {
        return Optional.empty();
    }
}

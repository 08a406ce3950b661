package org.tabula.xiangqi;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.xiangqi.rules.GameState;

/**
 * What the players do to a game of xiangqi beside moving: resign, run out of time, offer, accept and decline a
 * draw, each as the API's side and as a colour. Part of {@link XiangqiGame}, kept apart so the game class holds
 * the moves and the position; hidden, since only XiangqiGame extends it.
 */
abstract class PlayerActions implements Game {

    /** The state of the one game in progress, which these actions and the game's moves change. */
    final GameState state;

    PlayerActions(GameState state) {
        this.state = state;
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
        return state.end(XiangqiResult.resign(Objects.requireNonNull(colour, "colour")));
    }

    @Override
    public Outcome<Result> timeout(Side side) {
        return timeout(Colour.of(side));
    }

    /** A side has run out of time and the other wins; refused when the game is already over. */
    public Outcome<Result> timeout(Colour colour) {
        return state.end(XiangqiResult.timeout(Objects.requireNonNull(colour, "colour")));
    }

    @Override
    public Outcome<Side> offerDraw(Side side) {
        return offerDraw(Colour.of(side));
    }

    /**
     * A side offers a draw; offering again while its own offer stands changes nothing. The offer stands until the
     * other side accepts it, declines it or plays a move; the offerer's own move leaves it standing. Refused when
     * the game is over or the other side's offer stands (accept or decline that instead).
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

    /**
     * A side turns down the draw the other offered; refused when there is no such offer, and with {@code own-offer}
     * when the offer is the side's own.
     */
    public Outcome<Side> declineDraw(Colour colour) {
        return state.declineDraw(Objects.requireNonNull(colour, "colour"));
    }
}

package org.tabula.morris;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.engine.state.RulesStateGame;
import org.tabula.morris.model.Board;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.MorrisResult;
import org.tabula.morris.model.Phase;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.GameState;

/**
 * What the game's position says as it stands: the side to move, the ending reached, the phase of each side, the
 * men in hand and on the board, the board and the position as values, and the draw counts. Part of
 * {@link MorrisState}; kept apart so that the state class holds the moves and the texts and reads at once.
 * Package-private, so its public methods are the state's own.
 */
abstract class PositionFacts extends RulesStateGame<Colour, MorrisMove, MorrisResult> {

    /** The state of the game, which the moves change. */
    final GameState state;

    PositionFacts(GameState state) {
        this.state = Objects.requireNonNull(state, "state");
    }

    @Override
    protected final GameState state() {
        return state;
    }

    /** The side to move (once the game is over, the side that would have moved). */
    public Colour toMove() {
        return Colour.values()[state.core().turn()];
    }

    /** What the side to move does on its turn. */
    public Phase phase() {
        return phaseOf(toMove());
    }

    /** What a side does on its turn; one side can be flying while the other is not. */
    public Phase phaseOf(Colour colour) {
        return Rules.phaseOf(toPosition(), Objects.requireNonNull(colour, "colour"), state.flying);
    }

    /** The men a side has yet to place. */
    public int inHand(Colour colour) {
        return board().inHand(colour);
    }

    /** The men a side has on the board. */
    public int onBoard(Colour colour) {
        return board().onBoard(colour);
    }

    /** The men a side has left, on the board and in hand together. */
    public int men(Colour colour) {
        return board().men(colour);
    }

    /** The men on the points and in hand, as a value: changing it never touches the game. */
    public Board board() {
        return Board.of(toPosition());
    }

    /** The position as it stands, as a value. */
    public Position toPosition() {
        return state.core().toPosition();
    }

    /** How many moves in a row have been played since the last placement or capture. */
    public int noMill() {
        return state.core().noMill();
    }

    /**
     * How often each position has stood since the last placement or capture, keyed by the 24 points and the side
     * to move ({@code W.B..... ... w}), in the order they first stood. Unmodifiable.
     */
    public Map<String, Integer> repetitionCounts() {
        return state.repetitionCounts();
    }
}

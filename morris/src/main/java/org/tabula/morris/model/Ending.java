package org.tabula.morris.model;

import org.tabula.engine.ending.RulesEnding;

/**
 * The ways a morris game ends, each with its stable reason code.
 *
 * <p>After every move the first four are tested in the order given here; the family's games
 * ({@code org.tabula.morris.family}) add the mill that wins, the full board and misère. The last three are what the players do
 * beside their moves: a {@link org.tabula.api.Match} makes them (api's {@link org.tabula.api.PlayerEnding}), and
 * they are here because the seed's result ({@link org.tabula.morris.MorrisGame#ending()}) names them too.
 */
public enum Ending implements RulesEnding {
    /** The side to move has fewer than three men, on the board and in hand together, and has lost. */
    FEWER_THAN_THREE,
    /** The side to move has no move and has lost. */
    NO_MOVE,
    /** The same men on the same points with the same side to move for the third time: a draw. */
    REPETITION,
    /** The no-mill limit of moves in a row without a placement or capture: a draw. */
    NO_MILL,
    /** A side closed a mill where a mill wins the game, as in Three Men's Morris. */
    MILL,
    /** The board filled up while men were still going down, as it can in Twelve Men's Morris: a draw. */
    FULL_BOARD,
    /** Under misère rules the side that would have lost by another ending won instead. */
    MISERE,
    /** A side gave up. */
    RESIGN,
    /** A side ran out of time. */
    TIMEOUT,
    /** Both sides agreed a draw. */
    AGREEMENT;

    /** Repetition, the no-mill limit, a full board and an agreement are draws; in the others one side wins. */
    @Override
    public boolean isDraw() {
        return this == REPETITION || this == NO_MILL || this == FULL_BOARD || this == AGREEMENT;
    }

    /** The ending with a reason code. @throws IllegalArgumentException for no such code */
    public static Ending ofCode(String code) {
        return RulesEnding.ofCode(Ending.class, "morris", code);
    }
}

package org.tabula.royalur.text;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.royalur.model.ParsedMove;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRefusal;
import org.tabula.royalur.model.WireMove;
import org.tabula.royalur.rules.GameState;
import org.tabula.royalur.rules.MoveRefusals;

/**
 * A move as written resolved against the legal moves of the roll standing, and when it fits none, why not: the
 * part of playing that asks the rules. Written in the wire form ({@code a2-d2}) or the display form
 * ({@code 3: a2-d2x*}), with or without its roll ({@code a2-d2x*}); marks given must be the move's own.
 */
public final class MoveResolver {

    private MoveResolver() {
    }

    /** Plays a written move in the game, or says why not; takes any string without throwing. */
    public static Outcome<Move> play(GameState state, String moveText) {
        Outcome<Move> due = moveDue(state);
        if (due != null) {
            return due;
        }
        Position position = state.position();
        Optional<DisplayedMove> displayed = DisplayedMove.parse(moveText)
                .or(() -> DisplayedMove.parseWithoutRoll(moveText));
        ParsedMove parsed = displayed.map(DisplayedMove::wire).orElseGet(() -> WireText.parse(moveText));
        if (displayed.isEmpty() && moveText.indexOf(':') >= 0) {
            return UrRefusal.NOT_A_MOVE.refuse(moveText, "the display form is the roll, a colon and a space, then the"
                    + " move, such as 3: a2-d2x*");
        }
        boolean rollGiven = displayed.isPresent() && displayed.get().hasRoll();
        if (rollGiven && displayed.get().roll() != position.roll()) {
            return UrRefusal.WRONG_ROLL.refuse(moveText, displayed.get().roll(), position.roll());
        }
        if (!parsed.isMove()) {
            if (rollGiven && moveText.substring(3).equals("-")) {
                return UrRefusal.TURN_LOST.refuse(moveText);
            }
            return UrRefusal.NOT_A_MOVE.refuse(moveText, parsed.error().get().sentence());
        }
        WireMove wire = parsed.move().get();
        Optional<Refusal> refusal = MoveRefusals.check(position, state.rules, wire);
        if (refusal.isPresent()) {
            return Outcome.refused(refusal.get());
        }
        UrMove move = state.legalMoves().stream().filter(m -> m.wire().get().equals(wire)).findFirst().orElseThrow();
        if (displayed.isPresent() && (displayed.get().capture() != move.capture()
                || displayed.get().rosette() != move.rosette())) {
            return UrRefusal.WRONG_MARKS.refuse(moveText, move.text());
        }
        return state.play(move);
    }

    /** Plays a move value; one of another game, or not legal here, is read by its text. */
    public static Outcome<Move> play(GameState state, Move move) {
        Objects.requireNonNull(move, "move");
        if (move instanceof UrMove urMove && moveDue(state) == null && state.legalMoves().contains(urMove)) {
            return state.play(urMove);
        }
        return play(state, move.text());
    }

    /** Why no move is due (the game is over, or a roll is), or null when one is. */
    private static Outcome<Move> moveDue(GameState state) {
        if (state.result().isPresent()) {
            return state.gameOver();
        }
        if (state.position().rollDue()) {
            return UrRefusal.ROLL_DUE.refuse(state.position().turn().title());
        }
        return null;
    }
}

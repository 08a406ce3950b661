package org.tabula.royalur.model;

import java.util.Optional;

/**
 * What {@link org.tabula.royalur.UrNotation#parseMove(String)} gives: the move, or the error word saying why the text
 * is none.
 *
 * @param move the wire move, when the text is one
 * @param error why the text is not a wire move, when it is not
 */
public record ParsedMove(Optional<WireMove> move, Optional<MoveError> error) {

    /** Checks that exactly one of the two is present. */
    public ParsedMove {
        if (move.isPresent() == error.isPresent()) {
            throw new IllegalArgumentException("a parsed move is a move or an error, not both or neither");
        }
    }

    public static ParsedMove of(WireMove move) {
        return new ParsedMove(Optional.of(move), Optional.empty());
    }

    public static ParsedMove failed(MoveError error) {
        return new ParsedMove(Optional.empty(), Optional.of(error));
    }

    /** True when the text was a wire move. */
    public boolean isMove() {
        return move.isPresent();
    }
}

package org.tabula.royalur.text;

import java.util.Optional;
import org.tabula.royalur.model.MoveError;
import org.tabula.royalur.model.ParsedMove;
import org.tabula.royalur.model.Place;
import org.tabula.royalur.model.WireMove;

/** A wire move read from text, {@code hand-b1}: the work behind {@link org.tabula.royalur.UrNotation#parseMove}. */
public final class WireText {

    private WireText() {
    }

    /** The move a text names, or the error word saying why it names none. Never throws. */
    public static ParsedMove parse(String text) {
        if (text == null || text.isEmpty()) {
            return ParsedMove.failed(MoveError.EMPTY);
        }
        int dash = text.indexOf('-');
        if (dash < 0 || text.indexOf('-', dash + 1) >= 0) {
            return ParsedMove.failed(MoveError.SHAPE);
        }
        Optional<Place> from = Place.parse(text.substring(0, dash));
        Optional<Place> to = Place.parse(text.substring(dash + 1));
        if (from.isEmpty() || to.isEmpty()) {
            return ParsedMove.failed(MoveError.PLACE);
        }
        if (from.get().isHome()) {
            return ParsedMove.failed(MoveError.FROM_HOME);
        }
        if (to.get().isHand()) {
            return ParsedMove.failed(MoveError.TO_HAND);
        }
        return ParsedMove.of(new WireMove(from.get(), to.get()));
    }
}

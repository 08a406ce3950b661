package org.tabula.xiangqi.text;

import java.util.Optional;
import org.tabula.xiangqi.model.XiangqiMove;

/**
 * Moves as people type them in ICCS, {@code h2e2} or {@code H2-E2}: the work behind the notation's {@code parseMove}.
 */
public final class Iccs {

    private Iccs() {
    }

    /** The move a person typed: ICCS, white space around it and the dash of the older form forgiven. */
    public static Optional<XiangqiMove> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String move = text.strip();
        if (move.length() == 5 && move.charAt(2) == '-') {
            move = move.substring(0, 2) + move.substring(3);
        }
        return XiangqiMove.parse(move);
    }
}

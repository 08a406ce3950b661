package org.tabula.royalur.model;

import java.util.Objects;
import java.util.Optional;

/**
 * One turn line of a record, {@code 3. l 4 1111: b1-c2}: the side, the roll, the dice as they fell when written,
 * and the move in wire form or none for a turn lost. Its number is its place in the record.
 *
 * @param side the side that moved
 * @param roll the roll, 0 to 9
 * @param faces the dice as they fell, {@code 1} for a marked die, when the record gives them
 * @param move the move, or empty for a turn lost ({@code -})
 */
public record RecordTurn(UrSide side, int roll, Optional<String> faces, Optional<WireMove> move) {

    /** Checks the parts: a roll is one digit, the faces a run of 0s and 1s. */
    public RecordTurn {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(faces, "faces");
        Objects.requireNonNull(move, "move");
        if (roll < 0 || roll > 9) {
            throw new IllegalArgumentException("a roll is 0 to 9: " + roll);
        }
        if (faces.isPresent() && !faces.get().matches("[01]+")) {
            throw new IllegalArgumentException("faces are 0s and 1s: " + faces.get());
        }
    }

    /** True for a turn lost to the roll. */
    public boolean isForfeit() {
        return move.isEmpty();
    }

    /** The line, numbered: {@code 3. l 4 1111: b1-c2} or {@code 2. d 0: -}. */
    public String text(int number) {
        return number + ". " + side.letter() + " " + roll + faces.map(f -> " " + f).orElse("") + ": "
                + move.map(WireMove::text).orElse("-");
    }
}

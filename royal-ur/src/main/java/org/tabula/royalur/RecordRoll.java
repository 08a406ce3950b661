package org.tabula.royalur;

import java.util.Objects;
import java.util.Optional;

/**
 * The last line of a record of a game left with a roll standing and no move made with it yet,
 * {@code [roll 3 1011]}: the roll and, when they are known, the dice as they fell. The side is the one to move
 * after the last turn. The seed's records hold whole turns only; this line is Tabula's, so that a game saved between
 * its throw and its move reads back with the same roll standing rather than throwing again.
 *
 * @param roll the roll standing, 1 to 9 (a roll of 0 never stands: it loses the turn at once)
 * @param faces the dice as they fell, {@code 1} for a marked die, when known
 */
public record RecordRoll(int roll, Optional<String> faces) {

    /** Checks the parts: a roll is one digit from 1, the faces a run of 0s and 1s. */
    public RecordRoll {
        Objects.requireNonNull(faces, "faces");
        if (roll < 1 || roll > 9) {
            throw new IllegalArgumentException("a roll standing is 1 to 9: " + roll);
        }
        if (faces.isPresent() && !faces.get().matches("[01]+")) {
            throw new IllegalArgumentException("faces are 0s and 1s: " + faces.get());
        }
    }

    /** The line: {@code [roll 3 1011]}, or {@code [roll 3]} when the dice are not known. */
    public String text() {
        return "[roll " + roll + faces.map(f -> " " + f).orElse("") + "]";
    }
}

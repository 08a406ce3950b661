package org.tabula.royalur.rules;

import java.util.Optional;

/**
 * One throw of the dice: the roll it made and, when they are known, the dice as they fell ({@code 1} for a marked
 * die). A roll supplied as a bare number has no faces.
 *
 * @param roll the roll
 * @param faces the dice as they fell, when known
 */
public record Throw(int roll, Optional<String> faces) {

    /** The throw as a chance outcome's canonical text: the faces when known, else the roll. */
    public String text() {
        return faces.orElse(Integer.toString(roll));
    }
}

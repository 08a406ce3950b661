package org.tabula.api;

import java.util.List;
import java.util.Objects;

/**
 * Chance a game waits for before the next move can be chosen, such as a roll of the dice.
 *
 * @param description what is to be thrown, for a person ("roll four binary dice")
 * @param outcomes every outcome a host may supply, in canonical text
 * @param selfDrawn true when the game carries its own seed and draws the outcome itself
 */
public record ChanceRequest(String description, List<String> outcomes, boolean selfDrawn) {

    /** Copies the outcomes. */
    public ChanceRequest {
        Objects.requireNonNull(description, "description");
        outcomes = List.copyOf(outcomes);
    }
}

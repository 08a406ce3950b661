package org.tabula.api;

import java.util.List;
import java.util.Objects;

/**
 * Chance a game waits for before the next move can be chosen, such as a roll of the dice.
 *
 * <p>The outcomes listed are exactly the ones {@link Game#supplyChance(String)} takes: each listed one is accepted
 * and answered in the same canonical text, and any other text is refused as a value, never thrown (a game may
 * forgive spelling, such as blanks around an outcome, as long as what it takes is answered as a listed outcome).
 * A game that draws its own chance ({@code selfDrawn}) lists either every outcome, when it lets a host supply any
 * of them instead, or only the one {@link Game#drawChance()} draws next, when its seed decides its chance (a
 * game whose record is checked against its seed's dice); either way a host that wants the game's own chance
 * calls {@code drawChance()}, and supplying a listed outcome is always accepted.
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

package org.tabula.api;

import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Chance a game waits for before the next move can be chosen, such as a roll of the dice.
 *
 * <p>The outcomes listed are exactly the ones {@link Game#supplyChance(String)} takes: each listed one is accepted
 * and answered in the same canonical text, and any other text is refused as a value, never thrown (a game may
 * forgive spelling, such as blanks around an outcome or the dice faces of a roll, as long as what it takes is
 * answered as a listed outcome). Each outcome has a weight, and its probability is its weight over the sum of
 * them all, as OpenSpiel's chance outcomes carry theirs: the Royal Game of Ur's roll of four binary dice is 0 to
 * 4 at 1, 4, 6, 4 and 1 in 16. A host that throws for the game draws by these weights; a search that weighs the
 * outcomes reads them; perft counts each outcome once.
 *
 * <p>A game that draws its own chance ({@code selfDrawn}) lists either every outcome, when it lets a host supply
 * any of them instead, or only the one {@link Game#drawChance()} draws next, when its seed decides its chance (a
 * game whose record is checked against its seed's dice); either way a host that wants the game's own chance calls
 * {@code drawChance()}, and supplying a listed outcome is always accepted.
 *
 * @param description what is to be thrown, for a person ("roll four binary dice")
 * @param outcomes every outcome a host may supply, in canonical text, none twice
 * @param weights each outcome's weight, in the same order, each 1 or more
 * @param selfDrawn true when the game carries its own seed and draws the outcome itself
 * @since 0.1.0
 */
public record ChanceRequest(String description, List<String> outcomes, List<Long> weights, boolean selfDrawn) {

    /**
     * Copies the lists and checks that they match.
     *
     * @param description what is to be thrown, for a person ("roll four binary dice")
     * @param outcomes every outcome a host may supply, in canonical text, none twice
     * @param weights each outcome's weight, in the same order, each 1 or more
     * @param selfDrawn true when the game carries its own seed and draws the outcome itself
     */
    public ChanceRequest {
        Objects.requireNonNull(description, "description");
        outcomes = List.copyOf(outcomes);
        weights = List.copyOf(weights);
        if (outcomes.isEmpty() || weights.size() != outcomes.size()) {
            throw new IllegalArgumentException("a chance has one weight for each of its outcomes, and at least one: "
                    + outcomes + " weighed " + weights);
        }
        if (weights.stream().anyMatch(weight -> weight < 1)) {
            throw new IllegalArgumentException("each weight of a chance is 1 or more: " + weights);
        }
        if (outcomes.stream().distinct().count() != outcomes.size()) {
            throw new IllegalArgumentException("a chance lists each outcome once: " + outcomes);
        }
    }

    /**
     * Outcomes that are all equally likely, such as the faces of one fair die.
     *
     * @param description what is to be thrown, for a person ("roll one die")
     * @param outcomes every outcome a host may supply, in canonical text, none twice
     * @param selfDrawn true when the game carries its own seed and draws the outcome itself
     */
    public ChanceRequest(String description, List<String> outcomes, boolean selfDrawn) {
        this(description, outcomes, outcomes.stream().map(outcome -> 1L).toList(), selfDrawn);
    }

    /**
     * The sum of the weights: an outcome of weight {@code w} comes {@code w} times in this many.
     *
     * @return the sum of every outcome's weight
     */
    public long totalWeight() {
        return weights.stream().mapToLong(Long::longValue).sum();
    }

    /**
     * The probability of a listed outcome, its weight over the total.
     *
     * @param outcome one of the listed outcomes, in canonical text
     * @return its probability, greater than 0 and at most 1
     * @throws IllegalArgumentException when the outcome is not listed
     */
    public double probability(String outcome) {
        int index = outcomes.indexOf(outcome);
        if (index < 0) {
            throw new IllegalArgumentException("'" + Printable.escape(outcome) + "' is not one of the outcomes " + outcomes);
        }
        return (double) weights.get(index) / totalWeight();
    }

    /**
     * An outcome drawn by the weights from the host's generator (the game itself draws from no generator).
     *
     * @param random the host's generator, seeded as the host likes
     * @return one of the listed outcomes
     */
    public String draw(RandomGenerator random) {
        long pick = random.nextLong(totalWeight());
        for (int i = 0; i < outcomes.size(); i++) {
            pick -= weights.get(i);
            if (pick < 0) {
                return outcomes.get(i);
            }
        }
        throw new AssertionError("the weights sum to " + totalWeight());
    }
}

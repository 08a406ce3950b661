package org.tabula.royalur.text;

import org.tabula.api.TextLocation;
import org.tabula.royalur.model.RecordError;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrRules;

/**
 * The checks of the throw a record's turn line gives, under the rules and the seed its header names: a roll the
 * dice can make, the faces (when given) making it, and with a seed the seed's throw of that number. A throw that fails is a {@link LineProblem} at the roll, or at the faces.
 */
final class ThrowCheck {

    private final UrRules rules;
    /** The header's seed, or null for a record of real dice, whose rolls are taken as written. */
    private final Seed seed;

    ThrowCheck(UrRules rules, Seed seed) {
        this.rules = rules;
        this.seed = seed;
    }

    /**
     * Checks a throw: a roll the dice can make, the faces making it, and with a seed the seed's throw number
     * {@code throwNumber}. The roll stands at {@code rollAt} of its line, the faces from {@code rollAt + 2}.
     */
    void check(TextLocation rollAt, int roll, String faces, long throwNumber) {
        if (!rules.rolls().contains(roll)) {
            throw new LineProblem(rollAt, RecordError.ROLL);
        }
        if (faces != null && rules.rollOfFaces(faces) != roll) {
            throw new LineProblem(new TextLocation(rollAt.line(), rollAt.column() + 2), RecordError.FACES);
        }
        if (seed != null) {
            String thrown = seed.faces(throwNumber, rules.dice());
            if (rules.rollOfFaces(thrown) != roll || (faces != null && !faces.equals(thrown))) {
                throw new LineProblem(rollAt, RecordError.DICE);
            }
        }
    }
}

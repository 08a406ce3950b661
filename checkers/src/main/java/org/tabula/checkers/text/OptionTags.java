package org.tabula.checkers.text;

import java.util.Map;
import java.util.Optional;
import org.tabula.checkers.rules.DrawRules;
import org.tabula.notation.Ascii;
import org.tabula.notation.Counts;
import org.tabula.notation.Header;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.Token;

/**
 * The game's options as PDN tags of their own, each written only when it is not the default, so that a record
 * read back plays by the rules it was played by: {@code NoProgressLimit} (the moves of each side with no capture
 * and no man moved that draw the game, 0 for never) and {@code RepetitionDraw} ({@code true} or {@code false}).
 * PDN has no standard tag for either; its tags are open, as the seed's {@code format_pdn} writes any other tag.
 */
final class OptionTags {

    /** The no-progress limit in moves of each side, when not 40. */
    static final String NO_PROGRESS_LIMIT = "NoProgressLimit";
    /** Whether the third repetition draws, when it does not. */
    static final String REPETITION_DRAW = "RepetitionDraw";

    private OptionTags() {
    }

    /** True for the names of these tags, in any case. */
    static boolean isOne(String name) {
        return Ascii.equalsIgnoreCase(name, NO_PROGRESS_LIMIT) || Ascii.equalsIgnoreCase(name, REPETITION_DRAW);
    }

    /**
     * The draw rules a record names, each tag overruling the rule {@code given} has.
     *
     * @throws org.tabula.api.TextFormatException at a tag's value when it is no such rule
     */
    static DrawRules read(Pdn.Read read, DrawRules given) {
        int limit = given.noProgressMoves();
        Optional<Header> limitTag = read.header(NO_PROGRESS_LIMIT);
        if (limitTag.isPresent()) {
            Token value = GameText.valueToken(limitTag.get(), read.game().tag(NO_PROGRESS_LIMIT));
            limit = Counts.read(value, "no-progress limit");
            if (limit > Integer.MAX_VALUE / 2) {
                throw NotationErrors.at(value, "the no-progress limit is at most " + Integer.MAX_VALUE / 2
                        + " moves, not " + value.text());
            }
        }
        boolean repetition = given.repetition();
        Optional<Header> repetitionTag = read.header(REPETITION_DRAW);
        if (repetitionTag.isPresent()) {
            Token value = GameText.valueToken(repetitionTag.get(), read.game().tag(REPETITION_DRAW));
            if (!value.text().equals("true") && !value.text().equals("false")) {
                throw NotationErrors.at(value, "a repetition draw is true or false, not '" + value.text() + "'");
            }
            repetition = value.text().equals("true");
        }
        return new DrawRules(limit, repetition);
    }

    /** Adds the tag of each rule not at its default. */
    static void write(DrawRules draws, Map<String, String> tags) {
        if (draws.noProgressMoves() != DrawRules.DEFAULT.noProgressMoves()) {
            GameText.put(tags, NO_PROGRESS_LIMIT, Integer.toString(draws.noProgressMoves()));
        }
        if (draws.repetition() != DrawRules.DEFAULT.repetition()) {
            GameText.put(tags, REPETITION_DRAW, Boolean.toString(draws.repetition()));
        }
    }
}

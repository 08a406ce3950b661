package org.tabula.morris.family;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** When a man may fly to any empty point instead of stepping along a line (GamesmanOne's flying rule). */
public enum Flying {
    /** Never. */
    NEVER("never"),
    /** When its side has exactly three men left and none in hand, as in the seed's game. */
    AT_THREE("three"),
    /** Always, once its side has no man in hand. */
    ALWAYS("always");

    private final String word;

    Flying(String word) {
        this.word = word;
    }

    /** The word an option and a record name it by. */
    public String word() {
        return word;
    }

    /** Every rule's word, for the option's choices. */
    public static List<String> words() {
        return Arrays.stream(values()).map(Flying::word).toList();
    }

    /** The rule of a word in any case, or empty. Never throws. */
    public static Optional<Flying> ofWord(String word) {
        return Arrays.stream(values()).filter(rule -> rule.word.equals(String.valueOf(word).toLowerCase(Locale.ROOT)))
                .findFirst();
    }
}

package org.tabula.morris.family;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Which enemy men a mill may take (GamesmanOne's removal rule). */
public enum Removal {
    /** A man outside a mill; a man in a mill only when every enemy man stands in one, as in the seed's game. */
    STANDARD,
    /** A man outside a mill; when every enemy man stands in one, the mill takes nothing. */
    STRICT,
    /** Any enemy man. */
    LENIENT;

    /** The word an option and a record name it by. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Every rule's word, for the option's choices. */
    public static List<String> words() {
        return Arrays.stream(values()).map(Removal::word).toList();
    }

    /** The rule of a word in any case, or empty. Never throws. */
    public static Optional<Removal> ofWord(String word) {
        return Arrays.stream(values()).filter(rule -> rule.word().equalsIgnoreCase(String.valueOf(word)))
                .findFirst();
    }
}

package org.tabula.xiangqi.text;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.tabula.api.GameOptions;
import org.tabula.api.OptionSpec;
import org.tabula.notation.Header;
import org.tabula.notation.NotationErrors;
import org.tabula.notation.RecordText;

/**
 * A game's options that are not at their defaults, written as PGN tags before its record
 * ({@code [RepetitionLimit "0"]}) and read back, so a record names the rules it was played under. The seed's
 * record has no line for them and PGN passes unknown tags over, so a tag is how the notation makes room; a record
 * at the defaults has none and reads as it always did.
 */
public final class OptionTags {

    private OptionTags() {
    }

    /** The tag an option rides in: its name in PGN's spelling, {@code no-capture-limit} as {@code NoCaptureLimit}. */
    private static String tagName(String option) {
        StringBuilder name = new StringBuilder(option.length());
        boolean upper = true;
        for (char c : option.toCharArray()) {
            if (c == '-') {
                upper = true;
            } else {
                name.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return name.toString();
    }

    /** The tag an option rides in. */
    public static String tagNameOf(OptionSpec spec) {
        return tagName(spec.name());
    }

    /** The tag lines of the options not at their defaults, in the order of {@code specs}, each ending in a break. */
    public static String write(GameOptions options, List<OptionSpec> specs) {
        StringBuilder tags = new StringBuilder();
        options.notDefault(specs).forEach((name, value) -> tags.append('[').append(tagName(name)).append(' ')
                .append(Header.quote(value)).append("]\n"));
        return tags.toString();
    }

    /**
     * The options a record names, each tag overruling the one given; {@code check} throws an
     * IllegalArgumentException for options the game cannot take.
     *
     * @throws org.tabula.api.TextFormatException at the tag's value when the game does not take it, or at the
     *     second tag when one comes twice
     */
    public static GameOptions read(RecordText record, GameOptions given, List<OptionSpec> specs,
            Consumer<GameOptions> check) {
        Map<String, String> named = new LinkedHashMap<>();
        for (OptionSpec spec : specs) {
            Optional<Header> tag = record.single(tagName(spec.name()));
            if (tag.isPresent()) {
                Header header = tag.get();
                named.put(spec.name(), header.quoted());
                try {
                    // Checked tag by tag, so a value the game cannot take is reported where it stands.
                    check.accept(given.overruledBy(specs, named));
                } catch (IllegalArgumentException e) {
                    throw NotationErrors.at(header.values().get(0), "the tag " + header.keyword().text() + " does"
                            + " not name an option this game takes: " + e.getMessage());
                }
            }
        }
        return given.overruledBy(specs, named);
    }
}

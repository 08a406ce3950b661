package org.tabula.api;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * One option a game takes, such as morris's {@code flying}: its name, type, default and meaning.
 *
 * @param name the lower-case name a host passes as {@code name=value}
 * @param type the kind of value
 * @param defaultValue the canonical text of the value used when none is given
 * @param description one sentence saying what the option changes
 * @param choices the allowed words of a {@link OptionType#CHOICE} option; empty for the other types
 * @since 0.1.0
 */
public record OptionSpec(String name, OptionType type, String defaultValue, String description, List<String> choices) {

    /**
     * Checks the parts and that the default is itself a valid value.
     *
     * @param name the lower-case name a host passes as {@code name=value}
     * @param type the kind of value
     * @param defaultValue the canonical text of the value used when none is given
     * @param description one sentence saying what the option changes
     * @param choices the allowed words of a {@link OptionType#CHOICE} option; empty for the other types
     */
    public OptionSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(description, "description");
        choices = List.copyOf(choices);
        if (!name.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("an option name is a lower-case word: '" + name + "'");
        }
        if (type == OptionType.CHOICE && choices.isEmpty()) {
            throw new IllegalArgumentException("a choice option needs its choices: " + name);
        }
        defaultValue = canonical(name, type, choices, Objects.requireNonNull(defaultValue, "defaultValue"));
    }

    /**
     * A yes-or-no option.
     *
     * @param name the option's name, as hosts and records write it
     * @param defaultValue the value when none is given
     * @param description one sentence on what the option changes
     * @return the option, as a game lists it
     */
    public static OptionSpec bool(String name, boolean defaultValue, String description) {
        return new OptionSpec(name, OptionType.BOOLEAN, Boolean.toString(defaultValue), description, List.of());
    }

    /**
     * A whole-number option.
     *
     * @param name the option's name, as hosts and records write it
     * @param defaultValue the value when none is given
     * @param description one sentence on what the option changes
     * @return the option, as a game lists it
     */
    public static OptionSpec integer(String name, long defaultValue, String description) {
        return new OptionSpec(name, OptionType.INTEGER, Long.toString(defaultValue), description, List.of());
    }

    /**
     * An option that takes one of a fixed list of words.
     *
     * @param name the option's name, as hosts and records write it
     * @param defaultValue the word when none is given, one of {@code choices}
     * @param description one sentence on what the option changes
     * @param choices the words the option takes
     * @return the option, as a game lists it
     */
    public static OptionSpec choice(String name, String defaultValue, String description, List<String> choices) {
        return new OptionSpec(name, OptionType.CHOICE, defaultValue, description, choices);
    }

    /**
     * An option that takes any text.
     *
     * @param name the option's name, as hosts and records write it
     * @param defaultValue the text when none is given
     * @param description one sentence on what the option changes
     * @return the option, as a game lists it
     */
    public static OptionSpec text(String name, String defaultValue, String description) {
        return new OptionSpec(name, OptionType.TEXT, defaultValue, description, List.of());
    }

    /**
     * The canonical text of a value given for this option.
     *
     * @param value a value as a person or a record wrote it
     * @return the value as this option writes it: {@code true} for {@code yes}, say
     * @throws IllegalArgumentException when the value is not one this option takes
     */
    public String canonical(String value) {
        return canonical(name, type, choices, value);
    }

    private static String canonical(String name, OptionType type, List<String> choices, String value) {
        Objects.requireNonNull(value, "value");
        String trimmed = value.strip();
        switch (type) {
            case BOOLEAN:
                switch (asciiLowerCase(trimmed)) {
                    case "true": case "yes": case "on": case "1":
                        return "true";
                    case "false": case "no": case "off": case "0":
                        return "false";
                    default:
                        throw new IllegalArgumentException(
                                "option " + name + " takes true or false, not '" + Printable.escape(value) + "'");
                }
            case INTEGER:
                // ASCII digits only, as every notation reads numbers: Long.parseLong alone takes any script's digits.
                try {
                    if (trimmed.matches("[+-]?[0-9]+")) {
                        return Long.toString(Long.parseLong(trimmed));
                    }
                } catch (NumberFormatException e) {
                    // Past a long: refused below like any other text that is not a whole number.
                }
                throw new IllegalArgumentException("option " + name + " takes a whole number (ASCII digits 0-9), not '"
                        + Printable.escape(value) + "'");
            case CHOICE:
                String word = asciiLowerCase(trimmed);
                if (!choices.contains(word)) {
                    throw new IllegalArgumentException("option " + name + " takes one of " + String.join(", ", choices)
                            + ", not '" + Printable.escape(value) + "'");
                }
                return word;
            default:
                return value;
        }
    }

    /**
     * The text in lower case when it is all ASCII, else as it is: only ASCII letters have a case in an option's
     * words, so the Kelvin sign or a dotted capital I cannot pass for a {@code k} or an {@code i}.
     */
    private static String asciiLowerCase(String text) {
        return text.chars().allMatch(c -> c < 0x80) ? text.toLowerCase(Locale.ROOT) : text;
    }
}

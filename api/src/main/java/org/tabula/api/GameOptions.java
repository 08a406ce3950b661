package org.tabula.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

/**
 * The values of a game's options for one game: every option of the game, each given or defaulted.
 *
 * <p>Immutable. Built against the game's {@link OptionSpec}s, so every value is one the option takes.
 *
 * @since 0.1.0
 */
public final class GameOptions {

    private final Map<String, String> values;

    private GameOptions(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /**
     * Every option at its default.
     *
     * @param specs the game's options
     * @return the options, each at its default
     */
    public static GameOptions defaults(List<OptionSpec> specs) {
        return of(specs, Map.of());
    }

    /**
     * Every option at the value given for it, or at its default.
     *
     * @param specs the game's options
     * @param given values by option name, as text; options not named keep their default
     * @return the options, each at its given value or default
     * @throws IllegalArgumentException when a name is not an option of the game or a value is not one it takes
     */
    public static GameOptions of(List<OptionSpec> specs, Map<String, String> given) {
        Map<String, String> values = new LinkedHashMap<>();
        for (OptionSpec spec : specs) {
            String value = given.get(spec.name());
            values.put(spec.name(), value == null ? spec.defaultValue() : spec.canonical(value));
        }
        for (String name : given.keySet()) {
            if (!values.containsKey(name)) {
                throw new IllegalArgumentException("no such option: " + Printable.escape(name)
                        + (specs.isEmpty() ? " (this game takes none)" : " (options: "
                        + String.join(", ", values.keySet()) + ")"));
            }
        }
        return new GameOptions(values);
    }

    /**
     * These options with some overruled, as a record that names its options overrules the ones a reader was given.
     *
     * @param specs the game's options
     * @param named the values the record names, by option name
     * @return new options: the named values, and these values for the others
     * @throws IllegalArgumentException when a name is not an option of the game or a value is not one it takes
     */
    public GameOptions overruledBy(List<OptionSpec> specs, Map<String, String> named) {
        Map<String, String> merged = new LinkedHashMap<>(values);
        merged.putAll(named);
        return of(specs, merged);
    }

    /**
     * The options whose values are not their defaults, in the game's order: what a record must name.
     *
     * @param specs the game's options
     * @return the options away from their defaults, by name, with their canonical values
     */
    public Map<String, String> notDefault(List<OptionSpec> specs) {
        Map<String, String> differing = new LinkedHashMap<>();
        for (OptionSpec spec : specs) {
            String value = values.get(spec.name());
            if (value != null && !value.equals(spec.defaultValue())) {
                differing.put(spec.name(), value);
            }
        }
        return differing;
    }

    /**
     * The canonical text of an option's value.
     *
     * @param name an option's name
     * @return the option's value as its canonical text
     */
    public String get(String name) {
        String value = values.get(name);
        if (value == null) {
            throw new NoSuchElementException("no such option: " + name);
        }
        return value;
    }

    /**
     * The value of a {@link OptionType#BOOLEAN} option.
     *
     * @param name a yes-or-no option's name
     * @return the option's value
     */
    public boolean bool(String name) {
        return Boolean.parseBoolean(get(name));
    }

    /**
     * The value of an {@link OptionType#INTEGER} option.
     *
     * @param name a whole-number option's name
     * @return the option's value
     */
    public long integer(String name) {
        return Long.parseLong(get(name));
    }

    /**
     * Every option and its value, in the game's order.
     *
     * @return every option's canonical value, by name, in the game's order
     */
    public Map<String, String> asMap() {
        return values;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GameOptions that && values.equals(that.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return values.toString();
    }
}

package org.tabula.api;

/**
 * The kind of value a game option takes.
 *
 * @since 0.1.0
 */
public enum OptionType {
    /** {@code true} or {@code false}; {@code yes}/{@code no} and {@code on}/{@code off} are read too. */
    BOOLEAN,
    /** A whole number. */
    INTEGER,
    /** One word from a fixed list of choices. */
    CHOICE,
    /** Any text. */
    TEXT
}

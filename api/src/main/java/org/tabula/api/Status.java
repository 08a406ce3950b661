package org.tabula.api;

/**
 * Whether a game is still being played.
 *
 * @since 0.1.0
 */
public enum Status {
    /** Moves may still be played. */
    ACTIVE,
    /** The game has a {@link Result}; no move may be played until one is taken back. */
    FINISHED;

    /**
     * The lower-case word games and hosts write: {@code active} or {@code finished}.
     *
     * @return {@code active} or {@code finished}
     */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}

package org.tabula.api;

import java.util.Objects;

/**
 * One named strength of a game's bot.
 *
 * @param level the strength, from 1 (weakest) upward
 * @param name a short name, such as "beginner"
 * @param description one sentence on how it plays
 * @since 0.1.0
 */
public record BotLevel(int level, String name, String description) {

    /**
     * Checks the parts.
     *
     * @param level the strength, from 1 (weakest) upward
     * @param name a short name, such as "beginner"
     * @param description one sentence on how it plays
     */
    public BotLevel {
        if (level < 1) {
            throw new IllegalArgumentException("bot levels count from 1: " + level);
        }
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
    }
}

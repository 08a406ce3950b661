package org.tabula.host.match;

import java.util.Objects;
import org.tabula.api.Side;
import org.tabula.host.core.seat.PlayerChoice;

/**
 * One player of a match: a bot at a level, known by the side it was given for on the command line, whichever
 * side it plays in a given game.
 *
 * @param bot the bot's level
 * @param givenFor the side it was given for ({@code --white bot:5}), which it plays in the first game
 */
public record Entrant(PlayerChoice bot, Side givenFor) {

    /** Checks the parts. */
    public Entrant {
        Objects.requireNonNull(bot, "bot");
        Objects.requireNonNull(givenFor, "givenFor");
        if (bot.human()) {
            throw new IllegalArgumentException("a match is played by bots");
        }
    }

    /** {@code bot:5}. */
    @Override
    public String toString() {
        return bot.toString();
    }
}

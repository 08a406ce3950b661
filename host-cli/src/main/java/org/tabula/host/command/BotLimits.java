package org.tabula.host.command;

import java.time.Duration;
import org.tabula.host.match.PlyCap;
import picocli.CommandLine.Option;

/**
 * The options of the commands that seat bots: {@code --bot-time SECONDS}, how long a bot may think about one move,
 * and {@code --max-plies N}, after how many plies a game between bots alone is adjourned.
 */
final class BotLimits {

    /** A day: more is surely a slip of the keyboard. */
    private static final double MOST = 86_400;

    @Option(names = "--bot-time", paramLabel = "SECONDS", defaultValue = "10",
            description = "The longest a bot may think about one move (default: ${DEFAULT-VALUE}).")
    private double botTime;

    @Option(names = "--max-plies", paramLabel = "N", defaultValue = "" + PlyCap.DEFAULT,
            description = "Between bots alone, adjourn the game as a draw after N plies, so that bots with the "
                    + "game's own limits turned off cannot play for ever; 0 for no cap (default: ${DEFAULT-VALUE}).")
    private int maxPlies;

    /** The bot's time a move; a usage error unless above zero and at most a day. */
    Duration thinking(GameChoice choice) {
        if (!(botTime > 0) || botTime > MOST) {
            throw choice.usage("--bot-time is a number of seconds above 0 and at most a day, not " + botTime + ".");
        }
        return Duration.ofNanos(Math.max(1, Math.round(botTime * 1e9)));
    }

    /** The ply cap; a usage error when negative. */
    PlyCap plyCap(GameChoice choice) {
        if (maxPlies < 0) {
            throw choice.usage("--max-plies is 0 (no cap) or more, not " + maxPlies + ".");
        }
        return new PlyCap(maxPlies);
    }
}

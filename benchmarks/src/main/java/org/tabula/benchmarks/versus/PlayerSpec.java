package org.tabula.benchmarks.versus;

import java.util.Arrays;
import java.util.List;
import org.tabula.morris.MorrisProvider;

/**
 * A player as the command line names it: {@code bot:LEVEL} for a Tabula bot, {@code engine:COMMAND ARGS...} for an
 * outside engine (the command split at spaces). Each worker thread opens its own players from it.
 */
public record PlayerSpec(String text, int level, List<String> command) {

    /** @throws IllegalArgumentException when the text names neither */
    public static PlayerSpec parse(String text) {
        if (text.startsWith("bot:")) {
            try {
                int level = Integer.parseInt(text.substring(4));
                if (level < 1 || level > 5) {
                    throw new IllegalArgumentException("bot levels run from 1 to 5: " + text);
                }
                return new PlayerSpec(text, level, List.of());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a bot level: " + text, e);
            }
        }
        if (text.startsWith("engine:") && !text.substring(7).isBlank()) {
            return new PlayerSpec(text, 0, Arrays.asList(text.substring(7).trim().split("\\s+")));
        }
        throw new IllegalArgumentException("a player is bot:LEVEL or engine:COMMAND, not " + text);
    }

    /** A new player; a bot is seeded with {@code seed}. @throws PlayerFailure when an engine cannot start */
    public Player open(long seed) {
        return command.isEmpty() ? new BotPlayer(new MorrisProvider(), level, seed) : new EnginePlayer(command);
    }
}

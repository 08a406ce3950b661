package org.tabula.benchmarks.versus;

import java.util.Arrays;
import java.util.List;
import org.tabula.api.BotLevel;
import org.tabula.api.GameProvider;

/**
 * A player as the command line names it: {@code bot:LEVEL} for a Tabula bot of the game's provider,
 * {@code engine:COMMAND ARGS...} for an outside engine speaking the versus line protocol, {@code uci:COMMAND ARGS...}
 * for one speaking UCI (the command split at spaces). Each worker thread opens its own players from it.
 *
 * @param uci whether the engine speaks UCI
 */
public record PlayerSpec(String text, int level, List<String> command, boolean uci) {

    /** @throws IllegalArgumentException when the text names none of them */
    public static PlayerSpec parse(String text) {
        if (text.startsWith("bot:")) {
            try {
                int level = Integer.parseInt(text.substring(4));
                if (level < 1) {
                    throw new IllegalArgumentException("bot levels run from 1: " + text);
                }
                return new PlayerSpec(text, level, List.of(), false);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a bot level: " + text, e);
            }
        }
        for (String prefix : new String[] {"engine:", "uci:"}) {
            if (text.startsWith(prefix) && !text.substring(prefix.length()).isBlank()) {
                return new PlayerSpec(text, 0, Arrays.asList(text.substring(prefix.length()).trim().split("\\s+")),
                        prefix.equals("uci:"));
            }
        }
        throw new IllegalArgumentException("a player is bot:LEVEL, engine:COMMAND or uci:COMMAND, not " + text);
    }

    /**
     * Checks the player can play the game: a bot's level is one of the provider's, a UCI engine's game is mapped.
     *
     * @throws IllegalArgumentException when it cannot
     */
    public void check(GameProvider provider) {
        if (command.isEmpty() && provider.botLevels().stream().noneMatch(bot -> bot.level() == level)) {
            throw new IllegalArgumentException(provider.id() + "'s bot levels are "
                    + provider.botLevels().stream().map(BotLevel::level).toList() + ", not " + text);
        }
        if (uci) {
            EngineDialect.uci(provider.id());
        }
    }

    /** A new player of the game; a bot is seeded with {@code seed}. @throws PlayerFailure when an engine cannot start */
    public Player open(GameProvider provider, long seed) {
        if (command.isEmpty()) {
            return new BotPlayer(provider, level, seed);
        }
        return uci ? new EnginePlayer(command, EngineDialect.uci(provider.id()), "uci:")
                : new EnginePlayer(command);
    }
}

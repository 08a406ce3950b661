package org.tabula.host.core.plugin;

import java.util.List;
import java.util.Objects;
import org.tabula.api.BotLevel;
import org.tabula.api.GameProvider;
import org.tabula.api.OptionSpec;
import org.tabula.api.Side;

/**
 * One installed game: its provider, where it came from, and its description as read once at load.
 *
 * <p>The description is read when the plugin is loaded, so a provider that cannot describe itself is
 * reported then and never reaches a command.
 *
 * @param id the unique lower-case id
 * @param title the name for people
 * @param version the plugin's version
 * @param sides the sides, in the game's order
 * @param options the options, each with its default
 * @param botLevels the bots' strengths, weakest first: the game's own, then the generic search
 *     ({@code GameDefinition.botLevels()})
 * @param defaultBotLevel the level seated for "a bot" without a level ({@code GameDefinition.defaultBotLevel()})
 * @param provider the provider, to make games and bots with
 * @param origin where the provider's class was loaded from
 */
public record InstalledGame(
        String id,
        String title,
        String version,
        List<Side> sides,
        List<OptionSpec> options,
        List<BotLevel> botLevels,
        int defaultBotLevel,
        GameProvider provider,
        Origin origin) {

    /** Checks the parts and copies the lists. */
    public InstalledGame {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(version, "version");
        sides = List.copyOf(sides);
        options = List.copyOf(options);
        botLevels = List.copyOf(botLevels);
        if (!botLevels.isEmpty() && botLevels.stream().noneMatch(level -> level.level() == defaultBotLevel)) {
            throw new IllegalArgumentException(id + " has no bot level " + defaultBotLevel + " to seat by default");
        }
        Objects.requireNonNull(provider, "provider");
        Objects.requireNonNull(origin, "origin");
    }
}

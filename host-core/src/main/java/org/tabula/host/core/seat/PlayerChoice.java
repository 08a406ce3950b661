package org.tabula.host.core.seat;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tabula.api.BotLevel;
import org.tabula.api.GameDefinition;
import org.tabula.api.GameProvider;
import org.tabula.host.core.plugin.InstalledGame;

/**
 * Who a person asked to play a side: {@code human}, {@code bot} (the game's default strength) or
 * {@code bot:LEVEL}, the level by its number or its name ({@code bot:3}, {@code bot:mcts}).
 *
 * @param human true for a person at the terminal
 * @param level the bot's strength; 0 for a person
 */
public record PlayerChoice(boolean human, int level) {

    /** A person at the terminal. */
    public static final PlayerChoice HUMAN = new PlayerChoice(true, 0);

    private static final Pattern BOT = Pattern.compile("bot(?::(\\d{1,9}|[a-z][a-z0-9-]{0,39}))?");

    /** Checks that a bot has a level and a person none. */
    public PlayerChoice {
        if (human ? level != 0 : level < 1) {
            throw new IllegalArgumentException(human ? "a person has no level" : "bot levels count from 1: " + level);
        }
    }

    /** A bot at this strength. */
    public static PlayerChoice bot(int level) {
        return new PlayerChoice(false, level);
    }

    /**
     * Reads {@code human}, {@code bot} or {@code bot:LEVEL} (any case, the level a number or a name) for an
     * installed game: {@code bot} alone is its default level.
     *
     * @throws IllegalArgumentException when the text is none of them, the game has no bot, or no such level
     */
    public static PlayerChoice parse(String text, InstalledGame game) {
        return parse(text, game.id(), game.botLevels(), game.defaultBotLevel());
    }

    /**
     * Reads {@code human}, {@code bot} or {@code bot:LEVEL} (any case, the level a number or a name) for a game with
     * these bot levels, {@code bot} alone being {@code defaultLevel}.
     *
     * @throws IllegalArgumentException when the text is none of them, the game has no bot, or no such level
     */
    public static PlayerChoice parse(String text, String gameId, List<BotLevel> levels, int defaultLevel) {
        Objects.requireNonNull(text, "text");
        String word = text.strip().toLowerCase(Locale.ROOT);
        if (word.equals("human")) {
            return HUMAN;
        }
        Matcher bot = BOT.matcher(word);
        if (!bot.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a player: say human, bot or bot:LEVEL");
        }
        if (levels.isEmpty()) {
            throw new IllegalArgumentException(gameId + " has no bot, so every side is human");
        }
        if (bot.group(1) == null) {
            return bot(defaultLevel);
        }
        if (!Character.isDigit(bot.group(1).charAt(0))) {
            return named(bot.group(1), gameId, levels);
        }
        int level = Integer.parseInt(bot.group(1));
        if (levels.stream().noneMatch(l -> l.level() == level)) {
            throw new IllegalArgumentException(gameId + " has no bot level " + level + " (its levels: "
                    + levelList(levels) + ")");
        }
        return bot(level);
    }

    /** The bot of the level with this name. */
    private static PlayerChoice named(String name, String gameId, List<BotLevel> levels) {
        return levels.stream().filter(l -> l.name().toLowerCase(Locale.ROOT).equals(name)).findFirst()
                .map(l -> bot(l.level()))
                .orElseThrow(() -> new IllegalArgumentException(gameId + " has no bot level named '" + name
                        + "' (its names: " + String.join(", ", levels.stream().map(BotLevel::name).toList()) + ")"));
    }

    /** The levels as people read them: {@code 1 to 5}, or a list when they have gaps. */
    static String levelList(List<BotLevel> levels) {
        int first = levels.get(0).level();
        int last = levels.get(levels.size() - 1).level();
        if (last - first + 1 == levels.size()) {
            return levels.size() == 1 ? Integer.toString(first) : first + " to " + last;
        }
        return String.join(", ", levels.stream().map(l -> Integer.toString(l.level())).toList());
    }

    /**
     * The player this choice makes for a game.
     *
     * @param seed the bot's seed; a person ignores it
     */
    public Player player(GameProvider provider, List<BotLevel> levels, long seed) {
        if (human) {
            return Player.human();
        }
        BotLevel botLevel = levels.stream().filter(l -> l.level() == level).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(provider.id() + " has no bot level " + level));
        return Player.computer(botLevel, GameDefinition.withDefaults(provider).newBot(level, seed));
    }

    /** {@code human} or {@code bot:LEVEL}, as the command line takes it. */
    @Override
    public String toString() {
        return human ? "human" : "bot:" + level;
    }
}

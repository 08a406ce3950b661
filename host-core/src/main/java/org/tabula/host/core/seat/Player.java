package org.tabula.host.core.seat;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;

/** Who plays one side in a session: a person at the console, or a game's bot at one strength. */
public final class Player {

    private final BotLevel level;
    private final Bot bot;

    private Player(BotLevel level, Bot bot) {
        this.level = level;
        this.bot = bot;
    }

    /** A person, who types the side's moves. */
    public static Player human() {
        return new Player(null, null);
    }

    /** A bot, which chooses the side's moves. */
    public static Player computer(BotLevel level, Bot bot) {
        return new Player(Objects.requireNonNull(level, "level"), Objects.requireNonNull(bot, "bot"));
    }

    /** True for a person. */
    public boolean isHuman() {
        return bot == null;
    }

    /** The bot, for a bot. */
    public Optional<Bot> bot() {
        return Optional.ofNullable(bot);
    }

    /** What was chosen for the seat: a person, or a bot at its level ({@code human}, {@code bot:3}). */
    public PlayerChoice choice() {
        return isHuman() ? PlayerChoice.HUMAN : PlayerChoice.bot(level.level());
    }

    /** {@code human}, or {@code bot 3}. */
    public String shortName() {
        return isHuman() ? "human" : "bot " + level.level();
    }

    /** {@code human}, or {@code bot 3 (novice)}. */
    @Override
    public String toString() {
        return isHuman() ? "human" : shortName() + " (" + level.name() + ")";
    }
}

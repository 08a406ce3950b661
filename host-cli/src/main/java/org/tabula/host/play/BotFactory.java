package org.tabula.host.play;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tabula.api.BotLevel;
import org.tabula.api.GameProvider;
import org.tabula.host.core.seat.Player;
import org.tabula.host.core.seat.PlayerChoice;

/**
 * The bots a session may seat after it began ({@code level N}) or ask for a hint: the game's levels, each bot
 * seeded from the session's own generator, so that a session with the same seed and the same input replays.
 */
public final class BotFactory {

    private final GameProvider provider;
    private final List<BotLevel> levels;
    private final SplittableRandom random;

    /** Bots of this game, at these levels (weakest first), seeded from this generator. */
    public BotFactory(GameProvider provider, List<BotLevel> levels, SplittableRandom random) {
        this.provider = Objects.requireNonNull(provider, "provider");
        this.levels = List.copyOf(levels);
        this.random = Objects.requireNonNull(random, "random");
    }

    /**
     * A bot at the level typed.
     *
     * @throws IllegalArgumentException with a sentence for the person when the game has no such level
     */
    Player atLevel(String level) {
        PlayerChoice choice = PlayerChoice.parse("bot:" + level, provider.id(), levels);
        return choice.player(provider, levels, random.nextLong());
    }

    /** The strongest bot, or empty when the game has none. */
    Optional<Player> strongest() {
        if (levels.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(PlayerChoice.bot(levels.get(levels.size() - 1).level())
                .player(provider, levels, random.nextLong()));
    }
}

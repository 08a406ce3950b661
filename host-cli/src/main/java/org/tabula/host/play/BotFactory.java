package org.tabula.host.play;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tabula.api.BotLevel;
import org.tabula.api.GameProvider;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.seat.Player;
import org.tabula.host.core.seat.PlayerChoice;

/**
 * The bots a session may seat after it began ({@code level N}) or ask for a hint: the game's levels, each bot
 * seeded from the session's own generator, so that a session with the same seed and the same input replays.
 */
public final class BotFactory {

    private final InstalledGame game;
    private final GameProvider provider;
    private final List<BotLevel> levels;
    private final SplittableRandom random;

    /** Bots of this installed game, at its levels, seeded from this generator. */
    public BotFactory(InstalledGame game, SplittableRandom random) {
        this.game = Objects.requireNonNull(game, "game");
        this.provider = game.provider();
        this.levels = game.botLevels();
        this.random = Objects.requireNonNull(random, "random");
    }

    /**
     * A bot at the level typed.
     *
     * @throws IllegalArgumentException with a sentence for the person when the game has no such level
     */
    private Player atLevel(String level) {
        PlayerChoice choice = PlayerChoice.parse("bot:" + level, game);
        return choice.player(provider, levels, random.nextLong());
    }

    /**
     * The players with every bot replaced by one at the level typed ({@code level N}), people kept; refused with a
     * sentence when no bot plays, no level is given, or the game has no such level.
     */
    Outcome<Map<Side, Player>> reseat(Map<Side, Player> players, String level) {
        if (players.values().stream().allMatch(Player::isHuman)) {
            return Outcome.refused("no-bot", "No bot plays in this game.");
        }
        if (level.isEmpty()) {
            return Outcome.refused("no-level", "Say which: level N.");
        }
        Map<Side, Player> reseated = new LinkedHashMap<>();
        try {
            players.forEach((side, player) -> reseated.put(side, player.isHuman() ? player : atLevel(level)));
        } catch (IllegalArgumentException e) {
            return Outcome.refused("no-such-level", e.getMessage() + ".");
        }
        return Outcome.accepted(reseated);
    }

    /**
     * The game's own strongest bot, which knows the game, or the generic search where the game has none; empty
     * when there is no bot at all.
     */
    Optional<Player> strongest() {
        List<BotLevel> own = provider.botLevels();
        List<BotLevel> asked = own.isEmpty() ? levels : own;
        if (asked.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(PlayerChoice.bot(asked.get(asked.size() - 1).level())
                .player(provider, levels, random.nextLong()));
    }
}

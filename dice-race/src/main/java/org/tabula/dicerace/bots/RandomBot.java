package org.tabula.dicerace.bots;

import java.util.List;
import java.util.Objects;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;

/**
 * The dice race's one bot: any legal move, picked from its seed and the game alone, so the same seed and game
 * always give the same move. It draws from no random source (engines are pure) and reads no text of the game's
 * but the position the contract gives every game.
 */
public final class RandomBot implements Bot {

    /** Its one strength. */
    public static final BotLevel LEVEL = new BotLevel(1, "random", "Plays any legal move.");

    private final GameProvider provider;
    private final long seed;

    /** A bot for the provider's games, choosing by the seed. */
    public RandomBot(GameProvider provider, long seed) {
        this.provider = Objects.requireNonNull(provider, "provider");
        this.seed = seed;
    }

    @Override
    public BotLevel level() {
        return LEVEL;
    }

    @Override
    public Move chooseMove(Game game) {
        Game checked = Bot.gameToPlay(game, provider, Game.class);
        List<? extends Move> legal = checked.legalMoves();
        return legal.get((int) Math.floorMod(seed * 31 + checked.ply() * 17L + checked.position().hashCode(),
                (long) legal.size()));
    }
}

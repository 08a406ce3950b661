package org.tabula.engine.bots;

import org.tabula.api.Bot;
import org.tabula.api.BotLevel;

/** How one level of a game's bots is built: from the level it plays at and the seed it draws from. */
@FunctionalInterface
public interface BotFactory {

    /** A new bot at the level, deterministic from the seed. */
    Bot make(BotLevel level, long seed);
}

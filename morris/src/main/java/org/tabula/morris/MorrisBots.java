package org.tabula.morris;

import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.morris.bots.SearchBot;
import org.tabula.morris.bots.Strength;
import org.tabula.morris.rules.Core;
import org.tabula.engine.bots.BotTable;

/**
 * The morris bots at their five strengths, and what they share: the game's core, and a random source drawn
 * from the seed alone.
 *
 * <p>Every level is the same {@link org.tabula.morris.bots.Search} at a different {@link Strength}. The weaker
 * ones err as people do: they look less far ahead, misjudge positions (by noise drawn from the seed and the
 * position, so the same position is always misjudged the same way), and now and then overlook the reply
 * altogether. The top level searches deep and plays the solved endgames perfectly.
 *
 * <p>Every bot is deterministic: the same level, seed and game give the same move, whatever was asked before,
 * because each choice draws from a generator seeded by the bot's seed and the position, and every search starts
 * afresh. The search is bounded by counted nodes, never by a clock, so a slow machine plays the same moves as a
 * fast one; a host that wants a time limit stops it through {@link Bot#chooseMove(Game, java.util.function.BooleanSupplier)}.
 */
final class MorrisBots {

    static final BotTable TABLE = BotTable.of("morris")
            .level("beginner", "Closes a mill when it sees one, but never looks at the reply, and judges"
                    + " loosely.", MorrisBots::searching)
            .level("casual", "Looks two moves ahead, misjudges often, and overlooks the reply one move in"
                    + " four.", MorrisBots::searching)
            .level("novice", "Looks three moves ahead, misjudges a little, and overlooks the reply one move"
                    + " in ten.", MorrisBots::searching)
            .level("club", "Looks six moves ahead, judges well, and overlooks the reply one move in"
                    + " thirty-three.", MorrisBots::searching)
            .level("expert", "Searches deep within a fixed budget of positions, and plays the endgames of"
                    + " three and four men a side perfectly.", MorrisBots::searching)
            .build();

    private MorrisBots() {
    }

    /** Every level is the one search at the level's strength. */
    private static Bot searching(BotLevel level, long seed) {
        return new SearchBot(level, seed, Strength.ofLevel(level.level()), MorrisBots::coreOf);
    }

    /**
     * The core of a game the bot is asked to play, standing where the game stands. A game of another class is
     * read back through its record, so any morris game will do.
     *
     * @throws IllegalStateException when the game is over (see {@link Bot#gameToPlay})
     * @throws IllegalArgumentException when the game is not a morris game
     */
    private static Core coreOf(Game game) {
        return Bot.gameToPlay(game, new MorrisProvider(), MorrisState.class).core();
    }
}

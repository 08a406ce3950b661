package org.tabula.morris;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.morris.bots.SearchBot;
import org.tabula.morris.bots.Strength;
import org.tabula.morris.rules.Core;
import org.tabula.engine.bots.BotTable;
import org.tabula.engine.bots.StateBots;
import org.tabula.engine.search.StateSearch;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.MillEvaluation;

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

    /** The family's searching bots: engine-support's {@link StateSearch} over {@link FamilyState}. */
    private static final StateBots<MorrisFamilyGame, FamilyState, FamilyMove> FAMILY_SEARCH =
            StateBots.of(MorrisProvider.PROVIDER, MorrisFamilyGame.class, MillEvaluation::score);
    /**
     * The club's budget of positions: a tenth of the expert's, so it sees a ply or two less (five plies at the start
     * of Twelve Men's Morris where the expert sees six), yet past the novice's four.
     */
    static final long CLUB_NODES = StateBots.EXPERT_NODES / 10;
    /**
     * The moves in a hundred the club overlooks the reply in, looking one ply ahead only: in a game as short as
     * Three Men's Morris (a win in nine plies) its budget alone sees as far as the expert's.
     */
    static final int CLUB_OVERSIGHT = 10;
    /**
     * The family's other games at the seed's five strengths, each judged by {@link MillEvaluation}: the beginner
     * closes a mill it sees (one ply), casual looks two plies ahead, novice four, club as deep as a tenth of the
     * expert's budget allows but overlooking the reply one move in ten, and the expert as deep as its million
     * positions allow (engine-support's top level, unchanged). The levels' numbers are the seed's.
     */
    static final BotTable FAMILY = BotTable.of(MorrisProvider.PROVIDER.title())
            .level("beginner", "Looks one ply ahead.", FAMILY_SEARCH.searching(1, 20_000))
            .level("casual", "Looks two plies ahead.", FAMILY_SEARCH.searching(2, 60_000))
            .level("novice", "Looks four plies ahead.", FAMILY_SEARCH.searching(4, 300_000))
            .level("club", "Looks as far ahead as 100,000 positions allow, and overlooks the reply one move in"
                    + " ten.", FAMILY_SEARCH.searching(StateSearch.MAX_DEPTH, CLUB_NODES, CLUB_OVERSIGHT))
            .level("expert", "Looks as far ahead as a million positions allow.",
                    FAMILY_SEARCH.searching(StateSearch.MAX_DEPTH, StateBots.EXPERT_NODES))
            .build();

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
            .level("perfect", "Plays perfectly in the solved games (Three, Five, Six and Seven Men's Morris under"
                    + " their own rules), from their solutions; in every other game it plays as expert.",
                    MorrisBots::perfect)
            // The middle of seven levels (with mcts) would be club; a first opponent is the novice, as before
            // the perfect level came.
            .byDefault("novice")
            .build();
    /** The level the perfect bot plays at in a game that has no solution. */
    private static final int EXPERT = 5;

    private MorrisBots() {
    }

    /**
     * Every level is the one search at the level's strength for the seed's game, and the family's level it matches
     * ({@link #FAMILY}) for the family's other games: one list of levels for every game of the plugin.
     */
    private static Bot searching(BotLevel level, long seed) {
        return new VariantBot(new SearchBot(level, seed, Strength.ofLevel(level.level()), MorrisBots::coreOf),
                FAMILY.bot(level.level(), seed));
    }

    /** The perfect level: the solution's move in a solved game, the expert's search in any other. */
    private static Bot perfect(BotLevel level, long seed) {
        Bot expert = new VariantBot(new SearchBot(level, seed, Strength.ofLevel(EXPERT), MorrisBots::coreOf),
                FAMILY.bot(EXPERT, seed));
        return new PerfectBot(expert);
    }

    /**
     * A bot that plays the solved games' perfect moves, their solutions prepared by the host, and leaves every
     * other game, and a solved one whose solution was not prepared, to the expert.
     */
    private record PerfectBot(Bot expert) implements Bot {

        @Override
        public BotLevel level() {
            return expert.level();
        }

        @Override
        public Move chooseMove(Game game) {
            return chooseMove(game, () -> false);
        }

        @Override
        public Move chooseMove(Game game, BooleanSupplier stopRequested) {
            Optional<? extends Move> perfect = MorrisSolved.perfectMove(game);
            return perfect.isPresent() ? perfect.get() : expert.chooseMove(game, stopRequested);
        }

        @Override
        public Optional<Evaluation> evaluate(Game game, BooleanSupplier stopRequested) {
            return expert.evaluate(game, stopRequested);
        }
    }

    /** A bot that plays the seed's game with the seed's bot and every other game of the family with the family's. */
    private record VariantBot(Bot seed, Bot family) implements Bot {

        @Override
        public BotLevel level() {
            return seed.level();
        }

        @Override
        public Move chooseMove(Game game) {
            return of(game).chooseMove(game);
        }

        @Override
        public Move chooseMove(Game game, BooleanSupplier stopRequested) {
            return of(game).chooseMove(game, stopRequested);
        }

        @Override
        public Optional<Evaluation> evaluate(Game game, BooleanSupplier stopRequested) {
            return of(game).evaluate(game, stopRequested);
        }

        /** The seed's bot for the seed's game and for a game of another id, which it refuses as it always has. */
        private Bot of(Game game) {
            boolean familys = MorrisProvider.ID.equals(game.gameId())
                    && !FamilyOptions.rules(game.options()).isSeedGame();
            return familys ? family : seed;
        }
    }

    /**
     * The core of a game the bot is asked to play, standing where the game stands. A game of another class is
     * read back through its record, so any morris game will do.
     *
     * @throws IllegalStateException when the game is over (see {@link Bot#gameToPlay})
     * @throws IllegalArgumentException when the game is not a morris game
     */
    private static Core coreOf(Game game) {
        return Bot.gameToPlay(game, MorrisProvider.PROVIDER, MorrisState.class).core();
    }
}

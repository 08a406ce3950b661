package org.tabula.api.testkit;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.OptionSpec;
import org.tabula.api.Status;

/** The provider and its bots as the contract has them. */
final class ProviderChecks {

    private ProviderChecks() {
    }

    /** Its id, title, version, sides, options and bot levels are as the contract says. */
    static void describes(GameProvider provider) {
        Verify.that(provider.id().matches("[a-z][a-z0-9-]*"), () -> "the id is a lower-case word: '" + provider.id()
                + "'");
        Verify.that(!provider.title().isBlank(), () -> "the game has no title");
        Verify.that(!provider.version().isBlank(), () -> "the plugin has no version");
        Verify.that(!provider.sides().isEmpty(), () -> "the game has no sides");
        Verify.equal("the number of distinct sides", provider.sides().size(), new HashSet<>(provider.sides()).size());
        provider.sides().forEach(side -> Verify.equal("the side named " + side.id(), side, provider.side(side.id())));
        List<OptionSpec> options = provider.options();
        Verify.equal("the number of distinct option names", (long) options.size(),
                options.stream().map(OptionSpec::name).distinct().count());
        for (OptionSpec option : options) {
            Verify.equal("the default of " + option.name() + ", read as a value of it", option.defaultValue(),
                    option.canonical(option.defaultValue()));
        }
        Verify.same("newGame() and newGame with every option at its default",
                GameSnapshot.of(provider, provider.newGame(GameOptions.defaults(options))),
                GameSnapshot.of(provider, provider.newGame()));

        List<BotLevel> levels = provider.botLevels();
        int last = 0;
        for (BotLevel level : levels) {
            int previous = last;
            Verify.that(level.level() > previous, () -> "bot levels go up, weakest first: " + levels);
            Verify.that(!level.name().isBlank(), () -> "bot level " + level.level() + " has no name");
            Verify.equal("the level of the bot made at level " + level.level(), level,
                    provider.newBot(level.level(), 1L).level());
            last = level.level();
        }
        int beyond = last + 1;
        try {
            provider.newBot(beyond, 1L);
            throw new AssertionError("newBot(" + beyond + ", seed) made a bot at a level the game does not list");
        } catch (IllegalArgumentException expected) {
            // The contract's answer to a level that does not exist.
        }
    }

    /** A new match goes on, has nothing played, no offer and nothing to undo. */
    static void newGame(GameProvider provider, GameOptions options) {
        Match game = Match.start(provider, options);
        Verify.equal("the status of a new game", Status.ACTIVE, game.status());
        Verify.equal("the moves of a new game", List.of(), GameSnapshot.texts(game.history()));
        Verify.equal("the draw offer of a new game", Optional.empty(), game.drawOfferedBy());
        GameSnapshot before = GameSnapshot.of(game);
        Verify.refusedAs("undo in a new game", MatchRefusal.NOTHING_TO_UNDO, game.undo());
        Verify.unchanged("a refused undo changed a new game", before, game);
    }

    /**
     * A bot at the level chooses a legal move in up to {@code count} of the states that wait for a move, the same
     * one again and from a new bot with the same seed, and leaves the game alone; it refuses a finished game and
     * one waiting for chance; told to stop at once it still gives a legal move.
     */
    static void bot(GameProvider provider, BotLevel level, List<Game> states, int count) {
        List<Game> waiting = states.stream().filter(game -> game.status() == Status.ACTIVE
                && game.pendingChance().isEmpty()).toList();
        int asked = 0;
        for (int i = 0; i < waiting.size() && asked < count; i += Math.max(1, waiting.size() / Math.max(1, count))) {
            Game game = waiting.get(i);
            GameSnapshot before = GameSnapshot.of(provider, game);
            Bot bot = provider.newBot(level.level(), 42L);
            Move move = bot.chooseMove(game);
            Verify.that(before.legalMoves().contains(move.text()), () -> "the bot chose " + move.text()
                    + ", which is not a legal move in " + before.position());
            Verify.same("the bot changed the game it chose a move in", before, GameSnapshot.of(provider, game));
            Verify.equal("the move a new bot with the same seed chooses", move.text(),
                    provider.newBot(level.level(), 42L).chooseMove(game.copy()).text());
            Move hurried = bot.chooseMove(game, () -> true);
            Verify.that(before.legalMoves().contains(hurried.text()), () -> "told to stop at once, the bot chose "
                    + hurried.text() + ", which is not a legal move in " + before.position());
            asked++;
        }
        for (Game game : states) {
            if (game.status() == Status.FINISHED || game.pendingChance().isPresent()) {
                Bot bot = provider.newBot(level.level(), 42L);
                try {
                    bot.chooseMove(game);
                    throw new AssertionError("the bot chose a move in a game that "
                            + (game.status() == Status.FINISHED ? "is over" : "waits for chance"));
                } catch (IllegalStateException expected) {
                    // As the contract says.
                }
            }
        }
    }
}

package org.tabula.engine.provider;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.api.OptionSpec;
import org.tabula.api.Side;
import org.tabula.engine.bots.BotTable;

/**
 * A game plugin whose description (id, title, version, options, sides) is fixed when it is made, so that a game's
 * provider writes only its factories, records and bots.
 *
 * @param <G> the game's own class, which its factories return
 */
public abstract class DescribedProvider<G extends Game> implements GameProvider {

    private final String id;
    private final String title;
    private final String version;
    private final List<OptionSpec> options;
    private final List<Side> sides;

    /** A plugin with this description; the sides in turn order. */
    protected DescribedProvider(String id, String title, String version, List<OptionSpec> options,
            List<Side> sides) {
        this.id = Objects.requireNonNull(id, "id");
        this.title = Objects.requireNonNull(title, "title");
        this.version = Objects.requireNonNull(version, "version");
        this.options = List.copyOf(options);
        this.sides = List.copyOf(sides);
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final String version() {
        return version;
    }

    @Override
    public final List<OptionSpec> options() {
        return options;
    }

    /** The sides in turn order. */
    @Override
    public final List<Side> sides() {
        return sides;
    }

    @Override
    public G newGame() {
        return newGame(GameOptions.defaults(options));
    }

    @Override
    public abstract G newGame(GameOptions options);

    @Override
    public abstract G fromPosition(String position, GameOptions options);

    /** The levels of {@link #bots()}, or none when the game has no bot table. */
    @Override
    public final List<BotLevel> botLevels() {
        return bots().map(BotTable::levels).orElse(List.of());
    }

    /** The default level {@link #bots()} names, or none (the host's rule, the middle of the levels). */
    @Override
    public final OptionalInt defaultBotLevel() {
        return bots().map(BotTable::defaultLevel).orElse(OptionalInt.empty());
    }

    /** A bot of {@link #bots()}; without a table, the api's refusal. */
    @Override
    public final Bot newBot(int level, long seed) {
        Optional<BotTable> bots = bots();
        return bots.isPresent() ? bots.get().bot(level, seed) : GameProvider.super.newBot(level, seed);
    }

    /** The game's bot table, which its bots facade also answers from; none unless the game overrides this. */
    protected Optional<BotTable> bots() {
        return Optional.empty();
    }

    /**
     * A game as the plugin's own class, as its record writer needs it: itself when it is one, else a game of this
     * plugin's id from another implementation {@link #replayed}.
     *
     * @throws IllegalArgumentException for a game of another id
     */
    protected final <T extends G> T own(Game game, Class<T> type) {
        Objects.requireNonNull(game, "game");
        if (type.isInstance(game)) {
            return type.cast(game);
        }
        if (!id.equals(game.gameId())) {
            throw new IllegalArgumentException(title + " writes " + id + " games, not " + game.gameId());
        }
        return type.cast(replayed(game));
    }

    /**
     * A game of this plugin's id but of another class, as one of this plugin's: its moves played from the usual
     * start when they lead where it stands, else its position alone (the contract does not say where a game began,
     * so its repetitions before then are lost). The caller checks the id.
     */
    protected final G replayed(Game game) {
        G replayed = newGame(game.options());
        for (Move move : game.history()) {
            if (!replayed.play(move.text()).isAccepted()) {
                break;
            }
        }
        return replayed.position().equals(game.position()) ? replayed
                : fromPosition(game.position(), game.options());
    }
}

package org.tabula.host.command;

import com.google.inject.Inject;
import com.google.inject.Provider;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.TextFormatException;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.InstalledGames;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The game a command works on and the options it is made with: {@code GAME} and {@code --option NAME=VALUE},
 * shared by every command that takes a game.
 */
final class GameChoice {

    private final Provider<InstalledGames> games;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec command;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game, by the id `tabula games` lists.")
    private String id;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "A game option, such as flying=false for morris; repeat it for several. "
                    + "`tabula games GAME` lists a game's options and their defaults.")
    private Map<String, String> given = new LinkedHashMap<>();

    @Inject
    GameChoice(Provider<InstalledGames> games) {
        this.games = games;
    }

    /** The installed game named, or a usage error naming the installed ones. */
    InstalledGame game() {
        InstalledGames installed = games.get();
        return installed.find(id).orElseThrow(() -> usage(
                "No game '" + id + "' is installed (installed: " + installed.ids() + ")."));
    }

    /** True when the command line named no game (only where the command lets GAME be left out). */
    boolean omitted() {
        return id == null;
    }

    /** Every installed game. */
    InstalledGames installed() {
        return games.get();
    }

    /** The options given, checked against the game's own; a usage error for a name or value it does not take. */
    GameOptions options() {
        return options(game());
    }

    /** The options given, checked against {@code game}'s own (a game found otherwise than by its id). */
    GameOptions options(InstalledGame game) {
        try {
            return GameOptions.of(game.options(), given);
        } catch (IllegalArgumentException e) {
            throw usage(game.id() + ": " + e.getMessage());
        }
    }

    /** The first argument as it was given: the game's id, or for a command that may go without one, a file. */
    String argument() {
        return id;
    }

    /** The options as they were given, in order, to repeat in a command line. */
    Map<String, String> givenOptions() {
        return given;
    }

    /**
     * A new game from the usual start, or from the position given.
     *
     * @throws GameTextException when the position cannot be read
     */
    Game start(Optional<String> position) {
        InstalledGame game = game();
        GameOptions options = options();
        try {
            return position.isEmpty()
                    ? game.provider().newGame(options)
                    : game.provider().fromPosition(position.get(), options);
        } catch (TextFormatException e) {
            throw new GameTextException("not a " + game.id() + " position: " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            // A provider may refuse an option's value only when it makes a game (morris's negative limit).
            throw usage(game.id() + ": " + e.getMessage());
        }
    }

    /**
     * Refuses as a usage error options the game takes by name but refuses when it makes a game (morris's negative
     * limit), before a record is played with them.
     */
    void checkPlayable(InstalledGame game, GameOptions options) {
        try {
            game.provider().newGame(options);
        } catch (IllegalArgumentException e) {
            throw usage(game.id() + ": " + e.getMessage());
        }
    }

    /** A usage error of the command this choice belongs to. */
    ParameterException usage(String message) {
        return new ParameterException(command.commandLine(), message);
    }
}

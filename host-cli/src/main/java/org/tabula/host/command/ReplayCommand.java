package org.tabula.host.command;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.inject.Inject;
import com.google.inject.Provider;
import java.io.PrintWriter;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.host.console.Console;
import org.tabula.host.core.json.GameJson;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.InstalledGames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code tabula replay [GAME] FILE}: plays a record through and tells where it ends. Without GAME, the record names
 * its game: each installed game is asked whether the record is one of its own.
 */
@Command(
        name = "replay",
        customSynopsis = "tabula replay [GAME] FILE [--canonical] [--option NAME=VALUE]...",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        description = {
            "Replays a game's record and prints where it ends.",
            "Two lines: the final position in the game's position text, then 'result WINNER REASON', "
                    + "'result draw REASON' or 'active' (REASON is the game's reason code, such as no-move). "
                    + "A record that cannot be read, or with a move the rules refuse, exits with 1 and names the "
                    + "line and the reason.",
            "A record names its game (morris's '# game morris', PDN's [GameType \"21\"], xiangqi's [Game "
                    + "\"Chinese Chess\"], Ur's [rules ...]), so GAME may be left out; given, it is the game the record "
                    + "is read as. The record names the options it was played with; --option gives only what it does "
                    + "not name.",
            "With --canonical, the record itself instead, written back in the game's canonical record text: "
                    + "a record normalised, and a round trip checked (replaying the output gives it again)."
        },
        footer = {"", "Exit codes: 0 replayed, 1 the record was refused, 2 a usage error (such as no such file)."})
final class ReplayCommand implements Callable<Integer> {

    private final Console console;
    private final Provider<InstalledGames> games;

    @Mixin
    private GameChoice choice;

    @Parameters(index = "1", arity = "0..1", paramLabel = "FILE",
            description = "The record, in the game's record text; alone, the first argument is the file.")
    private Path file;

    @Option(names = "--canonical",
            description = "Print the record in the game's canonical text instead of where it ends.")
    private boolean canonical;

    @Mixin
    private JsonOption json;

    @Inject
    ReplayCommand(Console console, Provider<InstalledGames> games) {
        this.console = console;
        this.games = games;
    }

    @Override
    public Integer call() {
        // The record names its options; --option stands only for what it does not name.
        Match match = file != null ? Records.load(choice.game(), choice.options(), file, choice) : namingItsGame();
        PrintWriter out = console.out();
        if (json.asked()) {
            json.write(out, asJson(match));
        } else if (canonical) {
            out.print(asTextFile(match.record()));
        } else {
            out.println(match.position());
            out.println(resultLine(match.result()));
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** Named as the server's table state names them; the record too with --canonical. */
    private ObjectNode asJson(Match match) {
        ObjectNode document = json.object().put("game", match.gameId()).put("position", match.position())
                .put("status", match.status().word());
        GameJson.putResult(document, "result", match.result().orElse(null));
        document.put("ply", match.ply());
        if (canonical) {
            document.put("record", asTextFile(match.record()));
        }
        return document;
    }

    /** The match of {@code tabula replay FILE}: the record read as the one installed game it names. */
    private Match namingItsGame() {
        Path only;
        try {
            only = Path.of(choice.argument());
        } catch (InvalidPathException e) {
            throw choice.usage("Not a file name: " + e.getMessage());
        }
        String text = Records.read(only, "game record", choice);
        InstalledGame game = Records.gameOf(text, only, games.get());
        GameOptions options = choice.options(game);
        choice.checkPlayable(game, options);
        return Records.play(game, options, only, text);
    }

    /** The record as the game writes it, ending with a line end (as a text file does) unless it is empty. */
    static String asTextFile(String record) {
        return record.isEmpty() || record.endsWith("\n") ? record : record + "\n";
    }

    /** {@code result white no-move}, {@code result draw repetition} or {@code active}. */
    static String resultLine(Optional<Result> result) {
        return result.map(r -> "result " + r.winnerIfAny().map(Side::id).orElse("draw") + " " + r.reason())
                .orElse("active");
    }
}

package org.tabula.host.command;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.inject.Inject;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.host.console.Console;
import org.tabula.host.core.json.GameJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tabula moves GAME}: the legal moves of a position. */
@Command(
        name = "moves",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        description = {
            "Lists the legal moves, one a line, in the game's canonical text and its fixed order.",
            "From the usual start, or from --position. A game over, or waiting for dice, has none; standard error "
                    + "says which."
        },
        footer = {"", "Exit codes: 0 listed, 1 the position was refused, 2 a usage error."})
final class MovesCommand implements Callable<Integer> {

    private final Console console;

    @Mixin
    private GameChoice choice;

    @Mixin
    private JsonOption json;

    @Option(names = "--position", paramLabel = "TEXT", description = "The position, in the game's position text.")
    private String position;

    @Inject
    MovesCommand(Console console) {
        this.console = console;
    }

    @Override
    public Integer call() {
        Game game = choice.start(Optional.ofNullable(position));
        PrintWriter out = console.out();
        if (json.asked()) {
            json.write(out, asJson(game));
        } else {
            for (Move move : game.legalMoves()) {
                out.println(move.text());
            }
            out.flush();
        }
        game.result().ifPresent(result -> console.err().println("The game is over: " + result.sentence()));
        game.pendingChance().ifPresent(chance -> console.err().println("The game waits for chance, not a move: "
                + chance.description() + " (" + String.join(", ", chance.outcomes()) + ")."));
        console.err().flush();
        return ExitCodes.OK;
    }

    /**
     * {"game", "position", "moves": [{"text", "display", "places"}]}, the moves as the server's table state gives
     * them ("display" only where the game shows a move otherwise than it reads it).
     */
    private ObjectNode asJson(Game game) {
        ObjectNode document = json.object().put("game", choice.game().id()).put("position", game.position());
        ArrayNode moves = document.putArray("moves");
        for (Move move : game.legalMoves()) {
            moves.add(GameJson.move(json.mapper(), move.text(), game.displayText(move), game.placesOf(move)));
        }
        return document;
    }
}

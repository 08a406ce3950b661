package org.tabula.host.command;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.inject.Inject;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.tabula.api.Analysis;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.PrecomputedData;
import org.tabula.host.console.Console;
import org.tabula.host.core.json.GameJson;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code tabula solve GAME [--position TEXT]}: what the game knows for certain about a position, the start when none is
 * given (an endgame
 * table's verdict, distance and best moves, or a game of chance's exact chance to win), through the SPI's optional
 * analysis.
 *
 * <p>With {@code --tables DIR} the game's precomputed data is read from that folder before, and whatever was
 * computed is written there after, one file per part ({@code GAME-PART.bin}), so it is computed once.
 */
@Command(
        name = "solve",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        description = {
            "Shows the solved value of a position: who wins with best play, in how many plies, and the best moves; in "
                    + "a game of chance, the side to move's chance to win with best play.",
            "Only where the game knows it for certain (morris: the endgames of few men, with flying, and every position "
                    + "of Three, Five, Six and Seven Men's Morris under their own rules; the Royal Game "
                    + "of Ur: two pieces a side or fewer left to bring home); the first "
                    + "time, the game may take a while to compute its tables: the progress goes to standard error (a "
                    + "bar on a terminal, else a line a part), with the time elapsed and an estimate of what is left."
        },
        footer = {"", "Exit codes: 0 shown (solved or not), 1 the position was refused, 2 a usage error."})
final class SolveCommand implements Callable<Integer> {

    private final Console console;
    private final Clock clock;

    @Mixin
    private GameChoice choice;

    @Option(names = "--position", paramLabel = "TEXT", description = "The position, in the game's position text; "
            + "the start of the game its options name when left out.")
    private String position;

    @Mixin
    private TablesOption tables;

    @Mixin
    private JsonOption json;

    @Inject
    SolveCommand(Console console, Clock clock) {
        this.console = console;
        this.clock = clock;
    }

    @Override
    public Integer call() {
        Game game = choice.start(Optional.ofNullable(position));
        GameProvider provider = choice.game().provider();
        // The tables are made ready first, a part at a time, so that a long computation shows how far it has come.
        Optional<PrecomputedData> data = tables.prepareAnalysis(provider, game, console, clock, "solve");
        Optional<Analysis> analysis = provider.analyse(game);
        data.ifPresent(kept -> tables.save(kept, choice.game().id(), console.err(), "solve"));
        if (json.asked()) {
            json.write(console.out(), asJson(game, analysis));
        } else {
            print(game, analysis);
        }
        return ExitCodes.OK;
    }

    /**
     * The position and whose turn it is (or its result), then the analysis as fields: solved, verdict (win, loss,
     * draw or chance, for the side to move), plies, winChance (a chance's, 0 to 1), bestMoves and basis; null
     * verdict, plies, winChance and basis when it is not solved.
     */
    private ObjectNode asJson(Game game, Optional<Analysis> analysis) {
        ObjectNode document = json.object().put("game", game.gameId()).put("position", game.position());
        document.put("turn", game.result().isPresent() ? null : game.turn().id());
        GameJson.putResult(document, "result", game.result().orElse(null));
        document.put("solved", analysis.isPresent());
        document.put("verdict", analysis.map(known -> known.verdict().word()).orElse(null));
        OptionalInt plies = analysis.map(Analysis::plies).orElse(OptionalInt.empty());
        if (plies.isPresent()) {
            document.put("plies", plies.getAsInt());
        } else {
            document.putNull("plies");
        }
        OptionalDouble winChance = analysis.map(Analysis::winChance).orElse(OptionalDouble.empty());
        if (winChance.isPresent()) {
            document.put("winChance", winChance.getAsDouble());
        } else {
            document.putNull("winChance");
        }
        ArrayNode best = document.putArray("bestMoves");
        analysis.ifPresent(known -> known.bestMoves().forEach(best::add));
        return document.put("basis", analysis.map(Analysis::basis).orElse(null));
    }

    private void print(Game game, Optional<Analysis> analysis) {
        PrintWriter out = console.out();
        out.println("position  " + game.position());
        if (game.result().isPresent()) {
            out.println("result    " + game.result().get().sentence());
        } else {
            out.println("to move   " + game.turn().id());
        }
        if (analysis.isEmpty()) {
            out.println("verdict   unknown: " + game.gameId() + " has no certain value for this position");
        } else {
            Analysis known = analysis.get();
            out.println("verdict   " + known.summary()
                    + (known.verdict() == Analysis.Verdict.DRAW ? "" : " for " + game.turn().id()));
            out.println("best      " + (known.bestMoves().isEmpty() ? "none" : String.join(" ", known.bestMoves())));
            out.println("basis     " + known.basis());
        }
        out.flush();
    }
}

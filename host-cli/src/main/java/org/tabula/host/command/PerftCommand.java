package org.tabula.host.command;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.inject.Inject;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tabula.api.Game;
import org.tabula.api.PerftWalks;
import org.tabula.host.console.Console;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tabula perft GAME DEPTH}: counts the move sequences of a depth, the figure that checks a move generator. */
@Command(
        name = "perft",
        mixinStandardHelpOptions = true,
        versionProvider = HostVersion.class,
        description = {
            "Counts the move sequences DEPTH moves deep (perft), with the game's own count.",
            "The count goes to standard output; the time taken and the nodes per second to standard error. "
                    + "Chance the game waits for is not a move: each outcome is counted through."
        },
        footer = {"", "Exit codes: 0 counted, 1 the position was refused, 2 a usage error."})
final class PerftCommand implements Callable<Integer> {

    /**
     * The deepest count asked for. A count is a long: 64 moves of two choices each already pass what it holds,
     * and an engine walking deeper would size its arrays by a depth no walk reaches (2147483647 was a crash).
     */
    static final int MAX_DEPTH = 64;

    private final Console console;
    private final Clock clock;

    @Mixin
    private GameChoice choice;

    @Parameters(index = "1", paramLabel = "DEPTH", description = "How many moves deep, 0 to " + MAX_DEPTH + ".")
    private int depth;

    @Option(names = "--position", paramLabel = "TEXT", description = "Count from this position, in the game's text.")
    private String position;

    @Option(names = "--divide", description = "Also give the count under each first move (or each outcome of the "
            + "chance the position waits for), one 'MOVE COUNT' a line, before the total.")
    private boolean divide;

    @Mixin
    private JsonOption json;

    @Inject
    PerftCommand(Console console, Clock clock) {
        this.console = console;
        this.clock = clock;
    }

    @Override
    public Integer call() {
        if (depth < 0 || depth > MAX_DEPTH) {
            throw choice.usage("DEPTH is 0 to " + MAX_DEPTH + ", not " + depth + ": a count deeper than "
                    + MAX_DEPTH + " moves would not fit in a 64-bit number, nor finish.");
        }
        Game game = choice.start(Optional.ofNullable(position));
        PrintWriter out = console.out();
        Instant start = clock.instant();
        // Depth 0 has one sequence, the empty one, and no first move to list it under.
        boolean dividing = divide && depth > 0;
        Map<String, Long> lines = dividing ? PerftWalks.divideByText(game, depth) : Map.of();
        long total = dividing ? lines.values().stream().mapToLong(Long::longValue).sum() : game.perft(depth);
        Duration took = Duration.between(start, clock.instant());
        if (json.asked()) {
            json.write(out, asJson(total, lines));
        } else {
            lines.forEach((move, count) -> out.println(move + " " + count));
            out.println(total);
            out.flush();
        }
        console.err().println(choice.game().id() + " perft " + depth + ": " + total + " nodes in "
                + String.format(Locale.ROOT, "%.3f s", took.toNanos() / 1e9) + ", " + rate(total, took));
        console.err().flush();
        return ExitCodes.OK;
    }

    /** {"game", "depth", "nodes"}, and "divide": [{"move", "nodes"}] with --divide; the timing stays on stderr. */
    private ObjectNode asJson(long total, Map<String, Long> lines) {
        ObjectNode document = json.object().put("game", choice.game().id()).put("depth", depth).put("nodes", total);
        if (divide) {
            ArrayNode list = document.putArray("divide");
            lines.forEach((move, count) -> list.addObject().put("move", move).put("nodes", count));
        }
        return document;
    }

    private static String rate(long nodes, Duration took) {
        if (took.isZero() || took.isNegative()) {
            return "too fast to time";
        }
        return String.format(Locale.ROOT, "%,.0f nodes/s", nodes / (took.toNanos() / 1e9));
    }
}

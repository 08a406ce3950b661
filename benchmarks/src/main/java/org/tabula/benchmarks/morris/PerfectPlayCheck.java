package org.tabula.benchmarks.morris;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.Analysis;
import org.tabula.api.Analysis.Verdict;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.morris.MorrisProvider;

/**
 * Replays the games of a perfect-vs-expert match (benchmarks/perfect-vs-expert.sh: the perfect bot white in the odd
 * games, black in the even) against the variant's solution, and counts the perfect bot's moves that gave a value
 * away: a won position left for one not lost for the opponent, a drawn one left for the opponent's win. A loss of
 * the perfect bot with none is a loss it could not save.
 *
 * <pre>PerfectPlayCheck VARIANT SOLUTION_FILE RECORDS_FOLDER GAMES</pre>
 */
public final class PerfectPlayCheck {

    private PerfectPlayCheck() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 4) {
            System.err.println("usage: PerfectPlayCheck VARIANT SOLUTION_FILE RECORDS_FOLDER GAMES");
            System.exit(2);
        }
        String variant = args[0];
        MorrisProvider provider = new MorrisProvider();
        provider.precomputedData().orElseThrow().load("solved-" + variant,
                ByteBuffer.wrap(Files.readAllBytes(Path.of(args[1]))));
        GameOptions options = GameOptions.of(provider.options(), Map.of("variant", variant));
        int games = Integer.parseInt(args[3]);
        int lost = 0;
        int givenAway = 0;
        int checked = 0;
        for (int g = 1; g <= games; g++) {
            String perfect = g % 2 == 1 ? "white" : "black";
            Game game = provider.newGame(options);
            for (String move : moves(Files.readString(Path.of(args[2], String.format("game-%03d.txt", g))))) {
                if (game.result().isPresent()) {
                    break;
                }
                Optional<Verdict> before = game.turn().id().equals(perfect)
                        ? provider.analyse(game).map(Analysis::verdict) : Optional.empty();
                if (!game.play(move).isAccepted()) {
                    throw new IllegalStateException("game " + g + ": " + move + " is refused");
                }
                if (before.isPresent() && game.result().isEmpty()) {
                    checked++;
                    Verdict after = provider.analyse(game).orElseThrow().verdict();
                    boolean keeps = before.get() == Verdict.WIN ? after == Verdict.LOSS
                            : before.get() == Verdict.LOSS || after != Verdict.WIN;
                    if (!keeps) {
                        givenAway++;
                        System.out.println("game " + g + ": " + move + " gave away a " + before.get());
                    }
                }
            }
            if (game.result().flatMap(result -> result.winnerIfAny()).map(side -> !side.id().equals(perfect))
                    .orElse(false)) {
                lost++;
            }
        }
        System.out.println(variant + ": " + games + " games, the perfect bot lost " + lost + "; of its " + checked
                + " moves checked, " + givenAway + " gave a value away");
    }

    /** The moves of a record: its numbered lines' words but the numbers. */
    private static List<String> moves(String record) {
        List<String> moves = new ArrayList<>();
        for (String line : record.split("\n")) {
            if (line.matches("\\d+\\..*")) {
                for (String word : line.trim().split("\\s+")) {
                    if (!word.matches("\\d+\\.+")) {
                        moves.add(word);
                    }
                }
            }
        }
        return moves;
    }
}

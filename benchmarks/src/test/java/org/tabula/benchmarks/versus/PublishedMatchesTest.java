package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.MorrisNotation;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisResult;
import org.tabula.morris.model.RecordedMove;

/**
 * The matches docs/games/morris.md publishes (level 5 against Sanmill, 100 games at 0.5 s and at 1 s, written by
 * {@code Versus --out}): every game replays under Tabula's rules from the opening its seed gives, ends as its note
 * says, and the games add up to the score printed under them.
 */
class PublishedMatchesTest {

    private static final Pattern NOTE = Pattern.compile(
            "# game (\\d+): white (\\S+), black (\\S+), opening seed (\\d+), ended by ([a-z -]+)");

    @ParameterizedTest
    @CsvSource({"sanmill-500ms.txt, 500", "sanmill-1000ms.txt, 1000"})
    void everyGame_replays_endsAsNoted_andTheGamesAddUpToTheScore(String file, int millis) throws IOException {
        List<String> lines = Arrays.asList(resource("versus/" + file).split("\n", -1));
        String first = after(lines, "first:  ");
        String second = after(lines, "second: ");
        List<PlayedGame> games = new ArrayList<>();
        // A match written since --seed opens with its header; the first ones, from seed 0, have none.
        int start = lines.get(0).startsWith("# match: ") ? 2 : 0;
        long firstSeed = start == 0 ? 0 : Long.parseLong(lines.get(0).replaceAll(".* from seeds (\\d+) to .*", "$1"));
        for (int at = start; at < lines.size() && lines.get(at).startsWith("# game "); ) {
            Matcher note = NOTE.matcher(lines.get(at));
            assertThat(note.matches()).as(lines.get(at)).isTrue();
            int index = Integer.parseInt(note.group(1));
            assertThat(index).isEqualTo(games.size());
            long seed = Long.parseLong(note.group(4));
            assertThat(seed).isEqualTo(firstSeed + index / 2);
            boolean firstIsWhite = note.group(2).equals(first);
            assertThat(firstIsWhite).as("game %d: the colours alternate", index).isEqualTo(index % 2 == 0);

            StringBuilder record = new StringBuilder();
            for (at++; at < lines.size() && !lines.get(at).isEmpty(); at++) {
                record.append(lines.get(at)).append('\n');
            }
            while (at < lines.size() && lines.get(at).isEmpty()) {
                at++;
            }
            assertThat(MorrisNotation.parseRecordMoves(record.toString()).stream().limit(4).map(RecordedMove::text)
                    .toList())
                    .as("game %d's opening", index)
                    .isEqualTo(Openings.of(seed, 4));
            MorrisGame game = MorrisGame.fromText(record.toString());
            MorrisResult result = game.ending().orElseThrow(() -> new AssertionError("game " + index + " did not end"));
            GameEnd end = GameEnd.of(result);
            assertThat(end.words()).as("game %d's ending", index).isEqualTo(note.group(5));
            Optional<Boolean> firstWon = result.winner().map(winner -> (winner == Colour.WHITE) == firstIsWhite);
            games.add(new PlayedGame(index, firstIsWhite, firstWon, end, game.ply(), record.toString(), 0, 0, 0, 0,
                    ""));
        }
        assertThat(games).hasSize(100);
        // The summary as Versus prints it, but for the CPU times, which the records do not hold.
        List<String> summary = Tally.of(first, second, millis, games).text().lines()
                .filter(line -> !line.startsWith("mean CPU")).toList();
        assertThat(lines).containsSequence(summary);
    }

    private static String after(List<String> lines, String head) {
        return lines.stream().filter(line -> line.startsWith(head)).findFirst().orElseThrow()
                .substring(head.length());
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = Objects.requireNonNull(PublishedMatchesTest.class.getResourceAsStream("/" + name),
                name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}

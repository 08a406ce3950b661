package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.morris.Colour;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.MorrisResult;

/**
 * The matches the README publishes (level 5 against Sanmill, 100 games at 0.5 s and at 1 s, written by
 * {@code Versus --out}): every game replays under Tabula's rules from the opening its seed gives, ends as its note
 * says, and the games add up to the score printed under them.
 */
class PublishedMatchesTest {

    private static final Pattern NOTE = Pattern.compile(
            "# game (\\d+): white (\\S+), black (\\S+), opening seed (\\d+), ended by ([a-z -]+)");
    private static final Pattern TALLY = Pattern.compile(
            "games (\\d+) at (\\d+) ms CPU a move: first (\\d+) wins, (\\d+) draws, (\\d+) losses");

    @ParameterizedTest
    @CsvSource({"sanmill-500ms.txt, 500", "sanmill-1000ms.txt, 1000"})
    void everyGame_replays_endsAsNoted_andTheGamesAddUpToTheScore(String file, int millis) throws IOException {
        List<String> lines = Arrays.asList(resource("versus/" + file).split("\n", -1));
        String first = lines.stream().filter(line -> line.startsWith("first:  ")).findFirst().orElseThrow()
                .substring("first:  ".length());
        int wins = 0;
        int draws = 0;
        int losses = 0;
        int games = 0;
        for (int at = 0; at < lines.size() && lines.get(at).startsWith("# game "); games++) {
            Matcher note = NOTE.matcher(lines.get(at));
            assertThat(note.matches()).as(lines.get(at)).isTrue();
            int index = Integer.parseInt(note.group(1));
            assertThat(index).isEqualTo(games);
            assertThat(Integer.parseInt(note.group(4))).isEqualTo(index / 2);
            boolean firstIsWhite = note.group(2).equals(first);
            assertThat(firstIsWhite).as("game %d: the colours alternate", index).isEqualTo(index % 2 == 0);

            StringBuilder record = new StringBuilder();
            for (at++; at < lines.size() && !lines.get(at).isEmpty(); at++) {
                record.append(lines.get(at)).append('\n');
            }
            while (at < lines.size() && lines.get(at).isEmpty()) {
                at++;
            }
            assertThat(moves(record.toString()).subList(0, 4)).as("game %d's opening", index)
                    .isEqualTo(Openings.of(index / 2, 4));
            MorrisResult result = MorrisGame.fromText(record.toString()).ending()
                    .orElseThrow(() -> new AssertionError("game " + index + " did not end"));
            assertThat(GameEnd.of(result).words()).as("game %d's ending", index).isEqualTo(note.group(5));
            if (result.winner().isEmpty()) {
                draws++;
            } else if ((result.winner().get() == Colour.WHITE) == firstIsWhite) {
                wins++;
            } else {
                losses++;
            }
        }
        Matcher tally = lines.stream().map(TALLY::matcher).filter(Matcher::matches).findFirst().orElseThrow();
        assertThat(List.of(games, millis, wins, draws, losses)).isEqualTo(List.of(
                Integer.parseInt(tally.group(1)), Integer.parseInt(tally.group(2)), Integer.parseInt(tally.group(3)),
                Integer.parseInt(tally.group(4)), Integer.parseInt(tally.group(5))));
        assertThat(games).isEqualTo(100);
        String score = String.format(Locale.ROOT, "score of first %.1f%%", 100.0 * (wins + draws / 2.0) / games);
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith(score));
    }

    /** The moves of a numbered record, in order. */
    private static List<String> moves(String record) {
        List<String> moves = new ArrayList<>();
        for (String word : record.trim().split("\\s+")) {
            if (!word.matches("\\d+\\.+")) {
                moves.add(word);
            }
        }
        return moves;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = Objects.requireNonNull(PublishedMatchesTest.class.getResourceAsStream("/" + name),
                name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}

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
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.api.Result;

/**
 * A match report {@code Versus --out} wrote, read back for the tests that replay the published ones: its players,
 * and each game's note and record, checked to be numbered in order, one opening seed a pair of games and the
 * colours alternating.
 *
 * @param lines every line of the file, the summary's among them
 */
record PublishedReport(String first, String second, List<Entry> games, List<String> lines) {

    /**
     * One game as its note and record say.
     *
     * @param firstMovesFirst whether the match's first player had the side that moves first
     * @param ending the words after "ended by"
     */
    record Entry(int index, boolean firstMovesFirst, long seed, String ending, String record) {
    }

    /** Reads a report of the class path whose notes name the sides {@code side0} (moving first) and {@code side1}. */
    static PublishedReport read(String resource, String side0, String side1) throws IOException {
        Pattern note = Pattern.compile("# game (\\d+): " + side0 + " (\\S+), " + side1
                + " (\\S+), opening seed (\\d+), ended by ([a-z -]+)");
        List<String> lines = Arrays.asList(text(resource).split("\n", -1));
        String first = after(lines, "first:  ");
        String second = after(lines, "second: ");
        // A match written since --seed opens with its header; the first ones, from seed 0, have none.
        int start = lines.get(0).startsWith("# match: ") ? 2 : 0;
        long firstSeed = start == 0 ? 0 : Long.parseLong(lines.get(0).replaceAll(".* from seeds (\\d+) to .*", "$1"));
        List<Entry> games = new ArrayList<>();
        for (int at = start; at < lines.size() && lines.get(at).startsWith("# game "); ) {
            Matcher matched = note.matcher(lines.get(at));
            assertThat(matched.matches()).as(lines.get(at)).isTrue();
            int index = Integer.parseInt(matched.group(1));
            assertThat(index).isEqualTo(games.size());
            long seed = Long.parseLong(matched.group(4));
            assertThat(seed).isEqualTo(firstSeed + index / 2);
            boolean firstMovesFirst = matched.group(2).equals(first);
            assertThat(firstMovesFirst).as("game %d: the colours alternate", index).isEqualTo(index % 2 == 0);
            // A record runs to the next game's note or the summary: a PDN record has a blank line of its own.
            StringBuilder record = new StringBuilder();
            for (at++; at < lines.size() && !lines.get(at).startsWith("# game ")
                    && !lines.get(at).startsWith("first:  "); at++) {
                record.append(lines.get(at)).append('\n');
            }
            games.add(new Entry(index, firstMovesFirst, seed, matched.group(5), record.toString().strip() + "\n"));
        }
        return new PublishedReport(first, second, List.copyOf(games), lines);
    }

    /**
     * Every game replayed under the provider's rules, checked to open as its seed's opening and to end as its note
     * says; as played games, to add up again (no CPU times: the records do not hold them).
     *
     * @param sideMovingFirst the id of the provider's side that moves first
     */
    List<PlayedGame> replayed(GameProvider provider, String sideMovingFirst) {
        List<PlayedGame> played = new ArrayList<>();
        for (Entry entry : games) {
            int index = entry.index();
            Game game = provider.readRecord(entry.record(), GameOptions.defaults(provider.options())).game();
            assertThat(game.history().stream().limit(4).map(Move::text).toList()).as("game %d's opening", index)
                    .isEqualTo(Openings.of(provider, entry.seed(), 4));
            Result result = game.result().orElseThrow(() -> new AssertionError("game " + index + " did not end"));
            GameEnd end = GameEnd.of(result);
            assertThat(end.words()).as("game %d's ending", index).isEqualTo(entry.ending());
            Optional<Boolean> firstWon = result.winnerIfAny()
                    .map(winner -> winner.id().equals(sideMovingFirst) == entry.firstMovesFirst());
            played.add(new PlayedGame(index, entry.firstMovesFirst(), firstWon, end, game.ply(), entry.record(), 0, 0,
                    0, 0, ""));
        }
        return List.copyOf(played);
    }

    /** The summary Versus printed under the games, but for the CPU times, which the records do not hold. */
    static List<String> summaryWithoutCpu(Tally tally) {
        return tally.text().lines().filter(line -> !line.startsWith("mean CPU")).toList();
    }

    private static String after(List<String> lines, String head) {
        return lines.stream().filter(line -> line.startsWith(head)).findFirst().orElseThrow()
                .substring(head.length());
    }

    private static String text(String name) throws IOException {
        try (InputStream in = Objects.requireNonNull(PublishedReport.class.getResourceAsStream("/" + name), name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}

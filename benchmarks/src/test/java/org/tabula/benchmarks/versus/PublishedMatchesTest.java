package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.MorrisNotation;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisResult;
import org.tabula.morris.model.RecordedMove;

/**
 * The matches docs/games/morris.md publishes (level 5 against Sanmill, written by {@code Versus --out}: 100 games at
 * 0.5 s and at 1 s against the partner before issue 37, 200 at 0.5 s and 200 at 1 s against the fair partner on
 * the published openings, and 200 at 0.5 s of a candidate not kept): every game replays under Tabula's rules from
 * the opening its seed gives, ends as its note says, and the games add up to the score printed under them.
 */
class PublishedMatchesTest {

    @ParameterizedTest
    @CsvSource({"sanmill-500ms.txt, 500, 100", "sanmill-1000ms.txt, 1000, 100",
            "sanmill-fair-500ms.txt, 500, 200", "sanmill-fair-1000ms.txt, 1000, 200",
            "sanmill-fair-500ms-few-cheap.txt, 500, 200"})
    void everyGame_replays_endsAsNoted_andTheGamesAddUpToTheScore(String file, int millis, int played)
            throws IOException {
        PublishedReport report = PublishedReport.read("versus/" + file, "white", "black");
        List<PlayedGame> games = new ArrayList<>();
        for (PublishedReport.Entry entry : report.games()) {
            int index = entry.index();
            assertThat(MorrisNotation.parseRecordMoves(entry.record()).stream().limit(4).map(RecordedMove::text)
                    .toList())
                    .as("game %d's opening", index)
                    .isEqualTo(Openings.of(entry.seed(), 4));
            MorrisGame game = MorrisGame.fromText(entry.record());
            MorrisResult result = game.ending().orElseThrow(() -> new AssertionError("game " + index + " did not end"));
            GameEnd end = GameEnd.of(result);
            assertThat(end.words()).as("game %d's ending", index).isEqualTo(entry.ending());
            Optional<Boolean> firstWon = result.winner()
                    .map(winner -> (winner == Colour.WHITE) == entry.firstMovesFirst());
            games.add(new PlayedGame(index, entry.firstMovesFirst(), firstWon, end, game.ply(), entry.record(), 0, 0,
                    0, 0, ""));
        }
        assertThat(games).hasSize(played);
        assertThat(report.lines()).containsSequence(
                PublishedReport.summaryWithoutCpu(Tally.of(report.first(), report.second(), millis, games)));
    }
}

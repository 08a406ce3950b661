package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.api.Result;
import org.tabula.xiangqi.XiangqiProvider;

/**
 * The xiangqi match docs/games/xiangqi.md publishes (level 5 against Fairy-Stockfish, written by
 * {@code Versus --game xiangqi --out}): every game replays under Tabula's rules from the opening its seed gives,
 * ends as its note says, and the games add up to the score printed under them.
 */
class PublishedXiangqiMatchTest {

    @Test
    void everyGame_replays_endsAsNoted_andTheGamesAddUpToTheScore() throws IOException {
        GameProvider provider = new XiangqiProvider();
        PublishedReport report = PublishedReport.read("versus/fairy-stockfish-xiangqi-500ms.txt", "red", "black");
        List<PlayedGame> games = new ArrayList<>();
        for (PublishedReport.Entry entry : report.games()) {
            int index = entry.index();
            Game game = provider.readRecord(entry.record(), GameOptions.defaults(provider.options())).game();
            assertThat(game.history().stream().limit(4).map(Move::text).toList()).as("game %d's opening", index)
                    .isEqualTo(Openings.of(provider, entry.seed(), 4));
            Result result = game.result().orElseThrow(() -> new AssertionError("game " + index + " did not end"));
            GameEnd end = GameEnd.of(result);
            assertThat(end.words()).as("game %d's ending", index).isEqualTo(entry.ending());
            Optional<Boolean> firstWon = result.winnerIfAny()
                    .map(winner -> winner.id().equals("red") == entry.firstMovesFirst());
            games.add(new PlayedGame(index, entry.firstMovesFirst(), firstWon, end, game.ply(), entry.record(), 0, 0,
                    0, 0, ""));
        }
        assertThat(games).hasSize(20);
        assertThat(report.lines()).containsSequence(PublishedReport.summaryWithoutCpu(
                Tally.of(report.first(), report.second(), 500, List.of(GameEnd.CAP, GameEnd.ILLEGAL), games)));
    }
}

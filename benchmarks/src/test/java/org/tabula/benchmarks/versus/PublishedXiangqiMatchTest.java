package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.xiangqi.XiangqiProvider;

/**
 * The xiangqi match docs/games/xiangqi.md publishes (level 5 against Fairy-Stockfish, written by
 * {@code Versus --game xiangqi --out}): every game replays under Tabula's rules from the opening its seed gives,
 * ends as its note says, and the games add up to the score printed under them.
 */
class PublishedXiangqiMatchTest {

    @Test
    void everyGame_replays_endsAsNoted_andTheGamesAddUpToTheScore() throws IOException {
        PublishedReport report = PublishedReport.read("versus/fairy-stockfish-xiangqi-500ms.txt", "red", "black");
        List<PlayedGame> games = report.replayed(new XiangqiProvider(), "red");
        assertThat(games).hasSize(20);
        assertThat(report.lines()).containsSequence(PublishedReport.summaryWithoutCpu(
                Tally.of(report.first(), report.second(), 500, List.of(GameEnd.CAP, GameEnd.ILLEGAL), games)));
    }
}

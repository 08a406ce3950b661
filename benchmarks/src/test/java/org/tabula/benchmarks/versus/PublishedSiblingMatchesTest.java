package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.GameProvider;
import org.tabula.checkers.CheckersProvider;
import org.tabula.xiangqi.XiangqiProvider;

/**
 * The siblings' matches against outside engines the docs publish (written by {@code Versus --game ID --out}):
 * xiangqi's level 5 against Fairy-Stockfish (docs/games/xiangqi.md) and checkers' against simplech
 * (docs/games/checkers.md). Every game replays under Tabula's rules from the opening its seed gives, ends as its
 * note says, and the games add up to the score printed under them.
 */
class PublishedSiblingMatchesTest {

    @ParameterizedTest
    @CsvSource({"versus/fairy-stockfish-xiangqi-500ms.txt, xiangqi", "versus/simplech-checkers-500ms.txt, checkers"})
    void everyGame_replays_endsAsNoted_andTheGamesAddUpToTheScore(String resource, String game) throws IOException {
        GameProvider provider = game.equals("xiangqi") ? new XiangqiProvider() : new CheckersProvider();
        String moverFirst = provider.sides().get(0).id();
        PublishedReport report = PublishedReport.read(resource, moverFirst, provider.sides().get(1).id());
        List<PlayedGame> games = report.replayed(provider, moverFirst);
        assertThat(games).hasSize(20);
        assertThat(report.lines()).containsSequence(PublishedReport.summaryWithoutCpu(
                Tally.of(report.first(), report.second(), 500, List.of(GameEnd.CAP, GameEnd.ILLEGAL), games)));
    }
}

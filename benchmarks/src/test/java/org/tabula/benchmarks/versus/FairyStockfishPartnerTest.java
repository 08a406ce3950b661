package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.xiangqi.XiangqiProvider;

/**
 * The real Fairy-Stockfish, when a person names its binary in FAIRY_STOCKFISH (built by
 * benchmarks/partners/fairy-stockfish/build.sh); skipped otherwise, as on CI. Every move it plays, written in its
 * own notation and mapped to ICCS, must be one Tabula's xiangqi accepts.
 */
class FairyStockfishPartnerTest {

    @Test
    void thePartner_playsXiangqi_withoutAnIllegalMove() {
        String binary = System.getenv("FAIRY_STOCKFISH");
        assumeTrue(binary != null && !binary.isBlank(), "FAIRY_STOCKFISH names no partner binary");
        Referee referee = new Referee(new XiangqiProvider(), 20, 60);
        try (Player bot = new BotPlayer(new XiangqiProvider(), 1, 3);
                EnginePlayer engine = new EnginePlayer(List.of(binary), EngineDialect.uci("xiangqi"), "uci:")) {
            for (boolean botIsRed : new boolean[] {true, false}) {
                PlayedGame game = referee.play(0, Openings.of(new XiangqiProvider(), 5, 4), bot, engine, botIsRed);
                assertThat(game.end()).as(game.note()).isNotEqualTo(GameEnd.ILLEGAL);
                assertThat(botIsRed ? game.secondMoves() : game.firstMoves()).isPositive();
            }
        }
    }
}

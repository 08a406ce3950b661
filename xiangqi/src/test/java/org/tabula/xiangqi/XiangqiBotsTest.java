package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.Evaluation;
import org.tabula.api.Move;
import org.tabula.api.Status;
import org.tabula.api.testkit.ContractOnlyGame;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.XiangqiMove;
import org.tabula.xiangqi.model.XiangqiResult;

class XiangqiBotsTest {

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4})
    void aBot_isDeterministicFromItsSeed_andPlaysALegalMove(int level) {
        XiangqiGame game = Fixtures.played("h2e2", "h9g7");
        Move first = XiangqiBots.TABLE.bot(level, 7).chooseMove(game);
        assertThat(XiangqiBots.TABLE.bot(level, 7).chooseMove(game.copy())).isEqualTo(first);
        assertThat(game.legalMoves()).contains((XiangqiMove) first);
        assertThat(game.history()).hasSize(2);
    }

    @Test
    void theRandomBot_spreadsItsChoicesOverTheSeeds() {
        XiangqiGame game = XiangqiGame.newGame();
        long distinct = java.util.stream.LongStream.range(0, 40)
                .mapToObj(seed -> XiangqiBots.TABLE.bot(1, seed).chooseMove(game)).distinct().count();
        assertThat(distinct).isGreaterThan(10);
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 5})
    void aSearchingBot_takesAHangingChariot(int level) {
        XiangqiGame game = Fixtures.game("Kd0 ke9 Rb2 rb6 Pe3", 'w');
        assertThat(XiangqiBots.TABLE.bot(level, 1).chooseMove(game).text()).isEqualTo("b2b6");
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5})
    void aSearchingBot_matesInOne(int level) {
        XiangqiGame game = Fixtures.game("Kd0 ke9 Ra8 Rb0 pi6", 'w');
        assertThat(XiangqiBots.TABLE.bot(level, 3).chooseMove(game).text()).isEqualTo("b0b9");
    }

    @Test
    void theStrongestBot_evaluatesAMateInOne_asAProvedWin() {
        XiangqiGame game = Fixtures.game("Kd0 ke9 Ra8 Rb0 pi6", 'w');
        Evaluation judged = XiangqiBots.TABLE.bot(5, 3).evaluate(game, () -> false).orElseThrow();
        assertThat(judged.move().text()).isEqualTo("b0b9");
        assertThat(judged.provedEnd()).hasValue(1);
        assertThat(judged.sentence()).startsWith("Red can force a win in 1 ply");
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 5})
    void aSearchingBot_avoidsAMoveThatLosesByPerpetualCheck(int level) {
        XiangqiGame game = Fixtures.game("Kd0 ke8 Rh8 Ra2", 'b');
        Fixtures.playAll(game, "e8e9", "h8h9", "e9e8", "h9h8", "e8e9", "h8h9", "e9e8");
        // h9h8 would check a third time into the same position and lose; any other move goes on.
        assertThat(XiangqiBots.TABLE.bot(level, 5).chooseMove(game).text()).isNotEqualTo("h9h8");
    }

    @Test
    void aBot_stopsWhenTheHostSaysSo_andStillPlaysALegalMove() {
        AtomicInteger asked = new AtomicInteger();
        XiangqiGame game = Fixtures.played("h2e2", "h9g7");
        Move move = XiangqiBots.TABLE.bot(5, 1).chooseMove(game, () -> asked.incrementAndGet() > 2);
        assertThat(asked.get()).isGreaterThan(2);
        assertThat(game.legalMoves()).contains((XiangqiMove) move);
    }

    @Test
    void aBot_playsAGameSeenThroughTheSpiAlone_byItsRecord() {
        XiangqiGame game = Fixtures.played("h2e2", "h9g7");
        Bot bot = XiangqiBots.TABLE.bot(3, 9);
        assertThat(bot.chooseMove(new ContractOnlyGame(game))).isEqualTo(bot.chooseMove(game));
    }

    @Test
    void aBot_refusesAFinishedGame_andAnotherGame() {
        XiangqiGame over = Fixtures.playAll(Fixtures.game("Kd0 ke9 Ra8 Rb0", 'w'), "b0b9");
        assertThatThrownBy(() -> XiangqiBots.TABLE.bot(1, 1).chooseMove(over)).isInstanceOf(IllegalStateException.class);
        ContractOnlyGame other = new ContractOnlyGame(XiangqiGame.newGame()) {
            @Override
            public String gameId() {
                return "chess";
            }
        };
        assertThatThrownBy(() -> XiangqiBots.TABLE.bot(1, 1).chooseMove(other))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @Tag("slow")
    void aStrongerBot_beatsTheRandomBot_overSeveralGames() {
        int wins = 0;
        for (long seed = 0; seed < 4; seed++) {
            XiangqiGame game = XiangqiGame.newGame();
            Bot strong = XiangqiBots.TABLE.bot(3, seed);
            Bot weak = XiangqiBots.TABLE.bot(1, seed);
            while (game.status() == Status.ACTIVE && game.ply() < 300) {
                Bot toMove = (game.ply() % 2 == 0) == (seed % 2 == 0) ? strong : weak;
                game.play(toMove.chooseMove(game));
            }
            Colour strongSide = seed % 2 == 0 ? Colour.RED : Colour.BLACK;
            if (game.ending().flatMap(XiangqiResult::winner).filter(strongSide::equals).isPresent()) {
                wins++;
            }
        }
        assertThat(wins).isEqualTo(4);
    }
}

package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.tabula.checkers.Fixtures.game;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Bot;
import org.tabula.api.Evaluation;
import org.tabula.api.Move;
import org.tabula.api.Status;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.CheckersResult;
import org.tabula.checkers.model.Colour;

/** The bots: deterministic from their seed, legal, leaving the game alone, stoppable, and as strong as they say. */
class CheckersBotsTest {

    private static CheckersGame midgame() {
        return Fixtures.randomGame(11L, 16);
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void chooseMove_isLegal_deterministicFromTheSeed_andLeavesTheGameAlone(int level) {
        for (CheckersGame game : new CheckersGame[] {CheckersGame.newGame(), midgame()}) {
            Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
            Bot bot = CheckersBots.TABLE.bot(level, 42L);
            Move move = bot.chooseMove(game);
            assertThat(game.legalMoves()).contains((CheckersMove) move);
            assertThat(bot.chooseMove(game)).as("asked again").isEqualTo(move);
            assertThat(CheckersBots.TABLE.bot(level, 42L).chooseMove(game.copy())).as("a new bot").isEqualTo(move);
            assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
            assertThat(bot.level().level()).isEqualTo(level);
        }
    }

    @Test
    void randomBot_choosesDifferentMovesForDifferentSeeds() {
        Set<Move> moves = new HashSet<>();
        for (long seed = 0; seed < 30; seed++) {
            moves.add(CheckersBots.TABLE.bot(1, seed).chooseMove(CheckersGame.newGame()));
        }
        assertThat(moves.size()).isGreaterThan(4);
    }

    @Test
    void chooseMove_refusesAFinishedGame_andAnotherGame() {
        CheckersGame game = Fixtures.playAll(Fixtures.game("B:W14:B9"), "9x18");
        assertThatIllegalStateException().isThrownBy(() -> CheckersBots.TABLE.bot(3, 1L).chooseMove(game));
        assertThatIllegalArgumentException().isThrownBy(() -> CheckersBots.TABLE.bot(0, 1L));
        assertThatIllegalArgumentException().isThrownBy(() -> CheckersBots.TABLE.bot(6, 1L));
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {2, 3, 4, 5})
    void bots_fromLevelTwo_takeTheMostTheyCan_whenNothingIsLostForIt(int level) {
        // 9x18x25 takes two, 12x19 one; neither leaves anything to take back.
        CheckersGame game = game("B:W14,16,22,32:B1,9,12");
        assertThat(CheckersBots.TABLE.bot(level, 5L).chooseMove(game).text()).isEqualTo("9x18x25");
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {2, 3, 4, 5})
    void bots_fromLevelTwo_winWhenTheyCan(int level) {
        // 18-22 shuts white's last man in; black has four other moves.
        CheckersGame game = game("B:W29:B1,18,25");
        assertThat(game.legalMoves()).hasSize(5);
        CheckersGame after = game.copy();
        after.play(CheckersBots.TABLE.bot(level, 5L).chooseMove(game));
        assertThat(after.ending()).contains(CheckersResult.noMove(Colour.WHITE));
    }

    @Test
    void strongestBot_evaluatesAWinOneMoveAway_asAProvedWin_withTheMoveThatWinsIt() {
        Evaluation judged = CheckersBots.TABLE.bot(5, 5L).evaluate(game("B:W29:B1,18,25"), () -> false).orElseThrow();
        assertThat(judged.move().text()).isEqualTo("18-22");
        assertThat(judged.provedEnd()).hasValue(1);
        assertThat(judged.sentence()).isEqualTo("Black can force a win in 1 ply (found 1 ply deep).");
    }

    @Test
    void strongestBot_evaluatesTheStart_asAJudgementInHundredthsOfAMan_atItsDepth() {
        CheckersGame start = CheckersGame.newGame();
        Evaluation judged = CheckersBots.TABLE.bot(5, 5L).evaluate(start, () -> false).orElseThrow();
        assertThat(judged.provedEnd()).isEmpty();
        assertThat(judged.depth()).isBetween(1, 8);
        assertThat(Math.abs(judged.score())).as("nothing is won or lost yet").isLessThan(100);
        assertThat(judged.move()).isEqualTo(CheckersBots.TABLE.bot(5, 5L).chooseMove(start));
        assertThat(judged.sentence()).contains("for Black, to move (hundredths of a man)");
    }

    @ParameterizedTest(name = "level {0}")
    @ValueSource(ints = {2, 3, 4, 5})
    void bots_fromLevelTwo_keepTheirPiecesOutOfReach(int level) {
        // Black's man on 12 may step to 16, where 20 would take it, or stay; 1 has two safe steps.
        CheckersGame game = game("B:W20,28:B1,12");
        assertThat(CheckersBots.TABLE.bot(level, 5L).chooseMove(game).text()).isNotEqualTo("12-16");
    }

    @Test
    void searchingBot_stopsWhenTheHostSaysSo_havingFinishedItsFirstSearch() {
        CheckersGame game = midgame();
        AtomicInteger asked = new AtomicInteger();
        Move stopped = CheckersBots.TABLE.bot(5, 3L).chooseMove(game, () -> asked.incrementAndGet() > 0);
        assertThat(game.legalMoves()).contains((CheckersMove) stopped);
        assertThat(asked.get()).isPositive();
        Move alsoStopped = CheckersBots.TABLE.bot(5, 3L).chooseMove(game, () -> true);
        assertThat(alsoStopped).isEqualTo(stopped);
        assertThat(CheckersBots.TABLE.bot(5, 3L).chooseMove(game, () -> false))
                .isEqualTo(CheckersBots.TABLE.bot(5, 3L).chooseMove(game));
    }

    @Test
    void bots_playWholeGamesToAnEnd() {
        CheckersGame game = CheckersGame.newGame();
        Bot black = CheckersBots.TABLE.bot(2, 1L);
        Bot white = CheckersBots.TABLE.bot(3, 2L);
        while (game.status() == Status.ACTIVE) {
            Bot bot = game.toMove() == Colour.BLACK ? black : white;
            assertThat(game.play(bot.chooseMove(game)).isAccepted()).isTrue();
        }
        assertThat(game.ply()).isLessThan(500);
    }

    @Test
    void searchingBot_beatsTheRandomBot() {
        int wins = 0;
        for (long seed = 0; seed < 2; seed++) {
            CheckersGame game = CheckersGame.newGame();
            Bot strong = CheckersBots.TABLE.bot(4, seed);
            Bot weak = CheckersBots.TABLE.bot(1, seed);
            Colour strongSide = seed % 2 == 0 ? Colour.BLACK : Colour.WHITE;
            while (game.status() == Status.ACTIVE) {
                game.play((game.toMove() == strongSide ? strong : weak).chooseMove(game));
            }
            if (game.ending().orElseThrow().winner().equals(Optional.of(strongSide))) {
                wins++;
            }
        }
        assertThat(wins).isEqualTo(2);
    }

    @Tag("slow")
    @ParameterizedTest(name = "level {0} against level {0} - 1")
    @ValueSource(ints = {2, 3, 4, 5})
    void ladder_eachLevelScoresMoreThanTheOneBelow(int level) {
        double stronger = 0;
        int games = 6;
        for (long seed = 0; seed < games; seed++) {
            CheckersGame game = CheckersGame.newGame();
            Bot strong = CheckersBots.TABLE.bot(level, seed);
            Bot weak = CheckersBots.TABLE.bot(level - 1, seed + 100);
            Colour strongSide = seed % 2 == 0 ? Colour.BLACK : Colour.WHITE;
            while (game.status() == Status.ACTIVE) {
                game.play((game.toMove() == strongSide ? strong : weak).chooseMove(game));
            }
            CheckersResult result = game.ending().orElseThrow();
            stronger += result.isDraw() ? 0.5 : result.winner().get() == strongSide ? 1 : 0;
        }
        assertThat(stronger).isGreaterThan(games / 2.0);
    }
}

package org.tabula.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.engine.search.TicTacToe;

/** Five bot levels from an evaluation alone, on the test's tic-tac-toe plugin. */
class StateBotsTest {

    private final TicTacToeProvider provider = new TicTacToeProvider();

    private Game at(String cells) {
        return provider.fromPosition(cells, GameOptions.defaults(List.of()));
    }

    @Test
    void levels_areTheFiveTheBundledGamesName_weakestFirst() {
        assertThat(provider.botLevels()).extracting(BotLevel::level).containsExactly(1, 2, 3, 4, 5);
        assertThat(provider.botLevels()).extracting(BotLevel::name)
                .containsExactly("random", "greedy", "novice", "club", "expert");
        assertThat(provider.botLevels().get(0).description()).isEqualTo("Plays any legal move, at random.");
    }

    @Test
    void everyLevel_choosesALegalMove_theSameForTheSameSeed_andLeavesTheGameAlone() {
        Game game = at("x...o....");
        for (BotLevel level : provider.botLevels()) {
            Move move = provider.newBot(level.level(), 11).chooseMove(game);
            assertThat(List.<Move>copyOf(game.legalMoves())).as(level.name()).contains(move);
            assertThat(provider.newBot(level.level(), 11).chooseMove(game.copy())).as(level.name()).isEqualTo(move);
            assertThat(game.position()).isEqualTo("x...o....");
        }
    }

    @Test
    void theRandomLevel_spreadsOverTheMovesBySeed_theSearchingOnesBreakTiesBySeed() {
        Set<String> random = new HashSet<>();
        Set<String> opening = new HashSet<>();
        Set<String> reply = new HashSet<>();
        for (long seed = 0; seed < 60; seed++) {
            random.add(provider.newBot(1, seed).chooseMove(provider.newGame()).text());
            opening.add(provider.newBot(2, seed).chooseMove(provider.newGame()).text());
            reply.add(provider.newBot(2, seed).chooseMove(at("....x....")).text());
        }
        assertThat(random).hasSize(9);
        assertThat(opening).as("one ply ahead, the centre alone opens four lines").containsExactly("b2");
        assertThat(reply).as("the four corners block three lines each").containsExactlyInAnyOrder("a1", "c1", "a3",
                "c3");
    }

    @Test
    void theSearchingLevels_takeAWinInOne() {
        Game game = at("xx.oo....");
        for (int level = 2; level <= 5; level++) {
            assertThat(provider.newBot(level, 3).chooseMove(game).text()).as("level %d", level).isEqualTo("c1");
        }
    }

    @Test
    void theExpert_neverLosesToTheOtherLevels_fromAnySeed() {
        for (long seed = 0; seed < 3; seed++) {
            for (int other = 1; other <= 4; other++) {
                for (Side expertSide : TicTacToe.SIDES) {
                    Game game = provider.newGame();
                    Bot expert = provider.newBot(5, seed);
                    Bot opponent = provider.newBot(other, seed + 100);
                    while (game.result().isEmpty()) {
                        Bot toMove = game.turn().equals(expertSide) ? expert : opponent;
                        assertThat(game.play(toMove.chooseMove(game)).isAccepted()).isTrue();
                    }
                    assertThat(game.result().get().winnerIfAny()).as("seed %d, level %d", seed, other)
                            .isNotEqualTo(Optional.of(TicTacToe.SIDES.get(1 - TicTacToe.SIDES.indexOf(expertSide))));
                }
            }
        }
    }

    @Test
    void evaluate_namesTheProvedWin_andAJudgementInTheGamesUnits() {
        Bot expert = provider.newBot(5, 1);
        Evaluation won = expert.evaluate(at("xx.oo...."), () -> false).orElseThrow();
        assertThat(won.move().text()).isEqualTo("c1");
        assertThat(won.provedEnd()).hasValue(1);
        assertThat(won.sentence()).isEqualTo("X can force a win in 1 ply (found 1 ply deep).");
        Evaluation judged = provider.newBot(2, 1).evaluate(provider.newGame(), () -> false).orElseThrow();
        assertThat(judged.score()).isEqualTo(4);
        assertThat(judged.sentence()).isEqualTo("+4 for X, to move (points of the game's evaluation), 1 ply deep.");
    }

    @Test
    void toldToStop_theExpertPlaysTheLastDeepeningItFinished() {
        Evaluation hurried = provider.newBot(5, 1).evaluate(provider.newGame(), () -> true).orElseThrow();
        Evaluation unhurried = provider.newBot(5, 1).evaluate(provider.newGame(), () -> false).orElseThrow();
        assertThat(hurried.depth()).isPositive().isLessThan(unhurried.depth());
        assertThat(TicTacToe.START.moves()).contains((TicTacToe.Cell) hurried.move());
    }

    @Test
    void aGameOfThreeSides_isRefused_sinceNegamaxPitsOneSideAgainstOne() {
        GameProvider three = (GameProvider) Proxy.newProxyInstance(GameProvider.class.getClassLoader(),
                new Class<?>[] {GameProvider.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "sides" -> List.of(Side.of("red"), Side.of("green"), Side.of("blue"));
                    case "title" -> "Three";
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        assertThatThrownBy(() -> StateBots.levels(three, TicTacToeProvider.TicTacToeGame.class, TicTacToe::openLines))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two sides");
    }

    @Test
    void aLevelOfItsOwnReach_looksAsFarAsItIsTold_andOverlooksTheReplyWhenTold() {
        StateBots<TicTacToeProvider.TicTacToeGame, TicTacToe, TicTacToe.Cell> bots = StateBots.of(provider,
                TicTacToeProvider.TicTacToeGame.class, TicTacToe::openLines);
        BotLevel level = new BotLevel(1, "three", "Looks three plies ahead.");
        assertThat(bots.searching(3, 60_000).make(level, 1).evaluate(provider.newGame(), () -> false)
                .orElseThrow().depth()).isEqualTo(3);
        assertThat(bots.searching(3, 60_000, 100).make(level, 1).evaluate(provider.newGame(), () -> false)
                .orElseThrow().depth()).as("every reply overlooked").isEqualTo(1);
        int overlooked = 0;
        for (long seed = 0; seed < 100; seed++) {
            overlooked += bots.searching(3, 60_000, 30).make(level, seed).evaluate(provider.newGame(), () -> false)
                    .orElseThrow().depth() == 1 ? 1 : 0;
        }
        assertThat(overlooked).as("about thirty of a hundred").isBetween(15, 45);
        assertThatThrownBy(() -> bots.searching(0, 60_000)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> bots.searching(3, 60_000, 101)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aGameOver_orOfAnotherPlugin_isRefused_asEveryBotRefusesIt() {
        Game over = at("xxxoo....");
        for (int level = 1; level <= 5; level++) {
            Bot bot = provider.newBot(level, 1);
            assertThatThrownBy(() -> bot.chooseMove(over)).isInstanceOf(IllegalStateException.class);
        }
        assertThatThrownBy(() -> provider.newBot(6, 1)).hasMessageContaining("levels 1 to 5");
    }
}

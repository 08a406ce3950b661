package org.tabula.api.mcts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.tabula.api.BotLevel;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.Move;

class MctsBotTest {

    private static final BotLevel LEVEL = MctsBot.levelAfter(java.util.List.of());

    private static MctsBot bot(long seed) {
        return MctsBot.of(LEVEL, seed);
    }

    /** A stop request that says stop once it has been asked {@code polls} times: a budget of playouts, not of time. */
    private static BooleanSupplier after(int polls) {
        AtomicInteger asked = new AtomicInteger();
        return () -> asked.incrementAndGet() > polls;
    }

    @Test
    void chooseMove_takesTheLastStones() {
        assertThat(bot(1).chooseMove(TinyGames.nim(3)).text()).isEqualTo("3");
    }

    @Test
    void chooseMove_leavesTheOtherSideAHeapOfFour() {
        Game game = TinyGames.nim(7);
        assertThat(bot(5).chooseMove(game).text()).isEqualTo("3");
        assertThat(game.position()).as("the game itself is not changed").isEmpty();
    }

    @Test
    void chooseMove_weighsChanceByItsWeights() {
        // Sampled evenly, risky would win 2 times in 3; by the weights, safe wins 9 times in 11.
        assertThat(bot(2).chooseMove(TinyGames.coin()).text()).isEqualTo("safe");
    }

    @Test
    void chooseMove_readsTheSideToMoveAtEachNodeRatherThanAlternating() {
        assertThat(bot(3).chooseMove(TinyGames.twice()).text()).isEqualTo("again");
    }

    @Test
    void chooseMove_sameSeedSameGame_sameMoveAndJudgement() {
        Game game = TinyGames.diceRace();
        game.supplyChance("2");
        assertThat(bot(11).chooseMove(game, after(40)).text()).isEqualTo(bot(11).chooseMove(game, after(40)).text());
        assertThat(bot(11).evaluate(game, after(40))).isEqualTo(bot(11).evaluate(game, after(40)));
    }

    @Test
    void chooseMove_stopRequestedFromTheStart_stillPlaysALegalMoveAndJudgesNothing() {
        Game game = TinyGames.nim(9);
        AtomicInteger asked = new AtomicInteger();
        Move move = bot(4).chooseMove(game, () -> asked.incrementAndGet() > 0);
        assertThat(game.legalMoves().stream().map(Move::text)).contains(move.text());
        assertThat(asked).hasValue(1);
        assertThat(bot(4).evaluate(game, () -> true)).isEmpty();
    }

    @Test
    void evaluate_withAStopRequest_searchesPastTheFixedBudgetUntilStopped() {
        // The fixed budget is for a host that sets no stop; a host that does gives the time it likes.
        int polls = MctsBot.PLAYOUT_BUDGET / Search.POLL_EVERY + 500;
        assertThat(bot(8).evaluate(TinyGames.nim(9), after(polls)).orElseThrow().sentence())
                .contains(String.format(java.util.Locale.ROOT, "of %,d random playouts", polls * Search.POLL_EVERY));
    }

    @Test
    void chooseMove_singleLegalMove_playsItWithoutAsking() {
        Game game = TinyGames.nim(1);
        assertThat(bot(4).chooseMove(game, () -> {
            throw new AssertionError("a single legal move needs no search");
        }).text()).isEqualTo("1");
    }

    @Test
    void evaluate_aWonPosition_scoresNearOneForTheSideToMove() {
        Optional<Evaluation> judged = bot(6).evaluate(TinyGames.nim(3), after(100));
        assertThat(judged).hasValueSatisfying(evaluation -> {
            assertThat(evaluation.move().text()).isEqualTo("3");
            assertThat(evaluation.score()).isGreaterThan(0.9);
            assertThat(evaluation.sentence()).startsWith("+").contains("for First, to move");
        });
    }

    @Test
    void chooseMove_gameOverOrWaitingForChance_isRefusedAsTheContractSays() {
        Game over = TinyGames.nim(1);
        over.play("1");
        assertThatThrownBy(() -> bot(1).chooseMove(over)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> bot(1).chooseMove(TinyGames.diceRace())).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void levelAfter_numbersTheSearchOneAboveTheStrongest() {
        assertThat(MctsBot.levelAfter(java.util.List.of(new BotLevel(1, "a", "A."), new BotLevel(4, "b", "B."))))
                .extracting(BotLevel::level, BotLevel::name).containsExactly(5, "mcts");
    }

    @Property(tries = 50)
    void chooseMove_anySeedAnyRace_playsALegalMove(@ForAll long seed, @ForAll @IntRange(min = 0, max = 40) int plies,
            @ForAll @IntRange(min = 1, max = 30) int polls) {
        Game game = TinyGames.diceRace();
        java.util.SplittableRandom walk = new java.util.SplittableRandom(seed);
        for (int i = 0; i < plies && game.result().isEmpty(); i++) {
            game.supplyChance(game.pendingChance().orElseThrow().draw(walk));
            if (game.result().isEmpty()) {
                game.play(game.legalMoves().get(walk.nextInt(game.legalMoves().size())));
            }
        }
        if (game.result().isPresent()) {
            return;
        }
        game.supplyChance(game.pendingChance().orElseThrow().draw(walk));
        if (game.result().isEmpty()) {
            assertThat(game.legalMoves().stream().map(Move::text)).contains(bot(seed).chooseMove(game, after(polls)).text());
        }
    }
}

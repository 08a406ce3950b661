package org.tabula.host.core.referee;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.host.core.testgames.NimProvider;

class BotSchedulerTest {

    private static final NimProvider NIM = new NimProvider();

    private static Game nim() {
        return NIM.newGame(GameOptions.defaults(NIM.options()));
    }

    /** A bot that thinks until it is asked to stop, then plays the first legal move. */
    private static final class StubbornBot implements Bot {
        private final CountDownLatch started = new CountDownLatch(1);
        private final CountDownLatch release;
        private final Thread[] thread = new Thread[1];

        StubbornBot(CountDownLatch release) {
            this.release = release;
        }

        @Override
        public BotLevel level() {
            return new BotLevel(1, "stubborn", "thinks until stopped");
        }

        @Override
        public Move chooseMove(Game game) {
            throw new AssertionError("the scheduler must pass its stop request");
        }

        @Override
        public Move chooseMove(Game game, BooleanSupplier stopRequested) {
            thread[0] = Thread.currentThread();
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            while (!stopRequested.getAsBoolean()) {
                Thread.onSpinWait();
            }
            return game.legalMoves().get(0);
        }
    }

    @Test
    void choose_asksTheBotToStop_onceItsTimeIsUp_andGivesItsMove() throws Exception {
        try (BotScheduler scheduler = new BotScheduler(1, Clock.systemUTC())) {
            StubbornBot bot = new StubbornBot(new CountDownLatch(0));
            Game game = nim();
            Move move = scheduler.choose(bot, game, Duration.ofMillis(20)).get(10, TimeUnit.SECONDS);
            assertThat(move.text()).isEqualTo(game.legalMoves().get(0).text());
            assertThat(bot.thread[0].getName()).startsWith("tabula-bot-");
            assertThat(bot.thread[0]).isNotSameAs(Thread.currentThread());
        }
    }

    @Test
    void evaluate_asksTheBotForItsJudgement_stoppingItOnceItsTimeIsUp_andABotWithoutOneSaysNothing()
            throws Exception {
        Bot judging = new Bot() {
            @Override
            public BotLevel level() {
                return new BotLevel(1, "judging", "judges until stopped");
            }

            @Override
            public Move chooseMove(Game game) {
                throw new AssertionError("asked for its judgement, not its move alone");
            }

            @Override
            public Optional<Evaluation> evaluate(Game game, BooleanSupplier stopRequested) {
                while (!stopRequested.getAsBoolean()) {
                    Thread.onSpinWait();
                }
                return Optional.of(new Evaluation(game.legalMoves().get(0), 3, 2, OptionalInt.empty(), "judged"));
            }
        };
        try (BotScheduler scheduler = new BotScheduler(1, Clock.systemUTC())) {
            Game game = nim();
            Evaluation judged = scheduler.evaluate(judging, game, Duration.ofMillis(20)).get(10, TimeUnit.SECONDS)
                    .orElseThrow();
            assertThat(judged.sentence()).isEqualTo("judged");
            assertThat(judged.move().text()).isEqualTo(game.legalMoves().get(0).text());
            assertThat(scheduler.evaluate(new StubbornBot(new CountDownLatch(0)), game, Duration.ofMillis(20))
                    .get(10, TimeUnit.SECONDS)).isEmpty();
        }
    }

    @Test
    void choose_beyondThePoolsThreads_waits_untilABotIsDone() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try (BotScheduler scheduler = new BotScheduler(1, Clock.systemUTC())) {
            StubbornBot first = new StubbornBot(release);
            StubbornBot second = new StubbornBot(new CountDownLatch(0));
            CompletableFuture<Move> one = scheduler.choose(first, nim(), Duration.ofMillis(1));
            CompletableFuture<Move> two = scheduler.choose(second, nim(), Duration.ofMillis(1));
            assertThat(first.started.await(10, TimeUnit.SECONDS)).isTrue();
            // One thread: the second bot has not started while the first still thinks.
            assertThat(second.started.getCount()).isEqualTo(1);
            release.countDown();
            one.get(10, TimeUnit.SECONDS);
            two.get(10, TimeUnit.SECONDS);
            assertThat(second.started.getCount()).isZero();
        }
    }

    @Test
    void choose_whenTheBotThrows_failsTheFuture_notThePool() throws Exception {
        Bot broken = new Bot() {
            @Override
            public BotLevel level() {
                return new BotLevel(1, "broken", "throws");
            }

            @Override
            public Move chooseMove(Game game) {
                throw new IllegalStateException("no move in me");
            }
        };
        try (BotScheduler scheduler = new BotScheduler(1, Clock.systemUTC())) {
            assertThatThrownBy(() -> scheduler.choose(broken, nim(), Duration.ofSeconds(1)).get(10, TimeUnit.SECONDS))
                    .isInstanceOf(ExecutionException.class).hasRootCauseMessage("no move in me");
            StubbornBot next = new StubbornBot(new CountDownLatch(0));
            assertThat(scheduler.choose(next, nim(), Duration.ofMillis(1)).get(10, TimeUnit.SECONDS)).isNotNull();
        }
    }

    @Test
    void scheduler_refusesNoThreads_andNoTime() {
        assertThatThrownBy(() -> new BotScheduler(0, Clock.systemUTC())).isInstanceOf(IllegalArgumentException.class);
        try (BotScheduler scheduler = new BotScheduler(1, Clock.systemUTC())) {
            assertThatThrownBy(() -> scheduler.choose(new StubbornBot(new CountDownLatch(0)), nim(), Duration.ZERO))
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }
}

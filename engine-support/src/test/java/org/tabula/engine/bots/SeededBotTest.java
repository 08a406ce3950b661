package org.tabula.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.tabula.api.BotLevel;
import org.tabula.api.Evaluation;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.engine.search.BestMoves;
import org.tabula.engine.search.Chosen;
import org.tabula.engine.search.IterativeDeepening;
import org.tabula.engine.search.NodeBudget;

class SeededBotTest {

    private record Named(String text) implements Move {
    }

    private static final Game ANY_GAME = (Game) Proxy.newProxyInstance(Game.class.getClassLoader(),
            new Class<?>[] {Game.class}, (proxy, method, args) -> {
                throw new UnsupportedOperationException(method.getName());
            });

    private static final ScoreUnits UNITS = ScoreUnits.plies("hundredths of a man");

    private static final BotLevel LEVEL = new BotLevel(2, "search", "Searches.");

    /** Says what it read, its seed and whether it was asked to stop. */
    private static final class Telling extends SeededBot<String> {
        Telling(long seed) {
            super(LEVEL, seed, game -> "read");
        }

        @Override
        public Move chooseMove(Game game, BooleanSupplier stopRequested) {
            return new Named(read(game) + " " + seed() + " " + stopRequested.getAsBoolean());
        }
    }

    @Test
    void choosingWithoutAStopIsChoosingWithOneThatNeverComes() {
        Telling bot = new Telling(7);
        assertThat(bot.level()).isEqualTo(LEVEL);
        assertThat(bot.chooseMove(ANY_GAME).text()).isEqualTo("read 7 false");
        assertThat(bot.chooseMove(ANY_GAME, () -> true).text()).isEqualTo("read 7 true");
    }

    /** The spread key is the one morris and xiangqi drew their choices from, so their bots keep their moves. */
    @Property
    void spreadKey_mixesTheHashAndThePly(@ForAll long seed, @ForAll long hash, @ForAll int ply) {
        long mixed = seed ^ Long.rotateLeft(hash * 0x9E3779B97F4A7C15L, 23) ^ (long) ply << 40;
        assertThat(SeededRandom.of(seed, SeededRandom.spread(hash, ply)).nextLong())
                .isEqualTo(new SplittableRandom(mixed).nextLong());
    }

    @Property
    void searchingBot_asksTheSearchWithWhatItReadItsDepthBudgetSeedAndStop(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 12) int depth, @ForAll @LongRange(min = 1, max = 1_000_000) long budget) {
        List<String> asked = new ArrayList<>();
        BooleanSupplier stop = () -> true;
        SearchingBot<String> bot = new SearchingBot<>(LEVEL, seed, game -> "read", depth, budget, UNITS,
                (read, plies, nodes, key, stopRequested) -> {
                    asked.add(read + " " + plies + " " + nodes + " " + key + " " + (stopRequested == stop));
                    return chosen(new Named("best"));
                });
        assertThat(bot.chooseMove(ANY_GAME, stop).text()).isEqualTo("best");
        assertThat(asked).containsExactly("read " + depth + " " + budget + " " + seed + " true");
        assertThat(bot.level()).isEqualTo(LEVEL);
    }

    @Test
    void searchingBot_evaluates_withTheScoreAndDepthOfTheSearchThatChoseItsMove() {
        Game whiteToMove = (Game) Proxy.newProxyInstance(Game.class.getClassLoader(), new Class<?>[] {Game.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "turn" -> Side.of("white");
                    case "sides" -> List.of(Side.of("white"), Side.of("black"));
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        SearchingBot<String> bot = new SearchingBot<>(LEVEL, 1, game -> "read", 4, 100, UNITS,
                (read, plies, nodes, key, stopRequested) -> chosen(new Named("best")));
        Evaluation judged = bot.evaluate(whiteToMove, () -> false).orElseThrow();
        assertThat(judged.move().text()).isEqualTo("best");
        assertThat(judged.score()).isEqualTo(7.0);
        assertThat(judged.depth()).isEqualTo(2);
        assertThat(judged.provedEnd()).isEmpty();
        assertThat(judged.sentence()).isEqualTo("+7 for White, to move (hundredths of a man), 2 plies deep.");
    }

    /** The move as a search of two root moves, both scoring 7 at depth 2, would give it. */
    private static Chosen<Move> chosen(Move move) {
        NodeBudget budget = NodeBudget.of(100, () -> false);
        BestMoves best = IterativeDeepening.search(2, 2, 1_000, budget, (index, depth, floor) -> 7);
        return new Chosen<>(move, best);
    }
}

package org.tabula.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

/** A searching bot hands its game's search what it read, its level's depth and budget, its seed and the stop. */
class SearchingBotTest {

    private record Named(String text) implements Move {
    }

    private static final Game ANY_GAME = (Game) Proxy.newProxyInstance(Game.class.getClassLoader(),
            new Class<?>[] {Game.class}, (proxy, method, args) -> {
                throw new UnsupportedOperationException(method.getName());
            });

    private static final BotLevel LEVEL = new BotLevel(3, "club", "Searches.");

    @Property
    void chooseMove_isWhatTheSearchFoundWithTheLevelsDepthAndBudget(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 12) int depth, @ForAll @LongRange(min = 1, max = 1_000_000) long budget) {
        List<String> asked = new ArrayList<>();
        BooleanSupplier stop = () -> true;
        SearchingBot<String> bot = new SearchingBot<>(LEVEL, seed, game -> "read", depth, budget,
                (read, plies, nodes, key, stopRequested) -> {
                    asked.add(read + " " + plies + " " + nodes + " " + key + " " + (stopRequested == stop));
                    return new Named("best");
                });
        assertThat(bot.chooseMove(ANY_GAME, stop).text()).isEqualTo("best");
        assertThat(asked).containsExactly("read " + depth + " " + budget + " " + seed + " true");
        assertThat(bot.level()).isEqualTo(LEVEL);
    }
}

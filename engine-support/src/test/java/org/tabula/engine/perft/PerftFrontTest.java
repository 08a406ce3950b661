package org.tabula.engine.perft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.tabula.api.Game;
import org.tabula.api.Status;

class PerftFrontTest {

    /** A game that only tells its status; anything else the front must not ask. */
    private static Game gameThatIs(Status status) {
        return (Game) Proxy.newProxyInstance(Game.class.getClassLoader(), new Class<?>[] {Game.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("status")) {
                        return status;
                    }
                    throw new AssertionError("the front asked the game for " + method.getName());
                });
    }

    @Test
    void perft_refusesANegativeDepth() {
        assertThatThrownBy(() -> PerftFront.perft(gameThatIs(Status.ACTIVE), -1, (g, d) -> 5))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("perft depth is 0 or more: -1");
    }

    @Test
    void perft_ofDepthZeroIsOneEvenWhenFinished() {
        assertThat(PerftFront.perft(gameThatIs(Status.FINISHED), 0, (g, d) -> 5)).isEqualTo(1);
    }

    @Test
    void perft_ofAFinishedGameIsZeroWithoutAskingTheCore() {
        assertThat(PerftFront.perft(gameThatIs(Status.FINISHED), 3, (g, d) -> {
            throw new AssertionError("core asked");
        })).isZero();
    }

    @Property
    void perft_ofAGameGoingOnIsTheCoresCountAtTheSameDepth(@ForAll @IntRange(min = 1, max = 40) int depth) {
        Game game = gameThatIs(Status.ACTIVE);
        List<Integer> asked = new ArrayList<>();
        long count = PerftFront.perft(game, depth, (g, d) -> {
            assertThat(g).isSameAs(game);
            asked.add(d);
            return 7L * d;
        });
        assertThat(count).isEqualTo(7L * depth);
        assertThat(asked).containsExactly(depth);
    }

    @Test
    void divide_checksTheDepthFirst() {
        assertThatThrownBy(() -> PerftFront.divide(gameThatIs(Status.ACTIVE), -2, g -> List.of()))
                .hasMessage("perft depth is 0 or more: -2");
        assertThatThrownBy(() -> PerftFront.divide(gameThatIs(Status.ACTIVE), 0, g -> List.of()))
                .hasMessage("divide needs a depth of at least 1");
    }
}

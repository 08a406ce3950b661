package org.tabula.engine.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.Result;
import org.tabula.api.Status;
import org.tabula.engine.side.TestSeat;

class RulesGameTest {

    /** A game that answers only what a game says itself: the side to move and its ending. */
    @SuppressWarnings("unchecked")
    private static RulesGame<TestSeat, Reached> game(TestSeat toMove, Optional<Reached> ending) {
        InvocationHandler answers = (proxy, method, args) -> switch (method.getName()) {
            case "toMove" -> toMove;
            case "ending" -> ending;
            default -> InvocationHandler.invokeDefault(proxy, method, args);
        };
        return (RulesGame<TestSeat, Reached>) Proxy.newProxyInstance(RulesGame.class.getClassLoader(),
                new Class<?>[] {RulesGame.class}, answers);
    }

    @Test
    void game_goingOn_isActiveWithNoResult_andTheSideToMoveHasTheTurn() {
        RulesGame<TestSeat, Reached> game = game(TestSeat.SOUTH, Optional.empty());

        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.result()).isEmpty();
        assertThat(game.turn()).isEqualTo(TestSeat.SOUTH.side());
    }

    @Test
    void game_ended_isFinishedWithItsEndingsResult() {
        Reached done = Reached.by(TestSeat.NORTH);
        RulesGame<TestSeat, Reached> game = game(TestSeat.SOUTH, Optional.of(done));

        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.result()).contains(done.toResult());
        assertThat(game.result().map(Result::reason)).contains("reached");
    }
}

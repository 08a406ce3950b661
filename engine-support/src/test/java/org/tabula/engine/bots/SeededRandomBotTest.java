package org.tabula.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.Move;
import org.tabula.api.Status;

class SeededRandomBotTest {

    private record Named(String text) implements Move {
    }

    /** A game the choices never look at; the bot only hands it on. */
    private static final Game ANY_GAME = (Game) Proxy.newProxyInstance(Game.class.getClassLoader(),
            new Class<?>[] {Game.class}, (proxy, method, args) -> {
                throw new UnsupportedOperationException(method.getName());
            });

    private static final BotLevel LEVEL = new BotLevel(1, "random", "Plays anything.");

    private static RandomChoice choice(int count, long key) {
        return new RandomChoice(count, i -> new Named("m" + i), key);
    }

    @Property
    void choosesTheMoveTheSeedAndKeyDraw(@ForAll long seed, @ForAll long key, @ForAll @IntRange(min = 1, max = 200) int count) {
        SeededRandomBot bot = new SeededRandomBot(LEVEL, seed, game -> choice(count, key));
        int expected = new SplittableRandom(seed ^ key).nextInt(count);
        assertThat(bot.chooseMove(ANY_GAME).text()).isEqualTo("m" + expected);
    }

    @Property
    void sameSeedAndPosition_sameMove_whateverWasAskedBefore(@ForAll long seed, @ForAll long key) {
        SeededRandomBot bot = new SeededRandomBot(LEVEL, seed, game -> choice(30, key));
        Move first = bot.chooseMove(ANY_GAME);
        bot.chooseMove(ANY_GAME);
        assertThat(new SeededRandomBot(LEVEL, seed, game -> choice(30, key)).chooseMove(ANY_GAME))
                .isEqualTo(first).isEqualTo(bot.chooseMove(ANY_GAME));
    }

    @Test
    void differentSeeds_spreadOverTheMoves() {
        Set<Move> chosen = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            chosen.add(new SeededRandomBot(LEVEL, seed, game -> choice(10, 12345L)).chooseMove(ANY_GAME));
        }
        assertThat(chosen).hasSize(10);
    }

    @Test
    void level_isTheOneGiven() {
        assertThat(new SeededRandomBot(LEVEL, 1, game -> choice(1, 0)).level()).isEqualTo(LEVEL);
    }

    @Test
    void throughContract_drawsALegalMoveFromThePositionAndPly_andRefusesAnotherGamesGame() {
        List<Move> legal = List.of(new Named("a"), new Named("b"), new Named("c"));
        Game game = (Game) Proxy.newProxyInstance(Game.class.getClassLoader(), new Class<?>[] {Game.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "gameId" -> "g";
                    case "legalMoves" -> legal;
                    case "position" -> "p";
                    case "ply", "hashCode" -> 3;
                    case "status" -> Status.ACTIVE;
                    case "pendingChance", "result" -> Optional.empty();
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        GameProvider provider = provider("g");

        Move chosen = SeededRandomBot.throughContract(provider).make(LEVEL, 7).chooseMove(game);

        int expected = SeededRandom.of(7, SeededRandom.spread("p".hashCode(), 3)).nextInt(3);
        assertThat(chosen).isEqualTo(legal.get(expected));
        assertThatThrownBy(() -> SeededRandomBot.throughContract(provider("other")).make(LEVEL, 7).chooseMove(game))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static GameProvider provider(String id) {
        return (GameProvider) Proxy.newProxyInstance(GameProvider.class.getClassLoader(),
                new Class<?>[] {GameProvider.class}, (proxy, method, args) -> id);
    }

    @Test
    void aChoiceWithoutMoves_isACallingMistake() {
        assertThatThrownBy(() -> choice(0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}

package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.Status;

/**
 * Perft of the Royal Game of Ur: each roll the dice can make is a branch (once, however likely), a turn lost is a
 * ply, a move is a ply. Held to a plain walk through the game's public methods on copies, written here.
 */
class UrPerftTest {

    /** The reference: every roll supplied as a roll alone, a turn lost counted as the ply it is. */
    private static long walk(RoyalUrGame game, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (game.status() != Status.ACTIVE) {
            return 0;
        }
        if (game.pendingChance().isPresent()) {
            Set<Integer> rolls = new TreeSet<>();
            game.pendingChance().get().outcomes().forEach(faces -> rolls.add(game.rules().rollOfFaces(faces)));
            long count = 0;
            for (int roll : rolls) {
                RoyalUrGame next = game.copy();
                int turns = next.history().size();
                assertThat(next.supplyRoll(roll).isAccepted()).isTrue();
                count += walk(next, next.history().size() > turns ? depth - 1 : depth);
            }
            return count;
        }
        long count = 0;
        for (Move move : game.legalMoves()) {
            RoyalUrGame next = game.copy();
            assertThat(next.play(move).isAccepted()).isTrue();
            count += walk(next, depth - 1);
        }
        return count;
    }

    @Test
    void fromTheStart_oneTurnIsFiveBranches_aTurnLostAndAnEntryForEachOtherRoll() {
        assertThat(RoyalUrGame.newGame().perft(1)).isEqualTo(5);
        assertThat(RoyalUrGame.newGame().perft(0)).isEqualTo(1);
    }

    @ParameterizedTest(name = "depth {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void finkelFromTheStart_isThePlainWalks(int depth) {
        RoyalUrGame game = RoyalUrGame.newGame();
        assertThat(game.perft(depth)).isEqualTo(walk(game, depth));
        assertThat(game.history()).isEmpty();
    }

    @ParameterizedTest(name = "depth {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5})
    void mastersAndASeededGame_areThePlainWalks(int depth) {
        RoyalUrGame masters = RoyalUrGame.newGame(UrRules.MASTERS, UrSide.DARK, Optional.empty());
        assertThat(masters.perft(depth)).isEqualTo(walk(masters, depth));
        RoyalUrGame seeded = RoyalUrGame.newGame(UrRules.FINKEL, UrSide.LIGHT, Optional.of(new Seed("5f1c9a")));
        assertThat(seeded.perft(depth)).isEqualTo(walk(seeded, depth));
    }

    @Test
    void withARollStanding_theMoveIsTheFirstPly() {
        RoyalUrGame game = Games.played(UrRules.FINKEL, null, "0110", "hand-c1", "1000");
        assertThat(game.perft(1)).isEqualTo(game.legalMoves().size());
        assertThat(game.perft(3)).isEqualTo(walk(game, 3));
    }

    /** The same walk counting every way the dice fall, as the contract's default perft counts listed outcomes. */
    private static long walkFaces(Game game, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (game.status() != Status.ACTIVE) {
            return 0;
        }
        if (game.pendingChance().isPresent()) {
            long count = 0;
            for (String faces : game.pendingChance().get().outcomes()) {
                Game next = game.copy();
                int ply = next.ply();
                assertThat(next.supplyChance(faces).isAccepted()).isTrue();
                count += walkFaces(next, next.ply() > ply ? depth - 1 : depth);
            }
            return count;
        }
        long count = 0;
        for (Move move : game.legalMoves()) {
            Game next = game.copy();
            assertThat(next.play(move).isAccepted()).isTrue();
            count += walkFaces(next, depth - 1);
        }
        return count;
    }

    /** The game with every method its own but perft, which is the contract's default. */
    private static Game withTheDefaultPerft(Game game) {
        return (Game) Proxy.newProxyInstance(Game.class.getClassLoader(), new Class<?>[] {Game.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "perft" -> InvocationHandler.invokeDefault(proxy, method, args);
                    case "copy" -> withTheDefaultPerft(game.copy());
                    default -> method.invoke(game, args);
                });
    }

    @ParameterizedTest(name = "depth {0}")
    @ValueSource(ints = {1, 2, 3})
    void theContractsDefaultPerft_endsOnTurnsLost_countingThemAsPlies(int depth) {
        // It recursed for ever before: a roll of 0 plays the lost turn itself, and the walk used up no depth.
        Game game = RoyalUrGame.newGame();
        assertThat(withTheDefaultPerft(game).perft(depth)).isEqualTo(walkFaces(game, depth));
    }
}

package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.PerftWalks;
import org.tabula.api.Status;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/**
 * Perft of the Royal Game of Ur: each roll the dice can make is a branch (once, however likely), a turn lost is a
 * ply, a move is a ply. Held to a plain walk through the game's public methods on copies, written here.
 */
class UrPerftTest {

    /**
     * The reference: every roll supplied as a roll alone (the outcomes the game lists are its rolls), a turn lost
     * counted as the ply it is.
     */
    private static long walk(RoyalUrGame game, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (game.status() != Status.ACTIVE) {
            return 0;
        }
        if (game.pendingChance().isPresent()) {
            Set<Integer> rolls = new TreeSet<>();
            game.pendingChance().get().outcomes().forEach(roll -> rolls.add(Integer.parseInt(roll)));
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

    /**
     * The same walk through the listed chance outcomes, as the contract's default perft counts them: the rolls, so
     * the same count as the game's own.
     */
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
        // The outcomes are the rolls, so the contract's count through them is the game's own count.
        assertThat(withTheDefaultPerft(game).perft(depth)).isEqualTo(game.perft(depth));
    }

    @Test
    void fromTheStart_theFiguresOfDepthsOneToSix_countRollsNotFaces() {
        long[] finkel = {5, 28, 192, 1_492, 12_469, 112_552};
        long[] masters = {4, 19, 116, 846, 6_556, 54_979};
        for (int depth = 1; depth <= 6; depth++) {
            assertThat(RoyalUrGame.newGame().perft(depth)).as("finkel %d", depth).isEqualTo(finkel[depth - 1]);
            assertThat(RoyalUrGame.newGame(UrRules.MASTERS, UrSide.LIGHT, Optional.empty()).perft(depth))
                    .as("masters %d", depth).isEqualTo(masters[depth - 1]);
        }
    }

    @ParameterizedTest(name = "depth {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void divide_splitsByTheRolls_andItsLinesSumToPerft(int depth) {
        for (RoyalUrGame game : List.of(RoyalUrGame.newGame(),
                RoyalUrGame.newGame(UrRules.MASTERS, UrSide.LIGHT, Optional.empty()),
                Games.played(UrRules.FINKEL, null, "0110", "hand-c1", "1000"))) {
            Map<String, Long> lines = PerftWalks.divideByText(game, depth);
            List<String> expected = game.pendingChance().map(ChanceRequest::outcomes)
                    .orElseGet(() -> game.legalMoves().stream().map(Move::text).toList());
            assertThat(lines.keySet()).containsExactlyElementsOf(expected);
            assertThat(lines.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(game.perft(depth));
        }
        Map<String, Long> start = PerftWalks.divideByText(RoyalUrGame.newGame(), 2);
        assertThat(start).containsExactly(Map.entry("0", 5L), Map.entry("1", 5L), Map.entry("2", 5L),
                Map.entry("3", 5L), Map.entry("4", 8L));
    }
}

package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.tabula.royalur.Games.played;
import static org.tabula.royalur.Games.position;

import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.Evaluation;
import org.tabula.api.Move;
import org.tabula.api.Status;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/** The bots: their levels, determinism, what a search sees, and (slow) how the strengths compare. */
class UrBotsTest {

    @Test
    void levels_areFive_weakestFirst() {
        assertThat(UrBots.TABLE.levels()).extracting(level -> level.level() + " " + level.name())
                .containsExactly("1 random", "2 greedy", "3 novice", "4 club", "5 expert");
        assertThatIllegalArgumentException().isThrownBy(() -> UrBots.TABLE.bot(0, 1));
        assertThatIllegalArgumentException().isThrownBy(() -> UrBots.TABLE.bot(6, 1));
    }

    @Test
    void aBot_isDeterministic_fromItsSeedAndTheGame() {
        RoyalUrGame game = played(UrRules.FINKEL, position("b2 c1 a1", "a2 d3", 'l', "2", 4, 0, 5, 0));
        for (int level = 1; level <= 4; level++) {
            Move first = UrBots.TABLE.bot(level, 11).chooseMove(game);
            assertThat(game.legalMoves()).contains((UrMove) first);
            assertThat(UrBots.TABLE.bot(level, 11).chooseMove(game.copy())).isEqualTo(first);
            assertThat(UrBots.TABLE.bot(level, 11).chooseMove(game)).isEqualTo(first);
        }
    }

    @Test
    void aBot_refusesAGameOverOrWaitingForTheDice_orAnotherGame() {
        assertThatIllegalStateException().isThrownBy(() -> UrBots.TABLE.bot(3, 1).chooseMove(RoyalUrGame.newGame()))
                .withMessageContaining("dice");
        RoyalUrGame over = played(UrRules.FINKEL, position("g1", "a2", 'l', "1", 0, 6, 6, 0), "g1-home");
        assertThatIllegalStateException().isThrownBy(() -> UrBots.TABLE.bot(3, 1).chooseMove(over));
    }

    @Test
    void searchingBots_takeTheWinningMove() {
        // Light can bear its last piece off (g1-home) or enter a piece it does not need: winning ends it.
        RoyalUrGame game = played(UrRules.FINKEL, position("g1", "h2 c3", 'l', "1", 0, 6, 5, 0));
        for (int level = 2; level <= 5; level++) {
            assertThat(UrBots.TABLE.bot(level, 3).chooseMove(game).text()).isEqualTo("1: g1-home");
        }
    }

    @Test
    void theExpert_evaluatesTheWinningMove_asAWinAPlyAway() {
        RoyalUrGame game = played(UrRules.FINKEL, position("g1", "h2 c3", 'l', "1", 0, 6, 5, 0));
        Evaluation judged = UrBots.TABLE.bot(5, 3).evaluate(game, () -> false).orElseThrow();
        assertThat(judged.move().text()).isEqualTo("1: g1-home");
        assertThat(judged.score()).isEqualTo(1.0);
        assertThat(judged.provedEnd()).hasValue(1);
        assertThat(judged.sentence()).isEqualTo("Light can force a win in 1 ply (found 4 turns deep).");
    }

    @Test
    void theExpert_evaluatesAnOpenRace_asAnExpectedOutcome_fourTurnsDeep() {
        RoyalUrGame game = played(UrRules.FINKEL, position("b2 c1 a1", "a2 d3", 'l', "2", 4, 0, 5, 0));
        Evaluation judged = UrBots.TABLE.bot(5, 1).evaluate(game, () -> false).orElseThrow();
        assertThat(judged.move()).isEqualTo(UrBots.TABLE.bot(5, 1).chooseMove(game));
        assertThat(judged.score()).isStrictlyBetween(-1.0, 1.0);
        assertThat(judged.depth()).isEqualTo(4);
        assertThat(judged.provedEnd()).isEmpty();
        assertThat(judged.sentence()).contains(" for Light, to move (from -1, a sure loss, to 1, a sure win), 4 turns");
    }

    @Test
    void searchingBots_takeAPieceAboutToGoHome_ratherThanStepAlone() {
        // Light rolled 2: b2-d2 lands on the rosette, c2... The capture of dark's far-advanced piece on e2 from c2
        // (2 steps) sends it back to the start; every searching level prefers it to entering.
        RoyalUrGame game = played(UrRules.FINKEL, position("c2", "e2", 'l', "2", 6, 0, 0, 6));
        for (int level = 2; level <= 4; level++) {
            assertThat(UrBots.TABLE.bot(level, 5).chooseMove(game).text()).isEqualTo("2: c2-e2x");
        }
    }

    @Test
    void aHost_mayStopTheSearch_andStillGetsALegalMove() {
        RoyalUrGame game = played(UrRules.FINKEL, position("b2 c1 a1", "a2 d3", 'l', "2", 4, 0, 5, 0));
        Move move = UrBots.TABLE.bot(5, 1).chooseMove(game, () -> true);
        assertThat(game.legalMoves()).contains((UrMove) move);
    }

    @Test
    @Tag("slow")
    void strongerBots_beatWeakerOnes_overAMatch() {
        assertThat(wins(3, 1, 40)).isGreaterThan(26);
        assertThat(wins(4, 2, 30)).isGreaterThan(16);
    }

    /** Games the first level wins against the second, sides alternating, dice from a fixed seed. */
    private static int wins(int strong, int weak, int games) {
        int won = 0;
        Random dice = new Random(99);
        for (int g = 0; g < games; g++) {
            UrSide strongSide = g % 2 == 0 ? UrSide.LIGHT : UrSide.DARK;
            RoyalUrGame game = RoyalUrGame.newGame(UrRules.FINKEL, UrSide.LIGHT, Optional.empty());
            Bot a = UrBots.TABLE.bot(strong, g);
            Bot b = UrBots.TABLE.bot(weak, g);
            while (game.status() == Status.ACTIVE) {
                if (game.pendingChance().isPresent()) {
                    // By the rolls' weights, as real dice fall: the outcomes are rolls, not equally likely faces.
                    game.supplyChance(game.pendingChance().get().draw(dice));
                } else {
                    game.play((game.toMove() == strongSide ? a : b).chooseMove(game));
                }
            }
            won += game.ending().get().winner().get() == strongSide ? 1 : 0;
        }
        return won;
    }
}

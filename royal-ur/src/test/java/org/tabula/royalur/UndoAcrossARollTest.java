package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.royalur.Games.played;

import org.junit.jupiter.api.Test;
import org.tabula.api.Move;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/**
 * What undo does across a roll (issue 14): it takes back the last move a side chose, the roll that move was played
 * on standing again; a roll supplied since, and turns lost since, go with it.
 */
class UndoAcrossARollTest {

    @Test
    void aRollSupplied_withNoMoveYet_goesWithTheMoveBeforeIt_orStaysWhenThereIsNone() {
        RoyalUrGame fresh = played(UrRules.FINKEL, null, "3");
        assertThat(fresh.undo().refusal().code()).isEqualTo("nothing-to-undo");
        assertThat(fresh.roll()).contains(3);

        RoyalUrGame game = played(UrRules.FINKEL, null, "0110", "hand-c1", "1");
        assertThat(game.toMove()).isEqualTo(UrSide.DARK);
        assertThat(game.roll()).contains(1);
        assertThat(game.undo().value().text()).isEqualTo("2: hand-c1");
        assertThat(game.toMove()).isEqualTo(UrSide.LIGHT);
        assertThat(game.roll()).contains(2);
        assertThat(game.faces()).contains("0110");
        assertThat(game.history()).isEmpty();
    }

    @Test
    void afterATurnLost_theLostTurnGoes_withTheMoveBeforeIt_whoseRollStandsAgain() {
        RoyalUrGame game = played(UrRules.FINKEL, null, "2", "hand-c1", "0");
        assertThat(game.history()).extracting(Move::text).containsExactly("2: hand-c1", "0: -");
        assertThat(game.toMove()).isEqualTo(UrSide.LIGHT);
        assertThat(game.undo().value().text()).isEqualTo("2: hand-c1");
        assertThat(game.history()).isEmpty();
        assertThat(game.toMove()).isEqualTo(UrSide.LIGHT);
        assertThat(game.roll()).contains(2);
        assertThat(game.faces()).isEmpty();
        assertThat(game.pendingChance()).isEmpty();
    }

    @Test
    void afterAMoveOntoARosette_andTheSameSidesNextRoll_bothGo_andTheRosetteMovesRollStands() {
        RoyalUrGame game = played(UrRules.FINKEL, null, "1111", "hand-a1", "0100");
        assertThat(game.toMove()).isEqualTo(UrSide.LIGHT);
        assertThat(game.roll()).contains(1);
        assertThat(game.undo().value().text()).isEqualTo("4: hand-a1*");
        assertThat(game.toMove()).isEqualTo(UrSide.LIGHT);
        assertThat(game.roll()).contains(4);
        assertThat(game.faces()).contains("1111");
        assertThat(game.legalMoves()).extracting(Move::text).containsExactly("4: hand-a1*");
        assertThat(game.ply()).isZero();
    }
}

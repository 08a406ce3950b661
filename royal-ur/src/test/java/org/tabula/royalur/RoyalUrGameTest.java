package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.royalur.Games.played;
import static org.tabula.royalur.Games.position;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Move;
import org.tabula.api.Status;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/** The rules as a game plays them: throws, routes, captures, rosettes, bearing off, turns lost, undo and endings. */
class RoyalUrGameTest {

    private static List<String> moves(RoyalUrGame game) {
        return game.legalMoves().stream().map(Move::text).toList();
    }

    @Test
    void aTurnBeginsWithAThrow_andNoMoveIsListedUntilTheDiceFall() {
        RoyalUrGame game = RoyalUrGame.newGame();
        ChanceRequest chance = game.pendingChance().orElseThrow();
        assertThat(chance.outcomes()).containsExactly("0", "1", "2", "3", "4");
        assertThat(chance.weights()).containsExactly(1L, 4L, 6L, 4L, 1L);
        assertThat(chance.probability("2")).isEqualTo(6.0 / 16);
        assertThat(chance.description()).contains("4 binary dice", "loses the turn");
        assertThat(game.legalMoves()).isEmpty();
        assertThat(game.roll()).isEmpty();
        assertThat(game.supplyChance("1011").value()).isEqualTo("3");
        assertThat(game.roll()).contains(3);
        assertThat(game.faces()).contains("1011");
        assertThat(game.pendingChance()).isEmpty();
        assertThat(moves(game)).containsExactly("3: hand-b1");
        assertThat(game.supplyChance("1111").refusal().code()).isEqualTo("no-chance");
    }

    @Test
    void theDisplayForm_isReadWithOrWithoutItsRoll_inEitherCase() {
        for (String typed : List.of("2: c1-a1*", "c1-a1*", "C1-A1*", "c1-a1")) {
            RoyalUrGame game = played(UrRules.FINKEL, position("b2 c1", "d2 a2", 'l', "2", 5, 0, 5, 0));
            assertThat(game.play(typed).value().text()).as(typed).isEqualTo("2: c1-a1*");
        }
        RoyalUrGame game = played(UrRules.FINKEL, position("b2 c1", "d2 a2", 'l', "2", 5, 0, 5, 0));
        assertThat(game.play("b2-d2x").refusal().code()).isEqualTo("safe-rosette");
        assertThat(game.play("c1-a1x").refusal().message())
                .isEqualTo("'c1-a1x' is not how this move is written: it is 2: c1-a1*.");
        assertThat(game.play("c1-a1**").refusal().code()).isEqualTo("not-a-move");
        assertThat(game.history()).isEmpty();
    }

    @Test
    void theRoll_isTheChanceOutcome_theDiceAForgivenSpellingOfIt_andARollAloneHasNoFaces() {
        RoyalUrGame game = RoyalUrGame.newGame();
        assertThat(game.copy().supplyChance(" 1111\n").value()).isEqualTo("4");
        assertThat(game.supplyChance("5").refusal().code()).isEqualTo("not-an-outcome");
        assertThat(game.supplyChance("11111").refusal().code()).isEqualTo("not-an-outcome");
        assertThat(game.supplyRoll(5).refusal().code()).isEqualTo("not-a-roll");
        assertThat(game.copy().supplyChance(" 4 ").value()).isEqualTo("4");
        assertThat(game.supplyRoll(4).value()).isEqualTo("4");
        assertThat(game.faces()).isEmpty();
        assertThat(moves(game)).containsExactly("4: hand-a1*");
    }

    @Test
    void entering_landsOnTheStepOfTheRoll_alongTheSidesOwnRow() {
        assertThat(moves(played(UrRules.FINKEL, null, "1"))).containsExactly("1: hand-d1");
        assertThat(moves(played(UrRules.FINKEL, null, "2"))).containsExactly("2: hand-c1");
        RoyalUrGame dark = RoyalUrGame.newGame(UrRules.FINKEL, UrSide.DARK, Optional.empty());
        dark.supplyRoll(2);
        assertThat(moves(dark)).containsExactly("2: hand-c3");
    }

    @Test
    void aRosette_givesTheSameSideAnotherThrow() {
        RoyalUrGame game = played(UrRules.FINKEL, null, "4", "hand-a1");
        assertThat(game.history()).extracting(Move::text).containsExactly("4: hand-a1*");
        assertThat(game.toMove()).isEqualTo(UrSide.LIGHT);
        assertThat(game.pendingChance()).isPresent();
        game.supplyRoll(1);
        game.play("a1-a2");
        assertThat(game.toMove()).isEqualTo(UrSide.DARK);
    }

    @Test
    void aThrowWithNoMove_losesTheTurnAtOnce_writtenAsTheRollAndADash() {
        RoyalUrGame game = RoyalUrGame.newGame();
        assertThat(game.supplyChance("0000").value()).isEqualTo("0");
        assertThat(game.history()).extracting(Move::text).containsExactly("0: -");
        assertThat(game.toMove()).isEqualTo(UrSide.DARK);
        assertThat(game.ply()).isEqualTo(1);
        assertThat(game.pendingChance()).isPresent();
        // A roll other than 0 loses the turn too when every move is blocked: light's last piece, on c2, would
        // land on dark's piece safe on the central rosette.
        RoyalUrGame blocked = new RoyalUrProvider().fromPosition(position("c2", "d2", 'l', "-", 0, 6, 6, 0),
                RoyalUrProvider.options(UrRules.FINKEL, Optional.empty(), UrSide.LIGHT, 0, 0));
        assertThat(blocked.supplyRoll(1).isAccepted()).isTrue();
        assertThat(blocked.history()).extracting(Move::text).containsExactly("1: -");
        assertThat(blocked.toMove()).isEqualTo(UrSide.DARK);
    }

    @Test
    void aPiece_landsOnNoPieceOfItsOwnSide_andTakesOneOfTheOtherSide_sendingItBackToHand() {
        String text = position("b2 d1", "c2", 'l', "1", 5, 0, 6, 0);
        RoyalUrGame game = played(UrRules.FINKEL, text);
        assertThat(moves(game)).containsExactly("1: hand-d1".replace("hand-d1", "d1-c1"), "1: b2-c2x");
        game.play("b2-c2");
        assertThat(game.toPosition().at(Squares.parse("c2"))).isEqualTo(UrSide.LIGHT);
        assertThat(game.toPosition().hand(UrSide.DARK)).isEqualTo(7);
        assertThat(game.history().get(0).capture()).isTrue();
    }

    @Test
    void finkel_keepsAPieceOnTheCentralRosetteSafe_andMastersDoesNot() {
        String text = position("b2", "d2", 'l', "2", 6, 0, 6, 0);
        assertThat(moves(played(UrRules.FINKEL, text))).containsExactly("2: hand-c1");
        String masters = position("b2", "d2", 'l', "2", 6, 0, 6, 0);
        assertThat(moves(played(UrRules.MASTERS, masters))).containsExactly("2: hand-c1", "2: b2-d2x*");
    }

    @Test
    void bearingOff_needsTheExactRoll() {
        String text = position("h1 g1", "", 'l', "1", 5, 0, 7, 0);
        assertThat(moves(played(UrRules.FINKEL, text))).containsExactly("1: hand-d1", "1: g1-home");
        String two = position("h1 g1", "", 'l', "2", 5, 0, 7, 0);
        assertThat(moves(played(UrRules.FINKEL, two))).containsExactly("2: hand-c1", "2: h1-home");
        String three = position("h1 g1", "", 'l', "3", 0, 5, 7, 0);
        RoyalUrGame lost = new RoyalUrProvider().fromPosition(three.replace(" 3 ", " - "),
                RoyalUrProvider.options(UrRules.FINKEL, Optional.empty(), UrSide.LIGHT, 0, 0));
        lost.supplyRoll(3);
        assertThat(lost.history()).extracting(Move::text).containsExactly("3: -");
    }

    @Test
    void theShortRoute_runsTheMiddleRowToH2_thenH1_G1_andHome() {
        assertThat(moves(played(UrRules.FINKEL, position("h2", "", 'l', "1", 6, 0, 7, 0))))
                .containsExactly("1: hand-d1", "1: h2-h1");
        assertThat(moves(played(UrRules.FINKEL, position("h2", "", 'l', "2", 6, 0, 7, 0))))
                .containsExactly("2: hand-c1", "2: h2-g1*");
        assertThat(moves(played(UrRules.FINKEL, position("", "h2", 'd', "2", 7, 0, 6, 0))))
                .containsExactly("2: hand-c3", "2: h2-g3*");
    }

    @Test
    void theLongRoute_crossesToTheOtherSidesG3AndH3_thenH2_H1_G1_andHome() {
        assertThat(moves(played(UrRules.MASTERS, position("g2", "", 'l', "1", 6, 0, 7, 0))))
                .containsExactly("1: hand-d1", "1: g2-g3*");
        assertThat(moves(played(UrRules.MASTERS, position("g2", "", 'l', "3", 6, 0, 7, 0))))
                .containsExactly("3: hand-b1", "3: g2-h2");
        assertThat(moves(played(UrRules.MASTERS, position("h1", "", 'l', "2", 6, 0, 7, 0))))
                .containsExactly("2: hand-c1", "2: h1-home");
        assertThat(moves(played(UrRules.MASTERS, position("", "g2", 'd', "4", 7, 0, 6, 0))))
                .containsExactly("4: hand-a3*", "4: g2-h3");
    }

    @Test
    void masters_throwsThreeDice_andNoneMarkedCountsFour() {
        RoyalUrGame game = RoyalUrGame.newGame(UrRules.MASTERS, UrSide.LIGHT, Optional.empty());
        // The outcomes are the distinct rolls: none marked counts four, so 4 comes once, weighed as its one way.
        assertThat(game.pendingChance().orElseThrow().outcomes()).containsExactly("1", "2", "3", "4");
        assertThat(game.pendingChance().get().weights()).containsExactly(3L, 3L, 1L, 1L);
        assertThat(game.supplyChance("0").refusal().code()).isEqualTo("not-an-outcome");
        assertThat(game.supplyChance("000").value()).isEqualTo("4");
        UrRules fourDiceZeroFour = UrRules.of(Route.SHORT, 4, 4, true, 7);
        ChanceRequest both = RoyalUrGame.newGame(fourDiceZeroFour, UrSide.LIGHT, Optional.empty()).pendingChance()
                .orElseThrow();
        assertThat(both.outcomes()).containsExactly("1", "2", "3", "4");
        assertThat(both.weights()).containsExactly(4L, 6L, 4L, 2L);
        // The search reads the same odds: one table, in the rule set.
        assertThat(fourDiceZeroFour.probability(4)).isEqualTo(both.probability("4"));
        assertThat(game.roll()).contains(4);
        assertThat(moves(game)).containsExactly("4: hand-a1*");
    }

    @Test
    void bringingTheLastPieceHome_winsTheGame() {
        RoyalUrGame game = played(UrRules.FINKEL, position("g1", "a2", 'l', "1", 0, 6, 6, 0), "g1-home");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.result().orElseThrow().winner()).isEqualTo(UrSide.LIGHT.side());
        assertThat(game.result().get().reason()).isEqualTo("home");
        assertThat(game.result().get().sentence()).isEqualTo("Light wins: every light piece is home");
        assertThat(game.legalMoves()).isEmpty();
        assertThat(game.pendingChance()).isEmpty();
        assertThat(Games.recordOf(game)).endsWith("1. l 1: g1-home\n[result light home]\n");
    }

    @Test
    void undo_takesBackAMove_leavingItsRollStanding() {
        RoyalUrGame game = played(UrRules.FINKEL, null, "0110", "hand-c1");
        assertThat(game.undo().value().text()).isEqualTo("2: hand-c1");
        assertThat(game.roll()).contains(2);
        assertThat(game.faces()).contains("0110");
        assertThat(game.toMove()).isEqualTo(UrSide.LIGHT);
        assertThat(game.history()).isEmpty();
        assertThat(game.undo().refusal().code()).isEqualTo("nothing-to-undo");
        assertThat(game.roll()).contains(2);
    }

    @Test
    void undo_takesBackARollStanding_withTheMoveBeforeIt() {
        RoyalUrGame game = played(UrRules.FINKEL, null, "0110", "hand-c1", "1000");
        assertThat(game.roll()).contains(1);
        assertThat(game.undo().value().text()).isEqualTo("2: hand-c1");
        assertThat(game.roll()).contains(2);
        assertThat(game.toMove()).isEqualTo(UrSide.LIGHT);
    }

    @Test
    void undo_afterTurnsLost_goesBackToTheLastChoiceASideMade() {
        RoyalUrGame game = played(UrRules.FINKEL, null, "0110", "hand-c1", "0000", "0000", "1000");
        assertThat(game.history()).extracting(Move::text).containsExactly("2: hand-c1", "0: -", "0: -");
        assertThat(game.undo().value().text()).isEqualTo("2: hand-c1");
        assertThat(game.history()).isEmpty();
        assertThat(game.toMove()).isEqualTo(UrSide.LIGHT);
        assertThat(game.roll()).contains(2);
        assertThat(game.faces()).contains("0110");
        assertThat(moves(game)).containsExactly("2: hand-c1");
    }

    @Test
    void undo_withOnlyTurnsLost_goesBackToTheStart() {
        RoyalUrGame game = played(UrRules.FINKEL, null, "0000", "0000");
        assertThat(game.undo().value().text()).isEqualTo("0: -");
        assertThat(game.toMove()).isEqualTo(UrSide.LIGHT);
        assertThat(game.pendingChance()).isPresent();
        assertThat(game.history()).isEmpty();
        assertThat(game.ply()).isZero();
    }

    @Test
    void aSeededGame_throwsTheSameDiceAgain_afterUndo() {
        // Seed 02 throws two moving rolls first (1100, 0010), so undo has no turn lost to reach past.
        RoyalUrGame game = RoyalUrGame.newGame(UrRules.FINKEL, UrSide.LIGHT, Optional.of(new Seed("02")));
        String first = new Seed("02").faces(0, 4);
        assertThat(game.drawChance().value()).isEqualTo(Integer.toString(UrRules.FINKEL.rollOfFaces(first)));
        assertThat(game.faces()).contains(first);
        game.play(game.legalMoves().get(0));
        game.drawChance();
        String second = game.faces().orElseThrow();
        game.undo();
        assertThat(game.faces()).contains(first);
        game.play(game.legalMoves().get(0));
        game.drawChance();
        assertThat(game.faces()).contains(second);
        assertThat(game.pendingChance()).isEmpty();
    }

    @Test
    void aSeededGame_takesSuppliedDice_onlyWhenTheyAreTheSeeds() {
        Seed seed = new Seed("00ff");
        RoyalUrGame game = RoyalUrGame.newGame(UrRules.FINKEL, UrSide.LIGHT, Optional.of(seed));
        String faces = seed.faces(0, 4);
        assertThat(game.pendingChance().orElseThrow().selfDrawn()).isTrue();
        int roll = UrRules.FINKEL.rollOfFaces(faces);
        assertThat(game.pendingChance().get().outcomes()).containsExactly(Integer.toString(roll));
        String other = faces.equals("1111") ? "0000" : "1111";
        assertThat(game.supplyChance(other).refusal().code()).isEqualTo("not-the-seeds-throw");
        assertThat(game.supplyRoll(roll == 1 ? 2 : 1).refusal().code()).isEqualTo("not-the-seeds-throw");
        assertThat(game.copy().supplyChance(Integer.toString(roll)).value()).isEqualTo(Integer.toString(roll));
        assertThat(game.supplyChance(faces).value()).isEqualTo(Integer.toString(roll));
        assertThat(game.faces()).contains(faces);
    }

    @Test
    void facts_andView_showTheRollAndTheDice() {
        RoyalUrGame game = played(UrRules.FINKEL, null, "1101");
        assertThat(game.facts()).containsEntry("rules", "finkel").containsEntry("roll", "3 (1101)")
                .containsEntry("dice", "supplied").containsEntry("light in hand", "7").containsEntry("dark home", "0");
        assertThat(game.view().draw()).containsExactly(
                "   a b c d e f g h",
                "3  * . . .     * .   dark   7 in hand  0 home",
                "2  . . . * . . . .",
                "1  * . . .     * .   light  7 in hand  0 home",
                "   a b c d e f g h",
                "dark route:  d3 c3 b3 a3 a2 b2 c2 d2 e2 f2 g2 h2 h3 g3 home",
                "light route: d1 c1 b1 a1 a2 b2 c2 d2 e2 f2 g2 h2 h1 g1 home",
                "light rolled 3: dice 1 1 0 1");
        game.play("hand-b1");
        assertThat(game.view().draw().get(3)).isEqualTo("1  *[L]. .     * .   light  6 in hand  0 home");
        assertThat(game.view().draw().get(7)).isEqualTo("dark to throw the dice (last turn: 3: hand-b1)");
        assertThat(game.view().draw((role, text) -> role.equals("mark") ? "<" + text + ">" : text).get(3))
                .isEqualTo("1  * <L> . .     * .   light  6 in hand  0 home");
    }

    @Test
    void view_rollGivenAsANumber_showsTheFacesThatMakeItSorted() {
        RoyalUrGame finkel = RoyalUrGame.newGame(UrRules.FINKEL, UrSide.LIGHT, java.util.Optional.empty());
        assertThat(finkel.supplyRoll(2).isAccepted()).isTrue();
        List<String> lines = finkel.view().draw();
        assertThat(lines.get(lines.size() - 1))
                .isEqualTo("light rolled 2: dice 1 1 0 0 (sorted: the roll was given as a number)");
        RoyalUrGame masters = RoyalUrGame.newGame(UrRules.MASTERS, UrSide.LIGHT, java.util.Optional.empty());
        assertThat(masters.supplyRoll(4).isAccepted()).isTrue();
        List<String> masterLines = masters.view().draw();
        assertThat(masterLines.get(masterLines.size() - 1)).startsWith("light rolled 4: dice 0 0 0 ");
        assertThat(masterLines.get(6)).isEqualTo("light route: d1 c1 b1 a1 a2 b2 c2 d2 e2 f2 g2 g3 h3 h2 h1 g1 home");
    }

    @Test
    void view_flipped_putsDarksRowBelow_fileAOnTheRight_andTwiceIsTheFirst() {
        RoyalUrGame game = played(UrRules.FINKEL, null, "1101");
        game.play("hand-b1");
        List<String> flipped = game.view().flipped().orElseThrow().draw();
        assertThat(flipped.subList(0, 5)).containsExactly(
                "   h g f e d c b a",
                "1  . *     . .[L]*   light  6 in hand  0 home",
                "2  . . . . * . . .",
                "3  . *     . . . *   dark   7 in hand  0 home",
                "   h g f e d c b a");
        assertThat(game.view().flipped().orElseThrow().flipped().orElseThrow().draw()).isEqualTo(game.view().draw());
    }
}

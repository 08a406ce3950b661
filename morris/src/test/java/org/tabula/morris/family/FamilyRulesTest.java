package org.tabula.morris.family;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.morris.model.MillBoard;
import static org.assertj.core.api.Assertions.assertThat;

/** The rule axes one by one: Three Men's Morris's mill, Lasker's rule, removal, flying, misère, refusals, endings. */
class FamilyRulesTest {

    private static MillRules rules(Variant variant, Flying flying, Removal removal, boolean lasker, boolean misere) {
        return new MillRules(variant, flying, removal, lasker, misere, MillRules.SEED_NO_MILL_LIMIT);
    }

    private static FamilyState at(MillRules rules, String text) {
        return FamilyState.of(FamilyPosition.parse(rules, text));
    }

    private static FamilyState play(FamilyState state, String move) {
        Outcome<FamilyMove> read = state.read(move);
        assertThat(read.isAccepted()).as(move).isTrue();
        return state.after(read.value());
    }

    private static List<String> texts(FamilyState state) {
        return state.moves().stream().map(Move::text).toList();
    }

    @Test
    void threeMensMorris_aMillWinsAtOnceAndTakesNothing() {
        FamilyState state = at(MillRules.of(Variant.THREE), "three WW.BB.... w 1 1 0 4");
        assertThat(texts(state)).contains("c3").noneMatch(move -> move.contains("x"));
        FamilyState after = play(state, "c3");
        Result result = after.result().orElseThrow();
        assertThat(result.winnerIfAny()).contains(Side.of("white"));
        assertThat(result.reason()).isEqualTo("mill");
        assertThat(result.sentence()).isEqualTo("White wins: White closed a mill");
        assertThat(after.moves()).isEmpty();
        assertThat(state.read("c3xa2").refusal().code()).isEqualTo("mill-takes-nothing");
    }

    @Test
    void lasker_aSideWithMenInHandMayPlaceOrMove() {
        FamilyState state = at(MillRules.of(Variant.LASKER), "lasker W......................B w 9 9 0 2");
        assertThat(texts(state)).contains("d7", "a7-d7", "a7-a4").doesNotContain("g1-g4");
        FamilyState after = play(state, "a7-d7");
        assertThat(after.position().text()).isEqualTo("lasker .W.....................B b 9 9 1 3");
        assertThat(after.position().inHand(0)).isEqualTo(9);
    }

    @Test
    void lasker_flyingAtThreeCountsTheMenInHand() {
        // Two on the board and one in hand are three men: GamesmanOne's Lasker flies on them.
        FamilyState state = at(MillRules.of(Variant.LASKER), "lasker W.W.W.W..............B.B b 0 1 0 30");
        assertThat(texts(state)).contains("a1-d7", "g1-b6", "d7");
    }

    @ParameterizedTest
    @CsvSource({
        "STANDARD, WW.BBB.......... w 4 3 0 5, 'e5xb4,e5xc4,e5xd4'",
        "STRICT, WW.BBB.......... w 4 3 0 5, 'e5'",
        "STANDARD, WW.BBB.......B.. w 4 2 0 6, 'e5xa1'",
        "STRICT, WW.BBB.......B.. w 4 2 0 6, 'e5xa1'",
        "LENIENT, WW.BBB.......B.. w 4 2 0 6, 'e5xb4,e5xc4,e5xd4,e5xa1'",
    })
    void removal_decidesWhichMenAMillTakes(Removal removal, String cells, String takes) {
        FamilyState state = at(rules(Variant.SIX, Flying.NEVER, removal, false, false), "six " + cells);
        assertThat(texts(state).stream().filter(move -> move.startsWith("e5")).toList())
                .isEqualTo(List.of(takes.split(",")));
    }

    @Test
    void strictRemoval_aMillThatTakesNothingRefusesACapture() {
        FamilyState state = at(rules(Variant.SIX, Flying.NEVER, Removal.STRICT, false, false),
                "six WW.BBB.......... w 4 3 0 5");
        assertThat(state.read("e5xb4").refusal().code()).isEqualTo("mill-takes-nothing");
        assertThat(state.read("e5").isAccepted()).isTrue();
    }

    @ParameterizedTest
    @CsvSource({"NEVER, false", "AT_THREE, false", "ALWAYS, true"})
    void flying_withFourMenFliesOnlyWhenAlways(Flying flying, boolean flies) {
        FamilyState state = at(rules(Variant.SIX, flying, Removal.STANDARD, false, false),
                "six W.W.W.W...BB.BB. w 0 0 4 30");
        assertThat(texts(state).contains("a5-e1")).isEqualTo(flies);
        assertThat(texts(state)).contains("a5-c5");
    }

    @Test
    void misere_theSideThatWouldWinLoses() {
        MillRules misere = rules(Variant.SIX, Flying.NEVER, Removal.STANDARD, false, true);
        FamilyState after = play(at(misere, "six WW.B....BW....B. w 0 0 4 30"), "e3-e5xb4");
        Result result = after.result().orElseThrow();
        assertThat(result.winnerIfAny()).contains(Side.of("black"));
        assertThat(result.reason()).isEqualTo("misere");
        assertThat(result.sentence()).isEqualTo("Black wins by misère: Black has fewer than three men");
    }

    @Test
    void misere_threeMensMillLosesForTheSideThatClosesIt() {
        MillRules misere = rules(Variant.THREE, Flying.NEVER, Removal.STANDARD, false, true);
        Result result = play(at(misere, "three WW.BB.... w 1 1 0 4"), "c3").result().orElseThrow();
        assertThat(result.winnerIfAny()).contains(Side.of("black"));
        assertThat(result.sentence()).isEqualTo("Black wins by misère: White closed a mill");
    }

    @Test
    void twelve_aBoardFilledWhileMenGoDownIsADraw_misereOrNot() {
        String full = "twelve WBWBWBBWBWBWWBWBBWBWBWBW w 0 0 0 24";
        for (boolean misere : new boolean[] {false, true}) {
            Result result = at(rules(Variant.TWELVE, Flying.AT_THREE, Removal.STANDARD, false, misere), full)
                    .result().orElseThrow();
            assertThat(result.winnerIfAny()).isEmpty();
            assertThat(result.reason()).isEqualTo("full-board");
        }
    }

    @ParameterizedTest
    @CsvSource({
        "zz, not-a-move",
        "d2d3, not-a-move",
        "a7, not-a-move",
        "a5-c5, must-place",
        "a5xc5, no-mill-closed",
    })
    void refusal_hasACodeAndLeavesTheStateAsItWas(String move, String code) {
        FamilyState start = FamilyState.start(MillRules.of(Variant.SIX));
        String before = start.position().text();
        Outcome<FamilyMove> read = start.read(move);
        assertThat(read.isAccepted()).isFalse();
        assertThat(read.refusal().code()).isEqualTo(code);
        assertThat(read.refusal().message()).isNotBlank();
        assertThat(start.position().text()).isEqualTo(before);
        assertThat(start.moves()).hasSize(16);
    }

    @Test
    void refusal_ofAMoveValue_namesTheReason() {
        FamilyState state = at(MillRules.of(Variant.SIX), "six W.W.W.W...BB.BB. w 0 0 4 30");
        MillBoard board = MillBoard.SIXTEEN_POINTS;
        FamilyMove far = FamilyMove.step(board, 0, 15);
        Optional<String> code = state.check(far).map(refusal -> refusal.code());
        assertThat(code).contains("not-a-neighbour");
        assertThat(state.check(FamilyMove.step(board, 12, 11)).map(refusal -> refusal.code()))
                .contains("no-man-of-yours");
    }

    @Test
    void repetition_theSamePositionForTheThirdTimeDraws() {
        FamilyState state = at(MillRules.of(Variant.SIX), "six W.W.W.W...BB.BB. w 0 0 4 30");
        for (int round = 0; round < 2; round++) {
            assertThat(state.result()).isEmpty();
            for (String move : List.of("a5-c5", "b2-b3", "c5-a5", "b3-b2")) {
                state = play(state, move);
            }
        }
        Result result = state.result().orElseThrow();
        assertThat(result.winnerIfAny()).isEmpty();
        assertThat(result.reason()).isEqualTo("repetition");
    }

    @Test
    void noMillLimit_drawsWhenReached_andZeroNeverDoes() {
        String text = "six W.W.W.W...BB.BB. w 0 0 4 30";
        MillRules six = new MillRules(Variant.SIX, Flying.NEVER, Removal.STANDARD, false, false, 6);
        Result result = play(play(at(six, text), "a5-c5"), "b2-b3").result().orElseThrow();
        assertThat(result.reason()).isEqualTo("no-mill");
        assertThat(result.sentence()).isEqualTo("Draw: 6 moves without a mill");
        MillRules never = new MillRules(Variant.SIX, Flying.NEVER, Removal.STANDARD, false, false, 0);
        assertThat(play(play(at(never, text), "a5-c5"), "b2-b3").result()).isEmpty();
    }
}

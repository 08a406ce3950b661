package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.royalur.model.MoveError;
import org.tabula.royalur.model.ParsedMove;
import org.tabula.royalur.model.Place;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.WireMove;

/** The seed's "A move, three ways", square_ok, parse_move, format_move, format_display and format_forfeit. */
class UrNotationMoveTest {

    @Test
    void synopsis_parseMove_handB1_isFromHandToB1() {
        ParsedMove parsed = UrNotation.parseMove("hand-b1");
        assertThat(parsed.move()).contains(new WireMove(Place.HAND, Place.square("b1")));
        assertThat(parsed.error()).isEmpty();
    }

    @Test
    void synopsis_formatDisplay_writesRollWireCaptureAndRosette() {
        UrMove move = UrMove.of(new WireMove(Place.square("a2"), Place.square("d2")), 3, true, true);
        assertThat(UrNotation.formatDisplay(move)).isEqualTo("3: a2-d2x*");
        assertThat(move.text()).isEqualTo("3: a2-d2x*");
    }

    @Test
    void threeWays_wireDisplayAndForfeit() {
        assertThat(UrNotation.formatMove(new WireMove(Place.HAND, Place.square("b1")))).isEqualTo("hand-b1");
        assertThat(UrNotation.formatDisplay(UrMove.of(new WireMove(Place.square("a2"), Place.square("d2")), 3,
                true, true))).isEqualTo("3: a2-d2x*");
        assertThat(UrNotation.formatForfeit(0)).isEqualTo("0: -");
    }

    @Test
    void wireForm_namesSquaresHandAndHome() {
        assertThat(UrNotation.parseMove("g1-home").move()).contains(new WireMove(Place.square("g1"), Place.HOME));
        assertThat(UrNotation.parseMove("h3-g3").move()).contains(new WireMove(Place.square("h3"),
                Place.square("g3")));
    }

    @Test
    void displayForm_writesXBeforeStar_andEachOnlyWhenSo() {
        WireMove wire = new WireMove(Place.square("a2"), Place.square("d2"));
        assertThat(UrNotation.formatDisplay(UrMove.of(wire, 3, false, true))).isEqualTo("3: a2-d2*");
        WireMove plain = new WireMove(Place.square("a2"), Place.square("c2"));
        assertThat(UrNotation.formatDisplay(UrMove.of(plain, 2, true, false))).isEqualTo("2: a2-c2x");
        assertThat(UrNotation.formatDisplay(UrMove.of(plain, 2, false, false))).isEqualTo("2: a2-c2");
    }

    @Test
    void forfeit_isTheRollAndADash() {
        assertThat(UrNotation.formatForfeit(3)).isEqualTo("3: -");
        assertThat(UrMove.forfeit(0).text()).isEqualTo("0: -");
        assertThat(UrNotation.formatDisplay(UrMove.forfeit(2))).isEqualTo("2: -");
    }

    @Test
    void formatDisplay_aRollGiven_isUsedInsteadOfTheMovesOwn() {
        UrMove move = UrMove.of(new WireMove(Place.square("a2"), Place.square("d2")), 3, true, true);
        assertThat(UrNotation.formatDisplay(move, 4)).isEqualTo("4: a2-d2x*");
        assertThat(UrNotation.formatDisplay(UrMove.forfeit(0), 2)).isEqualTo("2: -");
    }

    @Test
    void formatMove_ofAGamesMove_isItsWireForm_andATurnLostHasNone() {
        UrMove move = UrMove.of(new WireMove(Place.square("a2"), Place.square("d2")), 3, true, true);
        assertThat(UrNotation.formatMove(move)).isEqualTo("a2-d2");
        assertThatIllegalArgumentException().isThrownBy(() -> UrNotation.formatMove(UrMove.forfeit(0)));
    }

    @Test
    void wireMove_carriesNoRoll_andIsNotCheckedAgainstABoard() {
        assertThat(UrNotation.parseMove("b1-h3").move()).contains(new WireMove(Place.square("b1"),
                Place.square("h3")));
        assertThat(UrNotation.parseMove("d2-d2").isMove()).isTrue();
        assertThat(UrNotation.parseMove("3: hand-b1").error()).contains(MoveError.PLACE);
    }

    @Test
    void wordsAndFileLetters_areReadInEitherCase_andWrittenInLowerCase() {
        ParsedMove parsed = UrNotation.parseMove("HAND-B1");
        assertThat(parsed.move().map(WireMove::text)).contains("hand-b1");
        assertThat(UrNotation.parseMove("G1-Home").move().map(WireMove::text)).contains("g1-home");
        assertThat(UrNotation.parseMove("hAnD-d1").isMove()).isTrue();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "''          | empty",
        "hand        | shape",
        "hand b1     | shape",
        "hand_b1     | shape",
        "hand--b1    | shape",
        "a1-b1-c1    | shape",
        "hand-e1     | place",
        "hand-i1     | place",
        "hand-a4     | place",
        "hand-a0     | place",
        "' hand-b1'  | place",
        "'hand-b1 '  | place",
        "hand- b1    | place",
        "b1-c2x      | place",
        "a2-d2*      | place",
        "hand-       | place",
        "-b1         | place",
        "hands-b1    | place",
        "home-b1     | from_home",
        "home-hand   | from_home",
        "b1-hand     | to_hand",
        "hand-hand   | to_hand",
    })
    void parseMove_refusesWithTheSeedsWords(String text, String word) {
        ParsedMove parsed = UrNotation.parseMove(text);
        assertThat(parsed.move()).isEmpty();
        assertThat(parsed.error().map(MoveError::word)).contains(word);
    }

    @Test
    void parseMove_ofNull_isEmpty() {
        assertThat(UrNotation.parseMove(null).error()).contains(MoveError.EMPTY);
    }

    @Test
    void squareOk_isTrueForTheTwentySquares_inLowerCaseOnly() {
        assertThat(UrNotation.squareOk("d2")).isTrue();
        assertThat(UrNotation.squareOk("e1")).isFalse();
        assertThat(UrNotation.squareOk("D2")).isFalse();
        assertThat(UrNotation.squareOk("hand")).isFalse();
        assertThat(UrNotation.squareOk(null)).isFalse();
        List<String> squares = new ArrayList<>();
        for (char file = 'a'; file <= 'z'; file++) {
            for (char row = '0'; row <= '9'; row++) {
                if (UrNotation.squareOk("" + file + row)) {
                    squares.add("" + file + row);
                }
            }
        }
        assertThat(squares).hasSize(20).doesNotContain("e1", "f1", "e3", "f3").contains("e2", "f2", "a1", "h3");
    }

    @Property(tries = 500)
    void parseMove_takesAnyString_andWhatItReadsIsWrittenBackInLowerCase(@ForAll("movish") String text) {
        ParsedMove parsed = UrNotation.parseMove(text);
        assertThat(parsed.isMove()).isNotEqualTo(parsed.error().isPresent());
        parsed.move().ifPresent(move -> {
            assertThat(move.text()).isEqualTo(org.tabula.notation.Ascii.toLowerCase(text));
            assertThat(UrNotation.parseMove(move.text()).move()).contains(move);
        });
    }

    @Provide
    Arbitrary<String> movish() {
        Arbitrary<String> place = Arbitraries.of("hand", "home", "HAND", "Home", "a1", "b1", "e1", "d2", "E2", "h3",
                "i1", "a4", "", " ", "x", "*");
        Arbitrary<String> joint = Arbitraries.of("-", "", " ", "--", "x", "_");
        return Arbitraries.oneOf(Arbitraries.strings(), net.jqwik.api.Combinators.combine(place, joint, place)
                .as((a, j, b) -> a + j + b));
    }

    @Test
    void moveValues_refuseWhatIsNoMove() {
        assertThatIllegalArgumentException().isThrownBy(() -> new WireMove(Place.HOME, Place.square("b1")));
        assertThatIllegalArgumentException().isThrownBy(() -> new WireMove(Place.square("b1"), Place.HAND));
        assertThatIllegalArgumentException().isThrownBy(() -> Place.square("e1"));
        assertThatIllegalArgumentException().isThrownBy(() -> new UrMove(Optional.empty(), 2, true, false));
        assertThatIllegalArgumentException().isThrownBy(() -> UrMove.of(new WireMove(Place.square("a2"),
                Place.square("c2")), 2, false, true));
    }
}

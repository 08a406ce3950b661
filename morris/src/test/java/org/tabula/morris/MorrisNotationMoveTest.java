package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import java.util.Optional;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Points;

class MorrisNotationMoveTest {

    private static final int NONE = MorrisMove.NONE;

    @Test
    void parseMove_readsTheSynopsisMove() {
        // parse_move('d2-d3xa1') is { from => 19, to => 16, remove => 21 }
        assertThat(MorrisNotation.parseMove("d2-d3xa1")).contains(new MorrisMove(19, 16, 21));
    }

    @Test
    void formatMove_writesTheSynopsisMoveBack() {
        assertThat(MorrisNotation.formatMove(MorrisNotation.parseMove("d2-d3xa1").orElseThrow()))
                .isEqualTo("d2-d3xa1");
    }

    @Test
    void formatMove_writesAPlacementAsItsPoint() {
        // format_move({ to => 19 }) is 'd2'
        assertThat(MorrisNotation.formatMove(MorrisMove.place(19))).isEqualTo("d2");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // the four shapes of the seed: placed, moved, placed and took, moved and took
        "d2,       -1, 19, -1",
        "d2-d3,    19, 16, -1",
        "d2xa1,    -1, 19, 21",
        "d2-d3xa1, 19, 16, 21",
        "a7,       -1,  0, -1",
        "g1-a7,    23,  0, -1",
    })
    void parseMove_readsEachShape(String text, int from, int to, int remove) {
        assertThat(MorrisNotation.parseMove(text)).contains(new MorrisMove(from, to, remove));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"D2-D3XA1", "d2-D3Xa1", "D2 - D3 X A1", "  d2-d3xa1", "d2-d3xa1  ", "\td2 -d3x a1\n",
        "d2\u3000-\u3000d3\u3000x\u3000a1", "d2-d3 xA1"})
    void parseMove_forgivesCaseAndSpacesAroundTheJoints(String text) {
        assertThat(MorrisNotation.parseMove(text)).contains(new MorrisMove(19, 16, 21));
    }

    @Test
    void parseMove_readsTheSeedsSpacedExample() {
        assertThat(MorrisNotation.parseMove("D2 - D3")).contains(MorrisMove.step(19, 16));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"d2-d2", "d2xd2", "d2-d3xd2", "d2-d3xd3", "A7-a7"})
    void parseMove_rejectsSamePointTwice(String text) {
        assertThat(MorrisNotation.parseMove(text)).isEmpty();
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"a2", "h1", "d4", "e1", "a0", "a8", "d2-d4", "d4xa1", "d2xb1", "z9"})
    void parseMove_rejectsANameThatIsNoPoint(String text) {
        assertThat(MorrisNotation.parseMove(text)).isEmpty();
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", " ", "d", "2", "d 2", "d2-", "-d3", "d2x", "xa1", "d2 d3", "d2--d3", "d2-xa1",
        "d2-d3-d4", "d2xa1xa4", "d2xa1-d3", "d2,d3", "d2\u2013d3", "\uFF442", "\u212A1", "d2-d3xa1 b",
        "1. d2", "d2.", "d22", "dd2", "d2\u0000", "\uD83D\uDE00", "d2\uD83D"})
    void parseMove_rejectsWhatIsNotAMove(String text) {
        assertThat(MorrisNotation.parseMove(text)).isEmpty();
    }

    @ParameterizedTest
    @NullSource
    void parseMove_takesNullAsNoMove(String text) {
        assertThat(MorrisNotation.parseMove(text)).isEmpty();
    }

    @Test
    void formatMove_refusesNoMove() {
        assertThatThrownBy(() -> MorrisNotation.formatMove(null)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void everyMove_isWrittenLowerCaseWithoutSpacesAndReadsBack() {
        int count = 0;
        for (int from = NONE; from < Points.COUNT; from++) {
            for (int to = 0; to < Points.COUNT; to++) {
                for (int remove = NONE; remove < Points.COUNT; remove++) {
                    if (from == to || remove == to || (from != NONE && remove == from)) {
                        continue;
                    }
                    MorrisMove move = new MorrisMove(from, to, remove);
                    String text = MorrisNotation.formatMove(move);
                    assertThat(text).isEqualTo(move.text()).isEqualTo(text.toLowerCase(Locale.ROOT))
                            .doesNotContain(" ");
                    assertThat(MorrisNotation.parseMove(text)).contains(move);
                    assertThat(MorrisNotation.parseMove(text.toUpperCase(Locale.ROOT))).contains(move);
                    assertThat(MorrisNotation.parseMove(" " + text.replace("-", " - ").replace("x", " x ") + " "))
                            .contains(move);
                    count++;
                }
            }
        }
        // 24 placements x (1 + 23 removes) + 24 x 23 steps x (1 + 22 removes)
        assertThat(count).isEqualTo(24 * 24 + 24 * 23 * 23);
    }

    @Property
    void parseMove_neverThrowsForAnyString(@ForAll("hostile") String text) {
        Optional<MorrisMove> move = MorrisNotation.parseMove(text);
        move.ifPresent(m -> assertThat(MorrisNotation.parseMove(MorrisNotation.formatMove(m))).contains(m));
    }

    @Property
    void parseMove_neverThrowsForAnyUnicodeString(@ForAll String text) {
        MorrisNotation.parseMove(text);
    }

    @Property
    void parseMove_neverThrowsForAMutatedMove(@ForAll("mutatedMoves") String text) {
        Optional<MorrisMove> move = MorrisNotation.parseMove(text);
        move.ifPresent(m -> assertThat(MorrisNotation.parseMove(MorrisNotation.formatMove(m))).contains(m));
    }

    @Property
    void formatMove_readsBackToTheSameMove(@ForAll("moves") MorrisMove move) {
        assertThat(MorrisNotation.parseMove(MorrisNotation.formatMove(move))).contains(move);
    }

    @Provide
    Arbitrary<String> hostile() {
        return MorrisNotationArbitraries.hostile();
    }

    @Provide
    Arbitrary<String> mutatedMoves() {
        return MorrisNotationArbitraries.mutated(MorrisNotationArbitraries.moves().map(MorrisMove::text));
    }

    @Provide
    Arbitrary<MorrisMove> moves() {
        return MorrisNotationArbitraries.moves();
    }
}

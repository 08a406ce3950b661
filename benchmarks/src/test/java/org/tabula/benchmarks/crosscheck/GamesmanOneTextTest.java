package org.tabula.benchmarks.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.family.Variant;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MillBoard;

/** Tabula's positions and moves in GamesmanOne's texts, without the partner (it is built outside the repository). */
class GamesmanOneTextTest {

    @Test
    void theStartOfNine_isTheEmptyBoardWithNineInHandEach() {
        assertThat(GamesmanOneText.formal(FamilyPosition.start(MillRules.of(Variant.NINE))))
                .isEqualTo("1_------------------------99");
    }

    @Test
    void tenMenOrMore_areCountedInTwoDigits() {
        assertThat(GamesmanOneText.formal(FamilyPosition.start(MillRules.of(Variant.LASKER))))
                .isEqualTo("1_------------------------1010");
        FamilyPosition placed = position(Variant.TWELVE, "a7", "", Colour.BLACK, 11, 12);
        assertThat(GamesmanOneText.formal(placed)).isEqualTo("2_W-----------------------1112");
    }

    @Test
    void eachPoint_standsWhereGamesmanOneCountsIt() {
        // boards.h: the sixteen-point board's fifth slot is c4, the seventeen's ninth is the centre c3, the
        // Sesotho board's thirteenth is its centre d4 and the 24-point board's thirteenth is e4.
        assertThat(GamesmanOneText.formal(position(Variant.SIX, "c4", "a1", Colour.WHITE, 5, 5)))
                .isEqualTo("1_----W--------B--55");
        assertThat(GamesmanOneText.formal(position(Variant.SEVEN, "c3", "e1", Colour.WHITE, 6, 6)))
                .isEqualTo("1_--------W-------B66");
        assertThat(GamesmanOneText.formal(position(Variant.SESOTHO, "d4", "a7", Colour.WHITE, 11, 11)))
                .isEqualTo("1_B-----------W------------1111");
        assertThat(GamesmanOneText.formal(position(Variant.NINE, "e4", "g1", Colour.WHITE, 8, 8)))
                .isEqualTo("1_------------W----------B88");
    }

    @Test
    void noManInHand_isWrittenAsDashes() {
        assertThat(GamesmanOneText.formal(position(Variant.FIVE, "a5 c5 e5", "a1 c1 e1", Colour.BLACK, 0, 0)))
                .isEqualTo("2_WWW----------BBB--");
    }

    @Test
    void threeMensMorris_isNotGamesmanOnes() {
        assertThat(GamesmanOneText.knows(MillBoard.NINE_POINTS)).isFalse();
        assertThatThrownBy(() -> GamesmanOneText.formal(FamilyPosition.start(MillRules.of(Variant.THREE))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Three Men's Morris");
    }

    @Test
    void aFormalMove_isTabulasText() {
        assertThat(GamesmanOneText.move("d2")).isEqualTo("d2");
        assertThat(GamesmanOneText.move("a7Rb6")).isEqualTo("a7xb6");
        assertThat(GamesmanOneText.move("a7-d7Rb6")).isEqualTo("a7-d7xb6");
    }

    @Test
    void aVariantsNumber_isVariantsHsMixedRadixOfItsChoices() {
        // variants.h's standard combinations and their numbers: Five 0, Six 72, Seven 144, Nine 234 and 236,
        // Lasker 312; Eleven [fcaaa] is 396.
        assertThat(GamesmanOneVariant.FIVE.id()).isZero();
        assertThat(GamesmanOneVariant.SIX.id()).isEqualTo(72);
        assertThat(GamesmanOneVariant.SEVEN.id()).isEqualTo(144);
        assertThat(GamesmanOneVariant.NINE.id()).isEqualTo(234);
        assertThat(GamesmanOneVariant.NINE_STRICT.id()).isEqualTo(236);
        assertThat(GamesmanOneVariant.LASKER.id()).isEqualTo(312);
        assertThat(GamesmanOneVariant.TWELVE.id()).isEqualTo(450);
    }

    private static FamilyPosition position(Variant variant, String white, String black, Colour turn, int whiteHand,
            int blackHand) {
        MillRules rules = MillRules.of(variant);
        return new FamilyPosition(rules, mask(rules.board(), white), mask(rules.board(), black), turn, whiteHand,
                blackHand, 0, 0);
    }

    private static int mask(MillBoard board, String names) {
        int mask = 0;
        for (String name : names.split(" ")) {
            if (!name.isEmpty()) {
                mask |= 1 << board.point(name).orElseThrow();
            }
        }
        return mask;
    }
}

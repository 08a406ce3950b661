package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/** The rule sets: the two named, the five fields, the dice's chances and the two routes. */
class UrRulesTest {

    @Test
    void finkel_isTheShortRoute_fourDice_aThrowOfNoneLost_safeRosettes_sevenPieces() {
        assertThat(UrRules.FINKEL.fields()).isEqualTo("route=short dice=4 zero_rolls=0 safe_rosettes=1 pieces=7");
        assertThat(UrRules.FINKEL.text()).isEqualTo("finkel");
        assertThat(UrRules.FINKEL.rolls()).containsExactly(0, 1, 2, 3, 4);
        assertThat(UrRules.FINKEL.probability(0)).isEqualTo(1.0 / 16);
        assertThat(UrRules.FINKEL.probability(2)).isEqualTo(6.0 / 16);
    }

    @Test
    void masters_isTheLongRoute_threeDice_aThrowOfNoneCountsFour_noSafeRosette_sevenPieces() {
        assertThat(UrRules.MASTERS.fields()).isEqualTo("route=long dice=3 zero_rolls=4 safe_rosettes=0 pieces=7");
        assertThat(UrRules.MASTERS.rolls()).containsExactly(1, 2, 3, 4);
        assertThat(UrRules.MASTERS.probability(4)).isEqualTo(1.0 / 8);
        assertThat(UrRules.MASTERS.probability(3)).isEqualTo(1.0 / 8);
        assertThat(UrRules.MASTERS.probability(1)).isEqualTo(3.0 / 8);
        assertThat(UrRules.MASTERS.rollOfFaces("000")).isEqualTo(4);
        assertThat(UrRules.MASTERS.rollOfFaces("0000")).isEqualTo(-1);
    }

    @Test
    void fiveFields_areReadInOrder_exactlyAsWritten() {
        assertThat(UrRules.parse("route=long dice=3 zero_rolls=4 safe_rosettes=1 pieces=7"))
                .contains(UrRules.of(Route.LONG, 3, 4, true, 7));
        assertThat(UrRules.parse("route=short dice=4 zero_rolls=0 safe_rosettes=0 pieces=3")).isPresent();
        assertThat(UrRules.parse("route=long  dice=3 zero_rolls=4 safe_rosettes=1 pieces=7")).isEmpty();
        assertThat(UrRules.parse("route=medium dice=3 zero_rolls=4 safe_rosettes=1 pieces=7")).isEmpty();
        assertThat(UrRules.parse("route=long dice=10 zero_rolls=4 safe_rosettes=1 pieces=7")).isEmpty();
        assertThat(UrRules.parse("route=long dice=3 zero_rolls=4 safe_rosettes=1 pieces=0")).isEmpty();
        assertThat(UrRules.parse("FINKEL")).isEmpty();
        assertThat(UrRules.parse(null)).isEmpty();
        assertThatIllegalArgumentException().isThrownBy(() -> new UrRules("finkel", Route.LONG, 4, 0, true, 7));
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"dice=2", "dice=5", "dice=9", "zero_rolls=1", "zero_rolls=3", "zero_rolls=9", "pieces=8",
            "pieces=9", "pieces=0"})
    void fiveFields_keepToTheSeedsRanges(String field) {
        String name = field.substring(0, field.indexOf('='));
        String text = "route=short dice=4 zero_rolls=0 safe_rosettes=1 pieces=7".replaceFirst(name + "=[0-9]", field);
        assertThat(UrRules.parse(text)).as(text).isEmpty();
        int value = field.charAt(field.length() - 1) - '0';
        assertThatIllegalArgumentException().isThrownBy(() -> UrRules.of(Route.SHORT,
                name.equals("dice") ? value : 4, name.equals("zero_rolls") ? value : 0, true,
                name.equals("pieces") ? value : 7));
    }

    @Test
    void fiveFields_takeEveryValueTheSeedAllows() {
        for (int dice = 3; dice <= 4; dice++) {
            for (int zero = 0; zero <= 4; zero += 4) {
                for (int pieces = 1; pieces <= 7; pieces++) {
                    String text = "route=long dice=" + dice + " zero_rolls=" + zero + " safe_rosettes=0 pieces="
                            + pieces;
                    assertThat(UrRules.parse(text).map(UrRules::text)).contains(text);
                }
            }
        }
    }

    @Test
    void chances_ofEveryRoll_addUpToOne() {
        for (UrRules rules : new UrRules[] {UrRules.FINKEL, UrRules.MASTERS, UrRules.of(Route.LONG, 3, 0, true, 3)}) {
            assertThat(rules.rolls().stream().mapToDouble(rules::probability).sum()).isEqualTo(1.0);
        }
    }

    @Test
    void routes_areFourteenAndSixteenSquares_mirroredForDark_withARosetteEveryFourthStepOnTheLongOne() {
        assertThat(Route.SHORT.length()).isEqualTo(14);
        assertThat(Route.LONG.length()).isEqualTo(16);
        StringBuilder rosettes = new StringBuilder();
        for (int step = 1; step <= 16; step++) {
            int light = Route.LONG.cell(UrSide.LIGHT, step);
            int dark = Route.LONG.cell(UrSide.DARK, step);
            assertThat(Squares.file(dark)).isEqualTo(Squares.file(light));
            assertThat(Squares.row(dark)).isEqualTo(4 - Squares.row(light));
            rosettes.append(Squares.isRosette(light) ? step + " " : "");
        }
        assertThat(rosettes.toString()).isEqualTo("4 8 12 16 ");
        assertThat(Route.SHORT.isShared(Squares.parse("g3"))).isFalse();
        assertThat(Route.LONG.isShared(Squares.parse("g3"))).isTrue();
        assertThat(Route.LONG.isShared(Squares.parse("d3"))).isFalse();
    }

    @Test
    void seed_throwsEachDieMarkedAboutHalfTheTime_andTheRollsAsTheBinomialSays() {
        Seed seed = new Seed("0badc0de");
        int[] counts = new int[5];
        int marked = 0;
        int throwsMade = 40_000;
        for (int i = 0; i < throwsMade; i++) {
            String faces = seed.faces(i, 4);
            counts[UrRules.FINKEL.rollOfFaces(faces)]++;
            marked += faces.chars().filter(c -> c == '1').count();
        }
        assertThat(marked / (4.0 * throwsMade)).isBetween(0.49, 0.51);
        for (int roll = 0; roll <= 4; roll++) {
            assertThat(counts[roll] / (double) throwsMade).as("roll %d", roll)
                    .isBetween(UrRules.FINKEL.probability(roll) - 0.01, UrRules.FINKEL.probability(roll) + 0.01);
        }
        assertThat(new Seed("0badc0df").faces(0, 4) + new Seed("0badc0df").faces(1, 4))
                .isNotEqualTo(seed.faces(0, 4) + seed.faces(1, 4));
        assertThat(Seed.parse("0BADC0DE")).isEmpty();
        assertThat(Seed.parse("")).isEmpty();
        assertThat(Seed.parse("ab".repeat(33))).isEmpty();
    }
}

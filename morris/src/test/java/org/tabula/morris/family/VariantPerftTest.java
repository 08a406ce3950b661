package org.tabula.morris.family;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tabula.morris.model.MillBoard;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Perft of every variant from its start, against counts worked out here from the board alone: while men go down
 * and no side can have closed a mill (a side's third man comes at ply 5), every empty point is a move.
 */
class VariantPerftTest {

    @ParameterizedTest
    @EnumSource(value = Variant.class, mode = EnumSource.Mode.EXCLUDE, names = "LASKER")
    void placements_countEmptyPointsAtEveryPly(Variant variant) {
        long points = variant.board().points();
        FamilyState start = FamilyState.start(MillRules.of(variant));
        assertThat(FamilyPerft.perft(start, 1)).isEqualTo(points);
        assertThat(FamilyPerft.perft(start, 2)).isEqualTo(points * (points - 1));
        assertThat(FamilyPerft.perft(start, 3)).isEqualTo(points * (points - 1) * (points - 2));
        assertThat(FamilyPerft.fast(start.position(), 4))
                .isEqualTo(points * (points - 1) * (points - 2) * (points - 3));
    }

    @ParameterizedTest
    @EnumSource(Variant.class)
    void statePerftAndFastPerft_agreeToDepthFour(Variant variant) {
        FamilyState start = FamilyState.start(MillRules.of(variant));
        assertThat(FamilyPerft.fast(start.position(), 4)).isEqualTo(FamilyPerft.perft(start, 4));
    }

    @Test
    void threeMensMorris_sixthPlyFollowsOnlyTheFifthPliesThatCloseNoMill() {
        FamilyState start = FamilyState.start(MillRules.of(Variant.THREE));
        // Every fifth ply is a placement of white's third man, mill or not: 9*8*7*6*5.
        assertThat(FamilyPerft.perft(start, 5)).isEqualTo(15_120L);
        // White's three men make a mill in 8 of the 84 sets of three points; such a game is over at ply 5, and after
        // any other black has four empty points left for its third man.
        long sixth = 0;
        for (int a = 0; a < 9; a++) {
            for (int b = a + 1; b < 9; b++) {
                for (int c = b + 1; c < 9; c++) {
                    int men = 1 << a | 1 << b | 1 << c;
                    boolean mill = false;
                    for (int mask : MillBoard.NINE_POINTS.millMasks()) {
                        mill |= (men & mask) == mask;
                    }
                    // 3! orders of white's men, 6*5 of black's two on the other six points, 4 for black's third.
                    sixth += mill ? 0 : 6L * 6 * 5 * 4;
                }
            }
        }
        assertThat(FamilyPerft.perft(start, 6)).isEqualTo(sixth).isEqualTo(76L * 720);
    }

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = "LASKER")
    void lasker_thirdPlyAddsTheStepsOfWhitesFirstMan(Variant variant) {
        MillBoard board = variant.board();
        int points = board.points();
        long expected = 0;
        for (int white = 0; white < points; white++) {
            for (int black = 0; black < points; black++) {
                if (black != white) {
                    int steps = Integer.bitCount(board.neighbours(white) & ~(1 << black));
                    expected += (points - 2) + steps;
                }
            }
        }
        FamilyState start = FamilyState.start(MillRules.of(variant));
        assertThat(FamilyPerft.perft(start, 1)).isEqualTo(points);
        assertThat(FamilyPerft.perft(start, 2)).isEqualTo((long) points * (points - 1));
        assertThat(FamilyPerft.perft(start, 3)).isEqualTo(expected);
    }
}

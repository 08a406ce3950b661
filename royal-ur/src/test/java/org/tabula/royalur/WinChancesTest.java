package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/**
 * The two-piece Finkel game solved by value iteration, checked against RoyalUr.net's solved table
 * ({@code research-data/finkel2p.rgu} on the test class path, with its PROVENANCE.md): the start, and every one of the table's 12,990 positions.
 *
 * <p>The table's keys (worked out from the file and from RoyalUr-Java's published encoding for simple rule sets)
 * hold a position with light to throw: bits 0-5 dark's own squares a3, b3, c3, d3, g3, h3; bits 6-15 the eight
 * middle squares a2..h2 as the rank of their contents (empty, dark, light; a2 the most significant digit) among
 * all contents with at most two pieces of each side; bits 16-21 light's own squares a1, b1, c1, d1, g1, h1; bits
 * 22-24 dark's pieces in hand and 25-27 light's. The value is light's chance to win, in percent.
 */
class WinChancesTest {

    private static final UrRules TWO_PIECES = UrRules.of(Route.SHORT, 4, 0, true, 2);
    /** One step of the table's 16-bit percentages; its values are rounded to the nearest. */
    private static final double STEP = 100.0 / 65535;
    /**
     * How far a value of the table may lie from the exact one: half a step of rounding, and the table's own
     * "training-precision" of 7.62939453125E-6 (half a step again), since it was trained with its values held
     * as 16-bit percentages.
     */
    private static final double TOLERANCE = STEP / 2 + 100 * 7.62939453125E-6;

    private static WinChances solved;
    private static RguTable table;

    @BeforeAll
    static void solve() throws IOException {
        solved = WinChances.of(TWO_PIECES, 1e-13);
        table = RguTable.read(RguTable.resource("/research-data/finkel2p.rgu"));
    }

    @Test
    void table_isReadFromTheClassPath_withItsProvenanceBesideIt() throws IOException {
        assertThat(RguTable.resource("/research-data/finkel2p.rgu")).hasSize(78_243);
        assertThat(new String(RguTable.resource("/research-data/PROVENANCE.md"), java.nio.charset.StandardCharsets.UTF_8))
                .contains("RoyalUr/RoyalUr-Java", "f09c562ebdc4a3c751c32922970874cdeabd4132", "models/finkel2p.rgu", "MIT");
    }

    @Test
    void table_isTheTwoPieceFinkelGame() {
        assertThat(table.metadata).contains("\"paths\":\"bell\"", "\"dice\":\"four_binary\"", "\"start_pieces\":2",
                "\"safe_rosettes\":true", "\"rosettes_grant_rolls\":true", "\"captures_grant_rolls\":false");
        assertThat(table.keys).hasSize(12_990);
    }

    @Test
    void start_lightToThrowWins51point8578Percent_withinTheTablesPrecision() {
        int last = table.keys.length - 1;
        assertThat(position(table.keys[last])).isEqualTo(Position.start(TWO_PIECES, UrSide.LIGHT));
        assertThat(table.percents[last]).isCloseTo(51.8578, within(0.00005));
        double start = 100 * solved.chanceToWin(Position.start(TWO_PIECES, UrSide.LIGHT));
        // The exact value is 51.85729 %: a third of a table step below the table's 51.85779 %.
        assertThat(start).isCloseTo(table.percents[last], within(TOLERANCE));
    }

    @Test
    void everyPositionOfTheTable_agreesWithValueIteration() {
        double worst = 0;
        int withinRounding = 0;
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < table.keys.length; i++) {
            Position position = position(table.keys[i]);
            double mine = 100 * solved.chanceToWin(position);
            double difference = Math.abs(mine - table.percents[i]);
            worst = Math.max(worst, difference);
            withinRounding += difference <= STEP / 2 + 1e-9 ? 1 : 0;
            if (difference > TOLERANCE && wrong.size() < 10) {
                wrong.add(UrNotation.formatPosition(position) + ": " + mine + " against " + table.percents[i]);
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(worst).isLessThanOrEqualTo(TOLERANCE);
        // All but a handful are within the rounding alone (12,983 of 12,990 when this was written).
        assertThat(withinRounding).isGreaterThanOrEqualTo(12_990 - 20);
    }

    @Test
    void table_holdsEveryPositionWithLightToThrow_butThoseDarkHasWon() {
        // 121 of them light has already won: one for each way dark's two pieces can stand short of home.
        long live = 0;
        for (long key : table.keys) {
            Position position = position(key);
            assertThat(position.winner()).isNotEqualTo(UrSide.DARK);
            live += position.winner() == null ? 1 : 0;
        }
        assertThat(live).isEqualTo(12_990 - 121);
    }

    @Test
    void chances_ofBothSidesToThrow_sumAboveOne_becauseThrowingFirstHelps() {
        Position light = Position.start(TWO_PIECES, UrSide.LIGHT);
        Position dark = Position.start(TWO_PIECES, UrSide.DARK);
        assertThat(solved.chanceToWin(light)).isEqualTo(solved.chanceToWin(dark));
        assertThat(solved.sweeps()).isGreaterThan(1);
    }

    @Test
    void morePiecesThanTheTableTakes_areRefused() {
        assertThatIllegalArgumentException().isThrownBy(() -> WinChances.of(UrRules.FINKEL, 1e-9));
    }

    /** The position a key of the table holds, light to throw. */
    static Position position(long key) {
        int[] files = {0, 1, 2, 3, 6, 7};
        int light = 0;
        int dark = 0;
        for (int i = 0; i < 6; i++) {
            if ((key >>> i & 1) != 0) {
                dark |= 1 << Squares.cell(files[i], 3);
            }
            if ((key >>> (16 + i) & 1) != 0) {
                light |= 1 << Squares.cell(files[i], 1);
            }
        }
        int[] middle = MIDDLE.get((int) (key >>> 6 & 0x3FF));
        for (int file = 0; file < 8; file++) {
            if (middle[file] == 1) {
                dark |= 1 << Squares.cell(file, 2);
            } else if (middle[file] == 2) {
                light |= 1 << Squares.cell(file, 2);
            }
        }
        int darkHand = (int) (key >>> 22 & 7);
        int lightHand = (int) (key >>> 25 & 7);
        int lightHome = 2 - lightHand - Integer.bitCount(light);
        int darkHome = 2 - darkHand - Integer.bitCount(dark);
        return new Position(light, dark, UrSide.LIGHT, 0, lightHand, lightHome, darkHand, darkHome, 0);
    }

    /** Every content of the middle row with at most two pieces a side, in the table's order. */
    private static final List<int[]> MIDDLE = middle();

    private static List<int[]> middle() {
        List<int[]> all = new ArrayList<>();
        enumerate(new int[8], 0, 2, 2, all);
        return all;
    }

    private static void enumerate(int[] row, int file, int lightLeft, int darkLeft, List<int[]> out) {
        if (file == 8) {
            out.add(row.clone());
            return;
        }
        for (int occupant = 0; occupant < 3; occupant++) {
            if ((occupant == 1 && darkLeft == 0) || (occupant == 2 && lightLeft == 0)) {
                continue;
            }
            row[file] = occupant;
            enumerate(row, file + 1, lightLeft - (occupant == 2 ? 1 : 0), darkLeft - (occupant == 1 ? 1 : 0), out);
        }
    }
}

package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Position;

class MorrisNotationPositionTest {

    private static final String SYNOPSIS = "W..........B............ w 8 8 0 2";
    private static final String SEED_START = "WWW.BB..B..W....B..W.B.. w 4 4 0 10";

    @Test
    void parsePosition_readsTheSynopsisPosition() {
        Position position = MorrisNotation.parsePosition(SYNOPSIS);
        assertThat(position).isEqualTo(new Position(1 << 0, 1 << 11, Colour.WHITE, 8, 8, 0, 2));
        assertThat(position.cell(0)).isEqualTo(1);
        assertThat(position.cell(11)).isEqualTo(-1);
        assertThat(position.cell(1)).isZero();
    }

    @Test
    void parsePosition_readsTheSixFieldsInTheirOrder() {
        // cells in point order, side to move, white in hand, black in hand, plies since a mill, plies played
        Position position = MorrisNotation.parsePosition(SEED_START);
        assertThat(position.white()).isEqualTo(0b0000_1000_0000_1000_0000_0111);
        assertThat(position.black()).isEqualTo(0b0010_0001_0000_0001_0011_0000);
        assertThat(position.turn()).isEqualTo(Colour.WHITE);
        assertThat(position.whiteInHand()).isEqualTo(4);
        assertThat(position.blackInHand()).isEqualTo(4);
        assertThat(position.noMill()).isZero();
        assertThat(position.ply()).isEqualTo(10);
        assertThat(MorrisNotation.parsePosition("........................ b 9 8 3 1").turn()).isEqualTo(Colour.BLACK);
        assertThat(MorrisNotation.parsePosition("........................ b 9 8 3 1").noMill()).isEqualTo(3);
    }

    @Test
    void formatPosition_writesTheCanonicalLine() {
        assertThat(MorrisNotation.formatPosition(Position.START)).isEqualTo("........................ w 9 9 0 0");
        assertThat(MorrisNotation.formatPosition(MorrisNotation.parsePosition(SYNOPSIS))).isEqualTo(SYNOPSIS);
        assertThat(MorrisNotation.formatPosition(MorrisNotation.parsePosition(SEED_START))).isEqualTo(SEED_START);
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {
        "  W..........B............   w\t8 8  0 2  ",
        "W..........B............ w 08 8 0 002",
        "W..........B............ w 8 8 0 2\n",
        "W..........B............ w 8 8 0 2\r\n",
        "W..........B............ w 8 8 0 2\n\n  \n",
    })
    void parsePosition_forgivesWhiteSpace(String text) {
        assertThat(MorrisNotation.formatPosition(MorrisNotation.parsePosition(text))).isEqualTo(SYNOPSIS);
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "''|there is no position at 1:1",
        "'   '|there is no position at 1:1",
        "'\\nW..........B............ w 8 8 0 2'|there is no position at 1:1",
        "W..........B.......... w 8 8 0 2|the board has 22 points, not 24 at 1:23",
        "W..........B............. w 8 8 0 2|the board has more than 24 points at 1:25",
        "W..........B...X........ w 8 8 0 2|'X' is not a point: a point is W for a white man, B for a black one or"
            + " . for none at 1:16",
        "W..........B...\u00E9........ w 8 8 0 2|'\u00E9' is not a point: a point is W for a white man, B for a"
            + " black one or . for none at 1:16",
        "W..........B............|the side to move (w or b) is missing at 1:25",
        "W..........B............ white 8 8 0 2|the side to move is w or b, not 'white' at 1:26",
        "W..........B............ W 8 8 0 2|the side to move is w or b, not 'W' at 1:26",
        "W..........B............ B 8 8 0 2|the side to move is w or b, not 'B' at 1:26",
        "w..........B............ w 8 8 0 2|'w' is not a point: a point is W for a white man, B for a black one or"
            + " . for none at 1:1",
        "W..........b............ w 8 8 0 2|'b' is not a point: a point is W for a white man, B for a black one or"
            + " . for none at 1:12",
        "W..........B............ w|the field 'white in hand' is missing at 1:27",
        "W..........B............ w 8|the field 'black in hand' is missing at 1:29",
        "W..........B............ w 8 8|the field 'plies since a mill' is missing at 1:31",
        "W..........B............ w 8 8 0|the field 'plies played' is missing at 1:33",
        "W..........B............ w 8 8 0 2 7|a position has six fields; '7' is one too many at 1:36",
        "W..........B............ w -1 8 0 2|'white in hand' is a whole number, not '-1' at 1:28",
        "W..........B............ w 8 eight 0 2|'black in hand' is a whole number, not 'eight' at 1:30",
        "W..........B............ w 8 8 0.5 2|'plies since a mill' is a whole number, not '0.5' at 1:32",
        "W..........B............ w 8 8 0 99999999999999999999|'plies played' is too large a number:"
            + " 99999999999999999999 at 1:34",
        "W..........B............ w 8 8 0 2147483647|'plies played' is at most 999999999, not 2147483647 at 1:34",
        "W..........B............ w 8 8 1000000000 2|'plies since a mill' is at most 999999999, not 1000000000"
            + " at 1:32",
        "W..........B............ w 8 8 0 \u0662|'plies played' is a whole number, not '\u0662' at 1:34",
        "W..........B............ w 9 8 0 2|white has more than nine men: 1 on the board and 9 in hand at 1:28",
        "W..........B............ w 8 9 0 2|black has more than nine men: 1 on the board and 9 in hand at 1:30",
        "WWWWWWWWWW.B............ w 0 8 0 2|white has more than nine men: 10 on the board at 1:1",
        "BBBBBBBBBB.W............ w 0 0 0 2|black has more than nine men: 10 on the board at 1:1",
        "W..........B............ w 99999999999 8 0 2|'white in hand' is too large a number: 99999999999 at 1:28",
        "W..........B............ w 8 8 0 2\\nW|a position is one line; this is more at 2:1",
        "W..........B............ w 8 8 0 2\\n\\n   b 9 9 0 0|a position is one line; this is more at 3:4",
    })
    void parsePosition_saysWhatIsWrongAndWhere(String text, String message) {
        assertThatThrownBy(() -> MorrisNotation.parsePosition(text.replace("\\n", "\n")))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    @Test
    void parsePosition_givesTheLocationAndReasonApart() {
        TextFormatException error = catchThrowableOfType(TextFormatException.class,
                () -> MorrisNotation.parsePosition("W..........B............ x 8 8 0 2"));
        assertThat(error.location()).contains(new TextLocation(1, 26));
        assertThat(error.reason()).isEqualTo("the side to move is w or b, not 'x'");
        assertThat(error.moveNumber()).isEmpty();
    }

    @Test
    void parsePosition_allowsNineMenASideAndNoMore() {
        assertThat(MorrisNotation.parsePosition("WWWWWWWWW.BBB........... b 0 6 0 40").men(Colour.WHITE))
                .isEqualTo(0b1_1111_1111);
    }

    @Test
    void parsePositionAndFormatPosition_refuseNull() {
        assertThatThrownBy(() -> MorrisNotation.parsePosition(null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> MorrisNotation.formatPosition(null)).isInstanceOf(NullPointerException.class);
    }

    @Property
    void position_roundTripsThroughItsText(@ForAll("positions") Position position) {
        String text = MorrisNotation.formatPosition(position);
        Position read = MorrisNotation.parsePosition(text);
        assertThat(read).isEqualTo(position);
        assertThat(MorrisNotation.formatPosition(read)).isEqualTo(text);
        assertThat(text).matches("[WB.]{24} [wb] \\d \\d \\d+ \\d+");
    }

    @Property
    void parsePosition_throwsOnlyLocatedErrorsForAnyString(@ForAll("hostile") String text) {
        readOrLocatedError(text);
    }

    @Property
    void parsePosition_throwsOnlyLocatedErrorsForAnyUnicodeString(@ForAll String text) {
        readOrLocatedError(text);
    }

    @Property
    void parsePosition_throwsOnlyLocatedErrorsForAMutatedPosition(@ForAll("mutatedPositions") String text) {
        readOrLocatedError(text);
    }

    private static void readOrLocatedError(String text) {
        try {
            Position position = MorrisNotation.parsePosition(text);
            assertThat(MorrisNotation.parsePosition(MorrisNotation.formatPosition(position))).isEqualTo(position);
        } catch (TextFormatException e) {
            assertThat(e.getMessage()).matches("(?s).+ at \\d+:\\d+");
            assertThat(e.location()).isPresent();
        }
    }

    @Provide
    Arbitrary<Position> positions() {
        return MorrisNotationArbitraries.positions();
    }

    @Provide
    Arbitrary<String> hostile() {
        return MorrisNotationArbitraries.hostile();
    }

    @Provide
    Arbitrary<String> mutatedPositions() {
        return MorrisNotationArbitraries.mutated(MorrisNotationArbitraries.positions()
                .map(MorrisNotation::formatPosition));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        // g7 closes a7-d7-g7 with no black man on the board to take.
        "WW...................... w 7 9 0 0|white",
        // A flight to g7 closes it too: a man that moves closes a mill as one placed does.
        "WW..........W........... w 0 9 0 0|white",
        "BB...................... b 9 7 0 0|black",
    })
    void aPositionWhereAMillWouldTakeNothing_isNotAPosition_forNoGameComesToIt(String text, String side) {
        assertThatThrownBy(() -> MorrisNotation.parsePosition(text))
                .isInstanceOf(TextFormatException.class)
                .hasMessage("not a position: " + side + " could close a mill with no man of the other side on the"
                        + " board to take at 1:1");
        assertThatThrownBy(() -> MorrisGame.fromPosition(text)).isInstanceOf(TextFormatException.class);
        Position value = side.equals("white") ? new Position(0b11, 0, Colour.WHITE, 7, 9, 0, 0)
                : new Position(0, 0b11, Colour.BLACK, 9, 7, 0, 0);
        assertThatThrownBy(() -> MorrisGame.fromPosition(value, false)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("could close a mill with no man of the other side on the board to take");
    }
}

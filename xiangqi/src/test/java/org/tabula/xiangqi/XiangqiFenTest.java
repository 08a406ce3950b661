package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.TextFormatException;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Piece;
import org.tabula.xiangqi.model.PieceKind;
import org.tabula.xiangqi.model.Position;

/** Positions to and from FEN: the start, what reading forgives, and every error at its line and column. */
class XiangqiFenTest {

    private static final String START_BOARD = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

    @Test
    void theStart_readsAndWritesAsTheStandardFen() {
        Position start = XiangqiNotation.parseFen(XiangqiNotation.START_FEN);
        assertThat(start).isEqualTo(Position.START);
        assertThat(XiangqiNotation.formatFen(start)).isEqualTo(XiangqiNotation.START_FEN);
        assertThat(start.at("e0")).contains(new Piece(Colour.RED, PieceKind.GENERAL));
        assertThat(start.at("b9")).contains(new Piece(Colour.BLACK, PieceKind.HORSE));
        assertThat(start.at("h7")).contains(new Piece(Colour.BLACK, PieceKind.CANNON));
        assertThat(start.at("c3")).contains(new Piece(Colour.RED, PieceKind.SOLDIER));
        assertThat(start.at("e4")).isEmpty();
        assertThat(start.turn()).isEqualTo(Colour.RED);
        assertThat(start.ply()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        START_BOARD + " w", START_BOARD + " W - -", START_BOARD + " r - - 0 1", START_BOARD + "  w  -  -  0  1\n\n",
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1", START_BOARD + " w 0 1"})
    void reading_forgivesTheShortAndOlderForms(String text) {
        assertThat(XiangqiNotation.parseFen(text)).isEqualTo(Position.START);
    }

    @Test
    void theCounts_areTheNoCaptureClockAndTheMoveNumber_andGiveThePly() {
        Position position = XiangqiNotation.parseFen(START_BOARD.replace("RNBAKABNR", "RNBAKABNR") + " b - - 7 12");
        assertThat(position.noCapture()).isEqualTo(7);
        assertThat(position.moveNumber()).isEqualTo(12);
        assertThat(position.ply()).isEqualTo(23);
        assertThat(XiangqiNotation.formatFen(position)).isEqualTo(START_BOARD + " b - - 7 12");
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = '|', value = {
        "'' | there is no position at 1:1",
        "'   ' | there is no position at 1:1",
        START_BOARD + " | the side to move (w for red, or b) is missing at 1:60",
        START_BOARD + " x | the side to move is w (red) or b (black), not 'x' at 1:61",
        "rnbakabnX/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w | 'X' is not a piece: a piece is one of KABNRCP (red) or kabnrcp (black), a digit a run of empty points at 1:9",
        "rnbakabnr1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w | rank 9 has more than 9 points at 1:10",
        "rnbakabn/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w | rank 9 has 8 points, not 9 at 1:9",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w | the board has 9 ranks, not ten at 1:58",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w | the board has more than ten ranks at 1:52",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w | rank 0 has 8 points, not 9 at 1:59",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKKBNR w | not a position a game could reach: red has 2 generals, not one at 1:1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w | not a position a game could reach: red has 0 generals, not one at 1:1",
        "4k4/9/9/9/9/9/9/9/9/4K4 w | not a position a game could reach: the generals face each other on an open file at 1:1",
        "3k5/9/9/9/9/9/9/9/9/3RK4 w | not a position a game could reach: black is in check with red to move at 1:1",
        "3k5/9/9/9/9/9/9/9/R8/R3K3R w | not a position a game could reach: red has 3 pieces of kind chariot, more than the 2 a side starts with at 1:1",
        "3k5/9/9/9/9/9/9/9/9/A3K4 w | not a position a game could reach: a red advisor cannot stand on a0 at 1:1",
        "3k5/9/9/9/4B4/9/9/9/9/4K4 w | not a position a game could reach: a red elephant cannot stand on e5 at 1:1",
        "3k5/9/9/9/9/9/1P7/9/9/4K4 w | not a position a game could reach: a red soldier cannot stand on b3 at 1:1",
        "3k5/9/9/9/9/9/9/9/9/3K5 w - - x 1 | 'plies since a capture' is a whole number, not 'x' at 1:31",
        "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 0 | moves are numbered from 1, not 0 at 1:33",
        "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 | the move number is missing after the plies since a capture at 1:32",
        "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 1 extra | a FEN ends with the move number; 'extra' is one field too many at 1:35",
        "3k5/9/9/9/9/9/9/9/9/3K5 w - - 0 99999999999 | 'move number' is too large a number: 99999999999 at 1:33",
    })
    void parseFen_saysWhatIsWrong_atItsLineAndColumn(String text, String message) {
        assertThatThrownBy(() -> XiangqiNotation.parseFen(text)).isInstanceOf(TextFormatException.class)
                .hasMessage(message);
    }

    @Test
    void aSecondLine_isRefusedAtItsStart() {
        assertThatThrownBy(() -> XiangqiNotation.parseFen(XiangqiNotation.START_FEN + "\nmore"))
                .isInstanceOf(TextFormatException.class).hasMessage("a position is one line; this is more at 2:1");
    }

    @Test
    void aPosition_isAValue_withItsFenAsText() {
        Position position = Fixtures.position("Ke0 kd9 Ch2", 'b');
        assertThat(position).isEqualTo(XiangqiNotation.parseFen(position.toString()));
        assertThat(position.toString()).isEqualTo("3k5/9/9/9/9/9/9/7C1/9/4K4 b - - 0 1");
        assertThat(position.hashCode()).isEqualTo(XiangqiNotation.parseFen(position.toString()).hashCode());
        assertThatThrownBy(() -> position.at(90)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> position.at("j0")).isInstanceOf(IllegalArgumentException.class);
    }
}

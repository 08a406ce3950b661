package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.TextFormatException;

/** Positions as text, validate_position with every code, and its agreement with the engine's own reader. */
class PositionTextTest {

    private static final String START = "....xx../......../....xx.. l - 7 0 7 0 0";

    @Test
    void start_isWrittenRowsThreeToOne_thenSideRollHandsHomesAndTurns() {
        assertThat(UrNotation.formatPosition(Position.start(UrRules.FINKEL, UrSide.LIGHT))).isEqualTo(START);
        assertThat(UrNotation.validatePosition(START)).isEqualTo(PositionCode.POS_OK);
        assertThat(UrNotation.parsePosition(START)).isEqualTo(Position.start(UrRules.FINKEL, UrSide.LIGHT));
    }

    @Test
    void aPositionWithPiecesAndARollStanding_readsBackTheSame() {
        String text = "d...xxl./...d..l./l.l.xx.. d 3 2 1 5 0 17";
        Position position = UrNotation.parsePosition(text);
        assertThat(position.at(Squares.parse("a3"))).isEqualTo(UrSide.DARK);
        assertThat(position.at(Squares.parse("g3"))).isEqualTo(UrSide.LIGHT);
        assertThat(position.at(Squares.parse("d2"))).isEqualTo(UrSide.DARK);
        assertThat(position.at(Squares.parse("a1"))).isEqualTo(UrSide.LIGHT);
        assertThat(position.at(Squares.parse("b1"))).isNull();
        assertThat(position.turn()).isEqualTo(UrSide.DARK);
        assertThat(position.roll()).isEqualTo(3);
        assertThat(position.hand(UrSide.LIGHT)).isEqualTo(2);
        assertThat(position.home(UrSide.LIGHT)).isEqualTo(1);
        assertThat(position.ply()).isEqualTo(17);
        assertThat(UrNotation.formatPosition(position)).isEqualTo(text);
    }

    @ParameterizedTest(name = "{1}: {0}")
    @CsvSource(delimiter = '|', value = {
        "'....xx../......../....xx.. l - 7 0 7 0 0 '           | POS_FIELD",
        "'....xx../......../....xx..  l - 7 0 7 0 0'           | POS_FIELD",
        "'....xx../......../....xx.. l - 7 0 7 0'              | POS_FIELD",
        "''                                                    | POS_FIELD",
        "'....xx../........ l - 7 0 7 0 0'                     | POS_ROWS",
        "'....xx../......../....xx../ l - 7 0 7 0 0'           | POS_ROWS",
        "'....xx../......./....xx.. l - 7 0 7 0 0'             | POS_WIDTH",
        "'....xx../........./....xx.. l - 7 0 7 0 0'           | POS_WIDTH",
        "'....xx../...L..../....xx.. l - 6 0 7 0 0'            | POS_LETTER",
        "'....xx../...*..../....xx.. l - 7 0 7 0 0'            | POS_LETTER",
        "'.....x../......../....xx.. l - 7 0 7 0 0'            | POS_GAP",
        "'....xx../......../....xl.. l - 6 0 7 0 0'            | POS_GAP",
        "'....xx../x......./....xx.. l - 7 0 7 0 0'            | POS_X",
        "'....xxx./......../....xx.. l - 7 0 7 0 0'            | POS_X",
        "'....xx../......../....xx.. w - 7 0 7 0 0'            | POS_SIDE",
        "'....xx../......../....xx.. light - 7 0 7 0 0'        | POS_SIDE",
        "'....xx../......../....xx.. L - 7 0 7 0 0'            | POS_SIDE",
        "'....xx../......../....xx.. l 0 7 0 7 0 0'            | POS_COUNT",
        "'....xx../......../....xx.. l 10 7 0 7 0 0'           | POS_COUNT",
        "'....xx../......../....xx.. l - 7 0 6 0 0'            | POS_COUNT",
        "'....xx../......../....xx.. l - 0 0 0 0 0'            | POS_COUNT",
        "'....xx../......../....xx.. l - 07 0 7 0 0'           | POS_COUNT",
        "'....xx../......../....xx.. l - 0 7 0 7 0'            | POS_COUNT",
        "'....xx../......../....xx.. l 2 0 7 3 4 9'            | POS_COUNT",
        "'....xx../......../....xx.. l - 7 0 7 0 01'           | POS_COUNT",
        "'....xx../......../....xx.. l - 7 0 7 0 1234567890'   | POS_COUNT",
        "'....xx../......../....xx.. l - 7 0 7 0 -1'           | POS_COUNT",
    })
    void validatePosition_namesTheFirstReason(String text, PositionCode code) {
        assertThat(UrNotation.validatePosition(text)).isEqualTo(code);
        assertThatThrownBy(() -> UrNotation.parsePosition(text)).isInstanceOf(TextFormatException.class)
                .hasMessageContaining(code.name()).hasMessageContaining(" at 1:");
    }

    @Test
    void validatePosition_ofNull_isPosNull_andOfTooLong_isPosLong() {
        assertThat(UrNotation.validatePosition(null)).isEqualTo(PositionCode.POS_NULL);
        assertThat(UrNotation.validatePosition(START + " ".repeat(30))).isEqualTo(PositionCode.POS_LONG);
        assertThat(UrNotation.validatePosition("x".repeat(65))).isEqualTo(PositionCode.POS_LONG);
        assertThat(UrNotation.validatePosition("x".repeat(64))).isEqualTo(PositionCode.POS_FIELD);
        assertThatThrownBy(() -> UrNotation.parsePosition(null)).hasMessageContaining("POS_NULL");
    }

    @Test
    void everyCode_isReachable() {
        assertThat(PositionCode.values()).extracting(PositionCode::name).containsExactly("POS_OK", "POS_NULL",
                "POS_LONG", "POS_FIELD", "POS_ROWS", "POS_WIDTH", "POS_LETTER", "POS_GAP", "POS_X", "POS_SIDE",
                "POS_COUNT");
    }

    @Property(tries = 2000)
    void validatePosition_agreesWithTheEnginesReader_onEveryString(@ForAll("positionish") String text) {
        PositionText.Reading reading = PositionText.read(text);
        assertThat(UrNotation.validatePosition(text)).isEqualTo(reading.code());
        assertThat(reading.position() != null).isEqualTo(reading.code() == PositionCode.POS_OK);
        if (reading.position() != null) {
            assertThat(UrNotation.formatPosition(reading.position())).isEqualTo(text);
        }
    }

    @Provide
    Arbitrary<String> positionish() {
        Arbitrary<String> row = Arbitraries.strings().withChars("ld.x/L* ").ofMinLength(6).ofMaxLength(10);
        Arbitrary<String> board = Arbitraries.oneOf(Combinators.combine(row, row, row).as((a, b, c) -> a + "/" + b
                + "/" + c), Arbitraries.of("....xx../......../....xx..", "l...xx.d/...d.l../....xx.l",
                "....xx../......../....xx..", "dddlxxll/dl....../.l..xxdd"));
        Arbitrary<String> field = Arbitraries.oneOf(Arbitraries.of("l", "d", "-", "0", "1", "2", "3", "7", "9",
                "10", "01", "", "x"), Arbitraries.strings().numeric().ofMaxLength(11));
        Arbitrary<String> spaced = Combinators.combine(board, field.list().ofMinSize(5).ofMaxSize(9))
                .as((b, fields) -> b + " " + String.join(" ", fields));
        return Arbitraries.oneOf(spaced, Arbitraries.strings().ofMaxLength(70), mutated());
    }

    private Arbitrary<String> mutated() {
        Arbitrary<String> valid = Arbitraries.of("....xx../......../....xx.. l - 7 0 7 0 0",
                "d...xxl./...d..l./l.l.xx.. d 3 2 1 5 0 17", "....xx../......../....xx.. d - 0 2 2 0 40");
        return Combinators.combine(valid, Arbitraries.integers().between(0, 45), Arbitraries.chars()
                .with('l', 'd', '.', 'x', ' ', '/', '0', '9', '-', 'q')).as((text, at, c) -> at < text.length()
                ? text.substring(0, at) + c + text.substring(at + 1) : text + c);
    }

    @Property(tries = 300)
    void positionsOfRandomGames_readBackTheSame(@ForAll long seed, @ForAll @IntRange(max = 200) int turns,
            @ForAll boolean masters) {
        RoyalUrGame game = Games.random(seed, masters ? UrRules.MASTERS : UrRules.FINKEL, turns);
        String text = game.position();
        assertThat(UrNotation.validatePosition(text)).isEqualTo(PositionCode.POS_OK);
        assertThat(UrNotation.parsePosition(text)).isEqualTo(game.toPosition());
    }
}

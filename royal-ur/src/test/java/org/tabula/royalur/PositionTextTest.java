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
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.PositionCode;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.text.PositionText;

/** Positions as text, validate_position with every code, and its agreement with the engine's own reader. */
class PositionTextTest {

    private static final String START = "4xx2/8/4xx2 l 7 0 7 0";

    @Test
    void start_isTheEnginesToString_digitRunsAndSixFields() {
        assertThat(UrNotation.formatPosition(Position.start(UrRules.FINKEL, UrSide.LIGHT))).isEqualTo(START);
        assertThat(UrNotation.validatePosition(START)).isEqualTo(PositionCode.POS_OK);
        assertThat(UrNotation.parsePosition(START)).isEqualTo(Position.start(UrRules.FINKEL, UrSide.LIGHT));
        assertThat(new RoyalUrProvider().newGame().position()).isEqualTo(START);
    }

    @Test
    void aRollStandingAndTheTurnsPlayed_followTheEnginesSixFields_whenThereAreAny() {
        String text = "d3xxl1/3d2l1/l1l1xx2 d 2 1 5 0 3 17";
        Position position = UrNotation.parsePosition(text);
        assertThat(position.at(Squares.parse("a3"))).isEqualTo(UrSide.DARK);
        assertThat(position.at(Squares.parse("g3"))).isEqualTo(UrSide.LIGHT);
        assertThat(position.at(Squares.parse("d2"))).isEqualTo(UrSide.DARK);
        assertThat(position.at(Squares.parse("g2"))).isEqualTo(UrSide.LIGHT);
        assertThat(position.at(Squares.parse("a1"))).isEqualTo(UrSide.LIGHT);
        assertThat(position.at(Squares.parse("b1"))).isNull();
        assertThat(position.turn()).isEqualTo(UrSide.DARK);
        assertThat(position.roll()).isEqualTo(3);
        assertThat(position.hand(UrSide.LIGHT)).isEqualTo(2);
        assertThat(position.home(UrSide.LIGHT)).isEqualTo(1);
        assertThat(position.hand(UrSide.DARK)).isEqualTo(5);
        assertThat(position.ply()).isEqualTo(17);
        assertThat(UrNotation.formatPosition(position)).isEqualTo(text);
        assertThat(UrNotation.validatePosition("d3xxl1/3d2l1/l1l1xx2 d 2 1 5 0")).isEqualTo(PositionCode.POS_OK);
        assertThat(UrNotation.formatPosition(position.withRoll(0))).endsWith(" 2 1 5 0 - 17");
    }

    @Test
    void todaysForm_isStillRead_asRecordsWrittenBeforeUseIt_andWrittenTheEnginesWay() {
        Position read = UrNotation.parsePosition("d...xxl./...d..l./l.l.xx.. d 3 2 1 5 0 17");
        assertThat(UrNotation.formatPosition(read)).isEqualTo("d3xxl1/3d2l1/l1l1xx2 d 2 1 5 0 3 17");
        assertThat(UrNotation.parsePosition("....xx../......../....xx.. l - 7 0 7 0 0"))
                .isEqualTo(Position.start(UrRules.FINKEL, UrSide.LIGHT));
        assertThat(UrNotation.validatePosition("....xx../......../....xx.. l - 7 0 7 0 0"))
                .as("not the Engine's form").isEqualTo(PositionCode.POS_LETTER);
    }

    @ParameterizedTest(name = "{1} at 1:{2}: {0}")
    @CsvSource(delimiter = '|', value = {
        "'....xx../......../....xx.. l - 8 0 7 0 0'   | POS_COUNT  | 32",
        "'....xx../......../....xx.. l 0 7 0 7 0 0'   | POS_COUNT  | 30",
        "'....xx../......../....xx.. l - 7 0 7 0 01'  | POS_COUNT  | 40",
        "'....xx../......../....xx.. l - 7 0 7 0'     | POS_FIELD  | 39",
        "'....xx../4..../....xx.. l - 7 0 7 0 0'      | POS_LETTER | 10",
        "'....x.../......../....xx.. l - 7 0 7 0 0'   | POS_GAP    | 6",
        "'....xx../......../....xx. l - 7 0 7 0 0'    | POS_WIDTH  | 26",
        "'....xx../......../....xx.. w - 7 0 7 0 0'   | POS_SIDE   | 28",
    })
    void theDottedForm_isRefusedByTheSameScan_withItsCodes(String text, PositionCode code, int column) {
        assertThatThrownBy(() -> UrNotation.parsePosition(text)).isInstanceOf(TextFormatException.class)
                .hasMessageContaining(code.name()).hasMessageEndingWith(" at 1:" + column);
    }

    @Property(tries = 300)
    void theDottedForm_ofRandomGames_readsAsTheEnginesForm(@ForAll long seed, @ForAll @IntRange(max = 200) int turns) {
        RoyalUrGame game = Games.random(seed, UrRules.FINKEL, turns);
        Position position = game.toPosition();
        StringBuilder dotted = new StringBuilder();
        for (int row = Squares.ROWS; row >= 1; row--) {
            for (int file = 0; file < Squares.FILES; file++) {
                int cell = Squares.cell(file, row);
                dotted.append(Squares.isGap(cell) ? 'x' : position.at(cell) == null ? '.' : position.at(cell).letter());
            }
            dotted.append(row > 1 ? '/' : ' ');
        }
        dotted.append(position.turn().letter()).append(' ').append(position.rollDue() ? "-" : position.roll())
                .append(' ').append(position.lightHand()).append(' ').append(position.lightHome()).append(' ')
                .append(position.darkHand()).append(' ').append(position.darkHome()).append(' ').append(position.ply());
        assertThat(UrNotation.parsePosition(dotted.toString())).isEqualTo(position);
    }

    @Test
    void theCodes_haveTheSeedsValues() {
        assertThat(PositionCode.values()).extracting(PositionCode::name).containsExactly("POS_OK", "POS_NULL",
                "POS_ROWS", "POS_WIDTH", "POS_LETTER", "POS_GAP", "POS_X", "POS_SIDE", "POS_COUNT", "POS_FIELD",
                "POS_LONG");
        assertThat(PositionCode.values()).extracting(PositionCode::value)
                .containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
    }

    @ParameterizedTest(name = "{1}: {0}")
    @CsvSource(delimiter = '|', value = {
        "''                                   | POS_NULL",
        "'4xx2/8 l 7 0 7 0'                   | POS_ROWS",
        "'4xx2/8/4xx2/8 l 7 0 7 0'            | POS_ROWS",
        "'4xx2/7/4xx2 l 7 0 7 0'              | POS_WIDTH",
        "'4xx2/8/4xx3 l 7 0 7 0'              | POS_WIDTH",
        "'4xx2/44l/4xx2 l 7 0 7 0'            | POS_WIDTH",
        "'4xx2/8/4xx1 l 7 0 7 0'              | POS_WIDTH",
        "'4xx2/9/4xx2 l 7 0 7 0'              | POS_LETTER",
        "'4xx2/0/4xx2 l 7 0 7 0'              | POS_LETTER",
        "'4XX2/8/4xx2 l 7 0 7 0'              | POS_LETTER",
        "'5x2/8/4xx2 l 7 0 7 0'               | POS_GAP",
        "'4lx2/8/4xx2 l 6 0 7 0'              | POS_GAP",
        "'4xx2/x7/4xx2 l 7 0 7 0'             | POS_X",
        "'4xxx1/8/4xx2 l 7 0 7 0'             | POS_X",
        "'4xx2/8/4xx2 w 7 0 7 0'              | POS_SIDE",
        "'4xx2/8/4xx2  l 7 0 7 0'             | POS_SIDE",
        "'4xx2/8/4xx2 L 7 0 7 0'              | POS_SIDE",
        "'4xx2/8/4xx2 l 8 0 7 0'              | POS_COUNT",
        "'4xx2/8/4xx2 l 70 0 7 0'             | POS_COUNT",
        "'4xx2/8/4xx2 l 7 0 7 -'              | POS_COUNT",
        "'4xx2/8/4xx2 l 7 0 7'                | POS_FIELD",
        "'4xx2/8/4xx2 l 7 0 7 0 '             | POS_FIELD",
        "'4xx2/8/4xx2 l 7 0 7 '               | POS_FIELD",
        "'4xx2/8/4xx2 ld 7 0 7 0'             | POS_FIELD",
        "'4xx2/8/4xx2'                        | POS_FIELD",
        "'4xx2/8/4xx2 l 7 0 7 0 - 0 1'        | POS_FIELD",
    })
    void validatePosition_namesTheReasonAsThePerlDoes(String text, PositionCode code) {
        assertThat(UrNotation.validatePosition(text)).isEqualTo(code);
        assertThatThrownBy(() -> UrNotation.parsePosition(text)).isInstanceOf(TextFormatException.class)
                .hasMessageContaining(code.name()).hasMessageContaining(" at 1:");
    }

    @Test
    void validatePosition_checksShapeOnly_asTheSeedSays() {
        assertThat(UrNotation.validatePosition("llllxxll/8/4xx2 l 7 0 7 0")).isEqualTo(PositionCode.POS_OK);
        assertThat(UrNotation.validatePosition("4xx2/44/4xx2 d 0 7 0 0")).isEqualTo(PositionCode.POS_OK);
        assertThat(UrNotation.validatePosition("d3xxl1/3d2l1/l1l1xx2 d 2 1 5 0 3 17")).isEqualTo(PositionCode.POS_FIELD);
    }

    @Test
    void validatePosition_ofNull_isPosNull_andOfFortyEightOrMore_isPosLong() {
        assertThat(UrNotation.validatePosition(null)).isEqualTo(PositionCode.POS_NULL);
        assertThat(UrNotation.validatePosition(START + " ".repeat(27))).isEqualTo(PositionCode.POS_LONG);
        assertThat(UrNotation.validatePosition(START + " ".repeat(26))).isEqualTo(PositionCode.POS_FIELD);
        assertThat(UrNotation.validatePosition("\uD83D\uDE00".repeat(47))).isEqualTo(PositionCode.POS_LETTER);
        assertThatThrownBy(() -> UrNotation.parsePosition(null)).hasMessageContaining("POS_NULL");
    }

    @Test
    void parsePosition_ofATextBrokenOverLines_namesAColumnOfItsFirstLine() {
        assertThatThrownBy(() -> UrNotation.parsePosition("abc\r\n" + "x".repeat(80)))
                .isInstanceOf(TextFormatException.class).hasMessageContaining("POS_LONG").hasMessageEndingWith("at 1:4");
        assertThatThrownBy(() -> UrNotation.parsePosition("4xx2/8/4xx2 l 7\n0 7 0"))
                .hasMessageContaining("POS_COUNT").hasMessageEndingWith("at 1:16");
    }

    @Test
    void parsePosition_countsColumnsInCodePoints_asLinesDo() {
        assertThatThrownBy(() -> UrNotation.parsePosition("\uD83D\uDE00".repeat(10) + "a".repeat(40)))
                .hasMessageContaining("POS_LONG").hasMessageEndingWith("at 1:49");
        assertThatThrownBy(() -> UrNotation.parsePosition("\uD83D\uDE00".repeat(40)))
                .hasMessageContaining("POS_LONG").hasMessageEndingWith("at 1:33");
        // The dotted form is read by the one scan too, which stops at the first character that is wrong.
        assertThatThrownBy(() -> UrNotation.parsePosition("..\uD83D\uDE00 a b c d e f "))
                .hasMessageContaining("POS_LETTER").hasMessageEndingWith("at 1:3");
    }

    @Property(tries = 1000)
    void parsePosition_refusesAtAColumnOfTheTextsFirstLine(@ForAll("hostilePositions") String text) {
        try {
            UrNotation.parsePosition(text);
        } catch (TextFormatException refusal) {
            java.util.List<org.tabula.notation.Line> lines = org.tabula.notation.Lines.split(text);
            int width = lines.isEmpty() ? 0 : lines.get(0).length();
            assertThat(refusal.location()).hasValueSatisfying(at -> {
                assertThat(at.line()).isEqualTo(1);
                assertThat(at.column()).isBetween(1, width + 1);
            });
        }
    }

    @Provide
    Arbitrary<String> hostilePositions() {
        // Pieces rather than characters, so that a character of two chars (a surrogate pair) comes often.
        Arbitrary<String> wide = Arbitraries.of("\uD83D\uDE00", "l", "d", " ", ".", "x", "/", "7", "-", "\r", "\n",
                "4xx2/8/4xx2 l 7 0 7 0 ", "....xx../......../....xx.. l - 7 0 7 0 0").list().ofMaxSize(40)
                .map(pieces -> String.join("", pieces));
        return Arbitraries.oneOf(wide, mutated(), Arbitraries.strings().ofMaxLength(80));
    }

    @Property(tries = 3000)
    void validatePosition_agreesWithTheReaderOfTheEnginesForm_onEveryString(@ForAll("positionish") String text) {
        PositionText.Reading reading = PositionText.readEngineForm(text);
        assertThat(UrNotation.validatePosition(text)).isEqualTo(reading.code());
        assertThat(reading.position() != null).isEqualTo(reading.code() == PositionCode.POS_OK);
        if (reading.position() != null) {
            assertThat(UrNotation.parsePosition(text)).isEqualTo(reading.position());
            assertThat(reading.position().rollDue()).isTrue();
            assertThat(reading.position().ply()).isZero();
        }
        PositionText.read(text);
    }

    @Provide
    Arbitrary<String> positionish() {
        Arbitrary<String> row = Arbitraries.strings().withChars("ld12348x/L9 ").ofMinLength(2).ofMaxLength(8);
        Arbitrary<String> board = Arbitraries.oneOf(Combinators.combine(row, row, row).as((a, b, c) -> a + "/" + b
                + "/" + c), Arbitraries.of("4xx2/8/4xx2", "l3xxd1/3d1l2/4xxl1", "4xx2/44/4xx2", "dddlxxll/dl6/1l2xxdd"));
        Arbitrary<String> field = Arbitraries.oneOf(Arbitraries.of("l", "d", "-", "0", "1", "2", "3", "7", "8", "9",
                "10", "01", "", "x"), Arbitraries.strings().numeric().ofMaxLength(3));
        Arbitrary<String> spaced = Combinators.combine(board, field.list().ofMinSize(4).ofMaxSize(8))
                .as((b, fields) -> b + " " + String.join(" ", fields));
        return Arbitraries.oneOf(spaced, Arbitraries.strings().ofMaxLength(60), mutated());
    }

    private Arbitrary<String> mutated() {
        Arbitrary<String> valid = Arbitraries.of(START, "d3xxl1/3d2l1/l1l1xx2 d 2 1 5 0", "4xx2/8/4xx2 d 0 2 2 0");
        return Combinators.combine(valid, Arbitraries.integers().between(0, 32), Arbitraries.chars()
                .with('l', 'd', '.', 'x', ' ', '/', '0', '9', '-', 'q', '4')).as((text, at, c) -> at < text.length()
                ? text.substring(0, at) + c + text.substring(at + 1) : text + c);
    }

    @Property(tries = 300)
    void positionsOfRandomGames_readBackTheSame(@ForAll long seed, @ForAll @IntRange(max = 200) int turns,
            @ForAll boolean masters) {
        RoyalUrGame game = Games.random(seed, masters ? UrRules.MASTERS : UrRules.FINKEL, turns);
        String text = game.position();
        String engines = String.join(" ", java.util.Arrays.asList(text.split(" ")).subList(0, 6));
        assertThat(UrNotation.validatePosition(engines)).isEqualTo(PositionCode.POS_OK);
        assertThat(UrNotation.parsePosition(text)).isEqualTo(game.toPosition());
    }
}

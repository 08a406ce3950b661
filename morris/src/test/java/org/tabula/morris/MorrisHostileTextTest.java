package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.TextFormatException;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Position;
import org.tabula.notation.TextLimits;

/**
 * Texts sent to do harm: counts at the top of an {@code int}, lines, texts and records longer than any game, each
 * refused whole with the limit and the place named, and a game read at the largest counts that plays on.
 */
class MorrisHostileTextTest {

    private static final MorrisProvider PROVIDER = new MorrisProvider();
    private static final GameOptions NO_LIMIT = GameOptions.of(PROVIDER.options(),
            Map.of(MorrisProvider.NO_MILL_LIMIT, "0"));

    /** Found by fuzzing: a position at the largest int of plies was read, then its next move overflowed the count. */
    @Test
    void fromPosition_refusesAPlyCountThatTheNextMoveWouldOverflow() {
        assertThatThrownBy(() -> PROVIDER.fromPosition("......BW.....BB.W....WWW b 4 5 0 2147483647", NO_LIMIT))
                .isInstanceOf(TextFormatException.class)
                .hasMessage("'plies played' is at most 999999999, not 2147483647 at 1:34");
    }

    @Test
    void aGameReadAtTheLargestCounts_playsOn_andReadsBackFromItsRecord() {
        MorrisState game = (MorrisState) PROVIDER.fromPosition(Fixtures.position("a7 d7 a4", "g1 d1 f4", 'w', 0, 0,
                Position.MAX_COUNT, Position.MAX_COUNT), NO_LIMIT);
        assertThat(game.play("a4-b4").isAccepted()).isTrue();
        assertThat(game.position()).endsWith(" b 0 0 1000000000 1000000000");
        assertThat(PROVIDER.readRecord(PROVIDER.writeRecord(game, MatchMarks.NONE), NO_LIMIT).game().position()).isEqualTo(game.position());
    }

    @Test
    void fromPosition_ofAValueWithCountsPastTheLargest_isACallingMistake() {
        Position past = new Position(0, 0, Colour.WHITE, 9, 9, 0, Integer.MAX_VALUE);
        assertThatIllegalArgumentException().isThrownBy(() -> MorrisGame.fromPosition(past, true))
                .withMessageContaining("at most 999999999");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a position line too long | line 1 is longer than the 10000 characters a line may have at 1:10001",
        "a record line too long   | line 2 is longer than the 10000 characters a line may have at 2:10001",
        "a text too long          | the text is longer than the 1048576 characters a text may have at 116509:5",
        "a record of too many moves | move 10001 (d2): a record holds at most 10000 moves at 10001:1",
    })
    void readers_refuseTextsPastTheLimits_namingTheLimitAndWhere(String what, String message) {
        String text = switch (what.strip()) {
            case "a position line too long" -> "W".repeat(10_001);
            case "a record line too long" -> "1. d2 f4\n" + "d2 ".repeat(3_334);
            case "a text too long" -> "1. d2 f4\n".repeat(116_509);
            default -> "d2\n".repeat(10_001);
        };
        Function<String, Object> reader = what.contains("position") ? MorrisNotation::parsePosition
                : MorrisNotation::parseRecordMoves;
        assertThatThrownBy(() -> reader.apply(text)).isInstanceOf(TextFormatException.class).hasMessage(message);
        if (!what.contains("position")) {
            assertThatThrownBy(() -> PROVIDER.readRecord(text, NO_LIMIT)).isInstanceOf(TextFormatException.class)
                    .hasMessage(message);
        }
    }

    @Test
    void readers_takeTextsJustWithinTheLimits() {
        assertThat(MorrisNotation.parseRecordMoves("d2\n".repeat(TextLimits.DEFAULT.maxMoves()))).hasSize(10_000);
        assertThat(MorrisNotation.headerLocation("x".repeat(TextLimits.DEFAULT.maxTextLength() + 1), "result"))
                .as("headerLocation never throws").isEmpty();
    }
}

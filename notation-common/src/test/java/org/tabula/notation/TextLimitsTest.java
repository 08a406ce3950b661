package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.TextFormatException;

/** The limits a reader puts on a text from outside, each refused past with the limit and the place named. */
class TextLimitsTest {

    private static final TextLimits SMALL = new TextLimits(20, 6, 3);

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "abcdefg|line 1 is longer than the 6 characters a line may have at 1:7",
        "ab\\nabcdefghij|line 2 is longer than the 6 characters a line may have at 2:7",
        "abc\\nabc\\nabc\\nabc\\nabc\\nabc|the text is longer than the 20 characters a text may have at 6:1",
        "abc\\r\\nabc\\r\\nabc\\r\\nabc\\r\\nabc|the text is longer than the 20 characters a text may have at 5:1",
        "abc\\r\\nabc\\r\\nabc\\r\\nabcdef\\r\\nabc|the text is longer than the 20 characters a text may have at 4:6",
        "abc\\rabc\\rabc\\rabc\\rabc\\rabc|the text is longer than the 20 characters a text may have at 6:1",
        "abc\\u2028abc\\u0085abc\\u2029abc\\rabc\\rabc|the text is longer than the 20 characters a text may"
            + " have at 6:1",
        "ab\\rabcdefghij|line 2 is longer than the 6 characters a line may have at 2:7",
        "abc\\nab\\uD83D\\uDE00\\uD83D\\uDE00\\uD83D\\uDE00\\uD83D\\uDE00\\uD83D\\uDE00\\uD83D\\uDE00\\uD83D\\uDE00"
            + "\\uD83D\\uDE00|the text is longer than the 20 characters a text may have at 2:10",
    })
    void split_refusesATextOrALinePastTheLimits_namingWhere(String escaped, String message) {
        String text = escaped.replace("\\r", "\r").replace("\\n", "\n").replace("\\uD83D", "\uD83D")
                .replace("\\uDE00", "\uDE00").replace("\\u2028", "\u2028").replace("\\u0085", "\u0085")
                .replace("\\u2029", "\u2029");
        assertThatThrownBy(() -> Lines.split(text, SMALL)).isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    @Test
    void split_takesATextJustWithinTheLimits_andCountsALineInCodePoints() {
        assertThat(Lines.split("abcdef\nabcdef\nabcdef", SMALL)).hasSize(3);
        assertThat(Lines.split("\uD83D\uDE00".repeat(6), SMALL)).hasSize(1);
        assertThat(Lines.split(null, SMALL)).isEmpty();
    }

    @Test
    void checkMoves_refusesTheMovePastTheLimit_byItsPlace() {
        List<Token> moves = new Line(4, "d2 f4 d6 b4 d7").tokens();
        SMALL.checkMoves(moves.subList(0, 3));
        assertThatThrownBy(() -> SMALL.checkMoves(moves)).isInstanceOf(TextFormatException.class)
                .hasMessage("move 4 (b4): a record holds at most 3 moves at 4:10");
    }

    @Test
    void checkFileSize_refusesAFileLargerThanATextMayBe_beforeItIsRead() {
        TextLimits.DEFAULT.checkFileSize(TextLimits.MAX_FILE_BYTES);
        assertThatThrownBy(() -> TextLimits.DEFAULT.checkFileSize(TextLimits.MAX_FILE_BYTES + 1))
                .isInstanceOf(TextFormatException.class)
                .hasMessage("the file has 1048577 bytes, more than the 1048576 a game text may have at 1:1");
        assertThat(TextLimits.MAX_FILE_BYTES).isEqualTo(TextLimits.DEFAULT.maxTextLength());
    }

    @Test
    void recordReader_appliesTheDefaultLimits_orTheOnesItIsGiven() {
        String longLine = "d2 ".repeat(4_000);
        assertThatThrownBy(() -> RecordReader.plain().read(longLine)).isInstanceOf(TextFormatException.class)
                .hasMessageContaining("longer than the 10000 characters a line may have at 1:10001");
        assertThat(RecordReader.plain().withLimits(TextLimits.NONE).read(longLine).body()).hasSize(4_000);
        assertThat(RecordReader.plain().limits()).isEqualTo(TextLimits.DEFAULT);
        assertThatThrownBy(() -> RecordReader.plain().withTags().withLimits(SMALL).read("[a b]\n[c d]\n[e f]\n[g h]"))
                .isInstanceOf(TextFormatException.class).hasMessageEndingWith("at 4:3");
    }

    @Test
    void limits_areAtLeastOne() {
        assertThatIllegalArgumentException().isThrownBy(() -> new TextLimits(0, 1, 1));
        assertThatIllegalArgumentException().isThrownBy(() -> new TextLimits(1, 1, 0));
    }
}

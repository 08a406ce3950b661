package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.TextFormatException;

/** Tag values in quotes, as PGN and PDN write them: read by {@link Header#quoted()}, written by {@link Header#quote}. */
class HeaderQuotedTest {

    private static final RecordReader PDN = RecordReader.plain().withTags().withComments();

    private static Header tag(String line) {
        return PDN.read(line).headers().get(0);
    }

    @Test
    void quoted_readsTheValueWithoutItsQuotes_andItsEscapes() {
        assertThat(tag("[Event \"Club game, round 2\"]").quoted()).isEqualTo("Club game, round 2");
        assertThat(tag("[Event \"a \\\"b\\\" \\\\ c \\d\"]").quoted()).isEqualTo("a \"b\" \\ c \\d");
        assertThat(tag("[Event \"\"]").quoted()).isEmpty();
        assertThat(tag("[Event \"  two  spaces  \"]").quoted()).isEqualTo("  two  spaces  ");
    }

    @Test
    void read_keepsCommentCharactersInsideAQuotedTagValue_andDropsCommentsAfterIt() {
        RecordText record = PDN.read("[Event \"a; {b}\"] {a comment} ; another\n[Site \"x\\\"; y\"]\n1. 11-15 {c}\n");
        assertThat(record.headers()).extracting(Header::quoted).containsExactly("a; {b}", "x\"; y");
        assertThat(record.body()).extracting(Token::text).containsExactly("1.", "11-15");
    }

    @Test
    void read_stillDropsAQuoteInsideAComment_onAMoveLine() {
        RecordText record = PDN.read("1. 11-15 {a \"quoted\" comment} 23-18 ; \"\n");
        assertThat(record.body()).extracting(Token::text).containsExactly("1.", "11-15", "23-18");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[Event x]|the value of Event is written in quotes, as in \"...\" at 1:8",
        "[Event]|the value of Event is missing: write it in quotes at 1:7",
        "[Event \"x\" y]|the value of Event is one quoted string, and something follows its closing quote at 1:8",
        "[Event \"x]|the value of Event has no closing quote at 1:10"})
    void quoted_refusesWhatIsNotOneQuotedString(String line, String message) {
        assertThatThrownBy(() -> tag(line).quoted()).isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    /** Found by fuzzing checkers' records: a value with a lone \r could not be written back; now it ends the line. */
    @Test
    void quoted_endsAtALoneCarriageReturn_whichBreaksTheLine() {
        assertThatThrownBy(() -> tag("[Event \"a b\r c\"]").quoted()).isInstanceOf(TextFormatException.class)
                .hasMessage("a tag that begins with [ ends with ] at 1:12");
    }

    @Property(tries = 500)
    void quote_readsBackAsTheSameText(@ForAll String text) {
        String value = text.replaceAll("[\n\r\u0085\u2028\u2029]", " ");
        assertThat(tag("[Event " + Header.quote(value) + "]").quoted()).isEqualTo(value);
    }

    @Test
    void quote_escapesQuotesAndBackslashes_andRefusesALineBreak() {
        assertThat(Header.quote("a \"b\" \\")).isEqualTo("\"a \\\"b\\\" \\\\\"");
        assertThatIllegalArgumentException().isThrownBy(() -> Header.quote("two\nlines"));
        assertThatIllegalArgumentException().isThrownBy(() -> Header.quote("two\u2028lines"));
    }
}

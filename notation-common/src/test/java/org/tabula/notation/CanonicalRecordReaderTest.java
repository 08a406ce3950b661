package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/** The canonical mode: only the text {@link Lines#join(List)} writes is read, and a fault names line and column. */
class CanonicalRecordReaderTest {

    private static final RecordReader CANONICAL = RecordReader.plain().withTags().canonical();

    @Test
    void canonicalText_readsAsTheReaderReadsIt_withItsLinesAsWritten() {
        String text = Lines.join(List.of("[rules finkel]", "[first light]", "1. l 3: hand-b1", "[result draw ply_cap]"));
        RecordReading reading = CANONICAL.readUpToFault(text);
        assertThat(reading.fault()).isEmpty();
        RecordText record = CANONICAL.read(text);
        assertThat(record.headers()).extracting(Header::name).containsExactly("rules", "first", "result");
        assertThat(record.lines()).extracting(Line::number).containsExactly(1, 2, 3, 4);
        assertThat(record.moveLines()).containsExactly(new Line(3, "1. l 3: hand-b1"));
        assertThat(record.body()).extracting(Token::text).containsExactly("1.", "l", "3:", "hand-b1");
        assertThat(CANONICAL.read("")).isEqualTo(RecordReader.plain().read(""));
    }

    @ParameterizedTest(name = "{1} at {2}: {0}")
    @CsvSource(delimiter = '|', value = {
        "'a\\nb'                  | NO_FINAL_NEWLINE | 2:2",
        "'a\\n\\nb\\n'            | BLANK_LINE       | 2:1",
        "'a\\n   \\nb\\n'         | BLANK_LINE       | 2:1",
        "'a\\r\\nb\\r\\n'         | CARRIAGE_RETURN  | 1:2",
        "'ab\\rc\\n'              | CARRIAGE_RETURN  | 1:3",
        "'a\\nb\\tc\\n'           | WHITE_SPACE      | 2:2",
        "'a\\nb\\u2003c\\n'       | WHITE_SPACE      | 2:2",
        "'a\\n b\\n'              | LEADING_SPACE    | 2:1",
        "'a\\nb  \\n'             | TRAILING_SPACE   | 2:2",
        "'a\\nb \\r\\n'           | CARRIAGE_RETURN  | 2:3",
        "'a\\n[b\\n'              | UNREADABLE       | 2:3",
    })
    void aFault_isNamedAtItsLineAndColumn_andReadThrowsIt(String escaped, LineFault.Kind kind, String at) {
        String text = escaped.replace("\\n", "\n").replace("\\r", "\r").replace("\\t", "\t")
                .replace("\\u2003", "\u2003");
        String[] place = at.split(":");
        TextLocation location = new TextLocation(Integer.parseInt(place[0]), Integer.parseInt(place[1]));
        LineFault fault = CANONICAL.readUpToFault(text).fault().orElseThrow();
        assertThat(fault.kind()).isEqualTo(kind);
        assertThat(fault.at()).isEqualTo(location);
        assertThatThrownBy(() -> CANONICAL.read(text)).isInstanceOf(TextFormatException.class)
                .hasMessage(fault.reason() + " at " + at);
    }

    @Test
    void upToAFault_theLinesBeforeIt_andTheFaultsOwnLine_areRead_andNothingAfter() {
        RecordReading reading = CANONICAL.readUpToFault("[rules finkel]\n1. l 3: \n[first light]\n\n2. x\n");
        assertThat(reading.fault()).map(LineFault::kind).contains(LineFault.Kind.TRAILING_SPACE);
        assertThat(reading.record().lines()).extracting(Line::text).containsExactly("[rules finkel]", "1. l 3: ");
        RecordReading unreadable = CANONICAL.readUpToFault("[rules finkel]\n[first\n2. x\n");
        assertThat(unreadable.record().lines()).extracting(Line::number).containsExactly(1);
    }

    @Test
    void aTagCutShort_isUnreadable_beforeItsMissingNewline() {
        assertThat(CANONICAL.readUpToFault("a\n[b").fault()).map(LineFault::kind)
                .contains(LineFault.Kind.UNREADABLE);
        assertThat(CANONICAL.readUpToFault("a\n[b] ").fault()).map(LineFault::kind)
                .contains(LineFault.Kind.TRAILING_SPACE);
    }

    @Test
    void theFirstFaultOfALine_isItsCarriageReturn_elseTheLeftmost() {
        assertThat(CANONICAL.readUpToFault(" a\t\r\n").fault()).map(LineFault::kind)
                .contains(LineFault.Kind.CARRIAGE_RETURN);
        assertThat(CANONICAL.readUpToFault(" a\t\n").fault()).map(LineFault::kind)
                .contains(LineFault.Kind.LEADING_SPACE);
        assertThat(CANONICAL.readUpToFault("a\tb \n").fault()).map(LineFault::kind)
                .contains(LineFault.Kind.WHITE_SPACE);
    }

    @Test
    void withoutCanonical_theReaderTidiesAsBefore() {
        String untidy = " [rules finkel] \r\n\n1.\tl 3: hand-b1";
        RecordText record = RecordReader.plain().withTags().read(untidy);
        assertThat(record.headers()).extracting(Header::name).containsExactly("rules");
        assertThat(record.body()).extracting(Token::text).containsExactly("1.", "l", "3:", "hand-b1");
        assertThat(RecordReader.plain().withTags().readUpToFault(untidy).fault()).isEmpty();
    }

    @Test
    void whatIsWrongWithTheWholeText_isStillThrown() {
        TextLimits small = new TextLimits(100, 5, 10);
        assertThatThrownBy(() -> CANONICAL.withLimits(small).readUpToFault("abcdef\n"))
                .isInstanceOf(TextFormatException.class).hasMessageContaining("longer than the 5");
        assertThatThrownBy(() -> CANONICAL.withComments().readUpToFault("a {b\n"))
                .isInstanceOf(TextFormatException.class).hasMessageContaining("never closed");
    }

    @Property(tries = 2000)
    void anyString_isReadOrRefused_withALocatedTextFormatExceptionOnly(@ForAll("hostile") String text) {
        for (RecordReader reader : List.of(CANONICAL, CANONICAL.withComments().withNotes("#").withKeywords("x"))) {
            try {
                RecordReading reading = reader.readUpToFault(text);
                reading.record().moveLines();
                reading.fault().ifPresent(fault -> assertThat(fault.at().line())
                        .isBetween(1, Math.max(1, Lines.split(text).size())));
                if (reading.fault().isEmpty()) {
                    assertThat(reader.read(text)).isEqualTo(reading.record());
                    assertThat(Lines.join(reading.record().lines().stream().map(Line::text).toList()))
                            .as("a canonical text without notes is its lines joined").satisfiesAnyOf(
                                    joined -> assertThat(joined).isEqualTo(text),
                                    joined -> assertThat(text).contains("#"),
                                    joined -> assertThat(text).containsAnyOf("{", ";"));
                }
            } catch (TextFormatException refused) {
                assertThat(refused.location()).isPresent();
            }
        }
    }

    @Provide
    Arbitrary<String> hostile() {
        return TextArbitraries.hostile();
    }
}

package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.tabula.api.TextLocation;

class LinesTest {

    @Test
    void split_breaksAtNewlineAndAtCarriageReturnNewline() {
        assertThat(Lines.split("a\nb\r\nc")).containsExactly(new Line(1, "a"), new Line(2, "b"), new Line(3, "c"));
    }

    @Test
    void split_takesAFinalLineBreakAsTheEndOfTheLastLine() {
        assertThat(Lines.split("a\nb\n")).containsExactly(new Line(1, "a"), new Line(2, "b"));
        assertThat(Lines.split("a\n\n")).containsExactly(new Line(1, "a"), new Line(2, ""));
        assertThat(Lines.split("\n")).containsExactly(new Line(1, ""));
    }

    @Test
    void split_hasNoLinesForNothing() {
        assertThat(Lines.split("")).isEmpty();
        assertThat(Lines.split(null)).isEmpty();
    }

    @Test
    void split_breaksAtALoneCarriageReturn_asAtCrLf() {
        assertThat(Lines.split("a\rb\r")).containsExactly(new Line(1, "a"), new Line(2, "b"));
        assertThat(Lines.split("a\r\rb\r\nc")).containsExactly(new Line(1, "a"), new Line(2, ""), new Line(3, "b"),
                new Line(4, "c"));
    }

    @Test
    void split_breaksAtNextLineAndTheUnicodeLineAndParagraphSeparators_asAtNewline() {
        // Issue 19: a xiangqi record broken at NEL or U+2028 read as one line, its first ; comment the rest.
        for (String end : List.of("\u0085", "\u2028", "\u2029")) {
            assertThat(Lines.split("a" + end + "b ; c" + end + "d" + end))
                    .containsExactly(new Line(1, "a"), new Line(2, "b ; c"), new Line(3, "d"));
        }
    }

    @Test
    void breakAt_isTheLengthOfTheLineBreakThere() {
        assertThat(Lines.breakAt("a\r\nb", 1)).isEqualTo(2);
        assertThat(Lines.breakAt("a\rb", 1)).isEqualTo(1);
        assertThat(Lines.breakAt("a\u2029", 1)).isEqualTo(1);
        assertThat(Lines.breakAt("a\u000Bb\fc", 1)).isZero();
        assertThat(Lines.breakAt("ab", 0)).isZero();
    }

    @Test
    void firstOtherBreak_findsAnyBreakButANewlineAlone() {
        assertThat(Lines.firstOtherBreak("ab\ncd\u2028ef\r")).contains(new TextLocation(2, 3));
        assertThat(Lines.firstOtherBreak("a\u0085b")).contains(new TextLocation(1, 2));
        assertThat(Lines.firstOtherBreak("a\nb\n")).isEmpty();
    }

    @Test
    void firstCarriageReturn_standsAtTheEndOfTheLineItBreaks_asSplitCountsLines() {
        assertThat(Lines.firstCarriageReturn("ab\ncd\r\nef\r")).contains(new TextLocation(2, 3));
        assertThat(Lines.firstCarriageReturn("ab\rcd\ne\rf")).contains(new TextLocation(1, 3));
        assertThat(Lines.firstCarriageReturn("a\n\rb")).contains(new TextLocation(2, 1));
        assertThat(Lines.firstCarriageReturn("\uD83D\uDE00x\r")).contains(new TextLocation(1, 3));
    }

    @Test
    void firstCarriageReturn_isEmptyForATextBrokenAtNewlinesOnly() {
        assertThat(Lines.firstCarriageReturn("ab\ncd\n")).isEmpty();
        assertThat(Lines.firstCarriageReturn("")).isEmpty();
        assertThat(Lines.firstCarriageReturn(null)).isEmpty();
    }

    @Property
    void firstOtherBreak_isTheEndOfALineOfSplit_whenTheTextHasOne(@ForAll("hostile") String text) {
        java.util.Optional<TextLocation> at = Lines.firstOtherBreak(text);
        assertThat(at.isPresent()).isEqualTo(text.chars().anyMatch(c -> c == '\r' || c == 0x85 || c == 0x2028
                || c == 0x2029));
        at.ifPresent(place -> assertThat(Lines.split(text).get(place.line() - 1).end()).isEqualTo(place));
    }

    @Test
    void join_endsEveryLineWithNewline() {
        assertThat(Lines.join(List.of("1. d2 f4", "2. d6"))).isEqualTo("1. d2 f4\n2. d6\n");
        assertThat(Lines.join(List.of())).isEmpty();
    }

    @Test
    void join_refusesALineThatWouldNotReadBackAsOne() {
        assertThatThrownBy(() -> Lines.join(List.of("a\nb"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Lines.join(List.of("a\r"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Lines.join(List.of("a\u2028b"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Lines.join(List.of("a\u0085b"))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void line_splitsIntoTokensWithTheirColumns() {
        Line line = new Line(3, "  1. d2\tf4  ");
        assertThat(line.tokens()).containsExactly(Token.of("1.", 3, 3), Token.of("d2", 3, 6), Token.of("f4", 3, 9));
        assertThat(line.firstToken()).contains(Token.of("1.", 3, 3));
        assertThat(line.end()).isEqualTo(new TextLocation(3, 13));
        assertThat(line.start()).isEqualTo(new TextLocation(3, 1));
    }

    @Test
    void line_countsColumnsInCodePoints() {
        assertThat(new Line(1, "\uD83D\uDE00 \u00E9 d2").tokens())
                .containsExactly(Token.of("\uD83D\uDE00", 1, 1), Token.of("\u00E9", 1, 3), Token.of("d2", 1, 5));
    }

    @Test
    void line_takesUnicodeSpaceAsSpace() {
        assertThat(new Line(1, "d2\u3000f4").tokens()).extracting(Token::text).containsExactly("d2", "f4");
        assertThat(new Line(1, " \t\u3000").isBlank()).isTrue();
        assertThat(new Line(1, " \t\u3000").firstToken()).isEmpty();
    }

    @Property
    void split_andTokensNeverThrow(@ForAll("hostile") String text) {
        for (Line line : Lines.split(text)) {
            for (Token token : line.tokens()) {
                assertThat(token.text()).isNotEmpty();
                assertThat(token.text().codePoints().noneMatch(Ascii::isSpace)).isTrue();
                assertThat(token.line()).isEqualTo(line.number());
                int offset = line.text().offsetByCodePoints(0, token.column() - 1);
                assertThat(line.text().startsWith(token.text(), offset)).isTrue();
            }
        }
    }

    @Property
    void split_numbersLinesFromOneWithoutBreaks(@ForAll("hostile") String text) {
        List<Line> lines = Lines.split(text);
        for (int i = 0; i < lines.size(); i++) {
            assertThat(lines.get(i).number()).isEqualTo(i + 1);
            assertThat(lines.get(i).text()).doesNotContain("\n").doesNotContain("\r").doesNotContain("\u2028");
        }
    }

    @Property
    void join_readsBackByteForByte(@ForAll("lineLists") List<String> lines) {
        String text = Lines.join(lines);
        assertThat(Lines.split(text)).extracting(Line::text).containsExactlyElementsOf(lines);
        List<String> again = Lines.split(text).stream().map(Line::text).toList();
        assertThat(Lines.join(again)).isEqualTo(text);
    }

    @Provide
    Arbitrary<String> hostile() {
        return TextArbitraries.hostile();
    }

    @Provide
    Arbitrary<List<String>> lineLists() {
        return TextArbitraries.hostile().map(s -> s.replaceAll("[\n\r\u0085\u2028\u2029]", "")).list().ofMaxSize(8);
    }
}

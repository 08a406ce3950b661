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

class RecordReaderTest {

    private static final RecordReader MORRIS = RecordReader.plain().withNotes("#")
            .withKeywords("position", "flying", "offer", "result");
    private static final RecordReader UR = RecordReader.plain().withTags();
    private static final RecordReader PDN = RecordReader.plain().withTags().withComments();

    @Test
    void read_takesKeywordLinesAsHeadersAndTheRestAsMoves() {
        RecordText record = MORRIS.read("position W..........B............ w 8 8 0 2\n"
                + "FLYING  no\n1. d2 f4\n2. d6\noffer black\n");
        assertThat(record.headers()).extracting(Header::name).containsExactly("position", "flying", "offer");
        Header flying = record.headers().get(1);
        assertThat(flying.keyword()).isEqualTo(Token.of("FLYING", 2, 1));
        assertThat(flying.values()).containsExactly(Token.of("no", 2, 9));
        assertThat(flying.value()).isEqualTo("no");
        assertThat(flying.end()).isEqualTo(new TextLocation(2, 11));
        assertThat(flying.line()).isEqualTo(2);
        assertThat(record.body()).extracting(Token::text).containsExactly("1.", "d2", "f4", "2.", "d6");
        assertThat(record.moves()).extracting(Token::text).containsExactly("d2", "f4", "d6");
    }

    @Test
    void read_passesOverNotesAndBlankLines() {
        RecordText record = MORRIS.read("# a note\n   #another\n\n \t\n1. d2 # not a note mid-line\n");
        assertThat(record.headers()).isEmpty();
        assertThat(record.body()).extracting(Token::text).containsExactly("1.", "d2", "#", "not", "a", "note",
                "mid-line");
    }

    @Test
    void read_takesALineKeyedByAnUnknownWordAsMoves() {
        RecordText record = MORRIS.read("positon W w 8 8 0 2\n");
        assertThat(record.headers()).isEmpty();
        assertThat(record.body().get(0)).isEqualTo(Token.of("positon", 1, 1));
    }

    @Test
    void read_takesAKeywordOnlyAtTheStartOfALine() {
        RecordText record = MORRIS.read("1. d2 offer black\n");
        assertThat(record.headers()).isEmpty();
        assertThat(record.body()).hasSize(4);
    }

    @Test
    void read_readsBracketTags() {
        RecordText record = UR.read("[rules finkel]\n[first light]\n[rules route=long dice=3]\n"
                + "1. l 3: hand-b1\n  [result light resign]  \n");
        assertThat(record.headers()).extracting(Header::name).containsExactly("rules", "first", "rules", "result");
        Header result = record.headers().get(3);
        assertThat(result.keyword()).isEqualTo(Token.of("result", 5, 4));
        assertThat(result.values()).extracting(Token::text).containsExactly("light", "resign");
        assertThat(result.value()).isEqualTo("light resign");
        assertThat(record.headers("rules")).hasSize(2);
        assertThat(record.body()).extracting(Token::text).containsExactly("1.", "l", "3:", "hand-b1");
    }

    @Test
    void read_keepsAQuotedTagValueAsWritten() {
        Header event = PDN.read("[Event \"Club game, round 2\"]\n").headers().get(0);
        assertThat(event.name()).isEqualTo("event");
        assertThat(event.value()).isEqualTo("\"Club game, round 2\"");
    }

    @Test
    void read_dropsBraceAndSemicolonComments() {
        RecordText record = PDN.read("[Event \"x\"]\n1. 11-15 {a long\ncomment ; still one} 23-19 ; to the end\n"
                + "2. 8-11 {x}22-17\n");
        assertThat(record.body()).containsExactly(Token.of("1.", 2, 1), Token.of("11-15", 2, 4),
                Token.of("23-19", 3, 22), Token.of("2.", 4, 1), Token.of("8-11", 4, 4), Token.of("22-17", 4, 12));
    }

    @Test
    void read_keepsBracesAsTextWhenCommentsAreNotRead() {
        assertThat(MORRIS.read("{d2}").body()).extracting(Token::text).containsExactly("{d2}");
    }

    @Test
    void read_readsNothingFromNothing() {
        RecordText record = PDN.read("");
        assertThat(record.headers()).isEmpty();
        assertThat(record.body()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "1. 11-15 {never closed\\n2. 8-11|a comment begun here is never closed with } at 1:10",
        "[Event \"x\"|a tag that begins with [ ends with ] at 1:11",
        "[]|a tag names something, and this one is empty at 1:1",
        "[ ]|a tag names something, and this one is empty at 1:1",
        "[Event \"x\"] [Site|a tag that begins with [ ends with ] at 1:18",
    })
    void read_refusesWhatCannotBeRead(String text, String message) {
        assertThatThrownBy(() -> PDN.read(text.replace("\\n", "\n")))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    @Test
    void single_refusesAKeywordThatComesTwice() {
        RecordText record = MORRIS.read("flying no\n1. d2\nflying yes\n");
        assertThatThrownBy(() -> record.single("flying")).isInstanceOf(TextFormatException.class)
                .hasMessage("a second flying line; the first is on line 1 at 3:1");
        assertThat(record.single("offer")).isEmpty();
        assertThat(MORRIS.read("Offer white").single("offer")).map(Header::value).contains("white");
    }

    @Test
    void aTagAndALineOfOneName_areToldApart_bySingleTagAndSingleLine() {
        RecordReader reader = RecordReader.plain().withKeywords("result").withTags();
        RecordText record = reader.read("[Result \"1-0\"]\n1. h2e2\nresult red resign\n");
        assertThat(record.headers()).extracting(Header::tag).containsExactly(true, false);
        assertThat(record.singleTag("result")).map(Header::value).contains("\"1-0\"");
        assertThat(record.singleLine("RESULT")).map(Header::value).contains("red resign");
        assertThatThrownBy(() -> record.single("result")).isInstanceOf(TextFormatException.class);
        assertThatThrownBy(() -> reader.read("[Result \"1-0\"]\n[result \"0-1\"]\n").singleTag("Result"))
                .hasMessage("a second result tag; the first is on line 1 at 2:2");
        assertThat(reader.read("result red resign\n").singleTag("result")).isEmpty();
    }

    @Test
    void withNotes_refusesAnEmptyMark() {
        assertThatThrownBy(() -> RecordReader.plain().withNotes("")).isInstanceOf(IllegalArgumentException.class);
    }

    @Property
    void read_throwsOnlyLocatedTextFormatExceptions(@ForAll("hostile") String text) {
        for (RecordReader reader : List.of(MORRIS, UR, PDN, PDN.withNotes("#").withKeywords("result"))) {
            try {
                RecordText record = reader.read(text);
                record.moves();
            } catch (TextFormatException e) {
                assertThat(e.location()).isPresent();
                assertThat(e.getMessage()).matches("(?s).* at \\d+:\\d+");
            }
        }
    }

    @Provide
    Arbitrary<String> hostile() {
        return TextArbitraries.hostile();
    }
}

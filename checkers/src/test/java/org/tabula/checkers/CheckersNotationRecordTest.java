package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.TextFormatException;
import org.tabula.checkers.model.PdnGame;

/** The seed's PDN, parse_pdn and format_pdn, sentence by sentence. */
class CheckersNotationRecordTest {

    private static final String GAME = """
            [Event "Ohio State Ty 1946"]
            [Black "MF Tinsley"]
            [White "M Rex"]
            [Result "1/2-1/2"]
            1. 11-15 23-18 2. 8-11 27-23 3. 4-8 23-19 4. 10x14 19x10 5. 14x23 26x19 6.
            7x14 24-20 1/2-1/2
            """;

    // "parse_pdn: Parses a PDN game into { tags, moves, result }, where moves is the notation of each move in order."
    @Test
    void parsePdn_givesTheTagsInOrder_theNotationOfEachMove_andTheResult() {
        PdnGame game = CheckersNotation.parsePdn(GAME);
        assertThat(game.tags()).containsExactly(Map.entry("Event", "Ohio State Ty 1946"),
                Map.entry("Black", "MF Tinsley"), Map.entry("White", "M Rex"), Map.entry("Result", "1/2-1/2"));
        assertThat(game.moves()).containsExactly("11-15", "23-18", "8-11", "27-23", "4-8", "23-19", "10x14", "19x10",
                "14x23", "26x19", "7x14", "24-20");
        assertThat(game.result()).isEqualTo("1/2-1/2");
        assertThat(game.tag("EVENT")).isEqualTo("Ohio State Ty 1946");
        assertThat(game.tag("Site")).isNull();
    }

    @Test
    void parsePdn_passesOverMoveNumbers_gluedOrApart_andReadsMovesSpreadOverTokens() {
        PdnGame game = CheckersNotation.parsePdn("1.11-15 23 - 18 2... 8 x11 3. f6-e5 *");
        assertThat(game.moves()).containsExactly("11-15", "23 - 18", "8 x11", "f6-e5");
        assertThat(game.result()).isEqualTo("*");
        assertThat(game.tags()).isEmpty();
    }

    // "Dies on a token that is neither a move number nor a move."
    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "1. 11-15 hello 2. 8-11|move 2 (hello): neither a move number nor a move at 1:10",
        "[Event \"x\"]\\n1. 11-15 23-18 2. 8-11Redoversteppedthetimecontrol. 1-0"
            + "|move 3 (8-11Redoversteppedthetimecontrol.):"
            + " neither a move number nor a move at 2:19",
        "1. 11-15 12 23-18|move 2 (12): neither a move number nor a move at 1:10",
        "1. 11-15 33-28|move 2 (33-28): neither a move number nor a move at 1:10",
        "1. 11-15 3-0|move 2 (3-0): neither a move number nor a move at 1:10",
        "1. 11-15 1-0 23-18|nothing follows the result 1-0, but '23-18' does at 1:14",
        "1. 11-15 * *|nothing follows the result *, but '*' does at 1:12",
        "[Result \"0-1\"]\\n1. 11-15 1-0|the result 1-0 disagrees with the Result tag, 0-1, on line 1 at 2:10",
        "[Result \"3-0\"]\\n1. 11-15|the Result tag is 1-0, 0-1, 1/2-1/2, *, 2-0, 0-2, 1-1 or 0-0, not '3-0' at 1:9",
        "[Result \"0-2\"]\\n1. 11-15 1-0|the result 1-0 disagrees with the Result tag, 0-2, on line 1 at 2:10",
        "[Event \"x\"]\\n[Event \"y\"]\\n1. 11-15|a second Event tag; the first is on line 1 at 2:2",
        "[Event x]\\n1. 11-15|the value of Event is written in quotes, as in \"...\" at 1:8",
        "[Event \"x\" \"y\"]\\n1. 11-15|the value of Event is one quoted string, and something follows its closing"
            + " quote at 1:8",
        "[Event \"x]\\n1. 11-15|the value of Event has no closing quote at 1:10",
        "[Event]\\n1. 11-15|the value of Event is missing: write it in quotes at 1:7",
        "1. 11-15 {never closed|a comment begun here is never closed with } at 1:10",
        "[Event \"a\"]\\n1. 11-15 1-0\\n[Event \"b\"]\\n1. 11-15 *|a second game begins here, after the moves of the"
            + " first; a record holds one game at 3:2"})
    void parsePdn_diesOnWhatIsNotPdn_namingWhere(String text, String message) {
        assertThatThrownBy(() -> CheckersNotation.parsePdn(text.replace("\\n", "\n")))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    // "The moves are not checked against the rules here."
    @Test
    void parsePdn_readsMovesTheRulesForbid() {
        assertThat(CheckersNotation.parsePdn("1. 21-17 29x2 *").moves()).containsExactly("21-17", "29x2");
    }

    // "Comments in braces and after a semicolon are parsed and discarded; a comment is never emitted."
    @Test
    void comments_inBracesAndAfterASemicolon_areReadAndDropped_andNeverWritten() {
        String text = """
                [Event "Club; {night}"] {a comment on the tag line}
                ; a whole line of comment
                1. 11-15 {the favourite reply: 9-14} 23-18 ; 2. 9-14
                2. 8-11 {a comment
                across lines 3. 1-5} 27-23 1/2-1/2 ; after the result
                """;
        PdnGame game = CheckersNotation.parsePdn(text);
        assertThat(game.tags()).containsExactly(Map.entry("Event", "Club; {night}"));
        assertThat(game.moves()).containsExactly("11-15", "23-18", "8-11", "27-23");
        assertThat(game.result()).isEqualTo("1/2-1/2");
        String written = CheckersNotation.formatPdn(game);
        assertThat(written).doesNotContain("comment", "favourite", "9-14", "1-5", "after");
        assertThat(written).contains("[Event \"Club; {night}\"]");
    }

    // "format_pdn: Emits { tags, moves, result } as PDN: the seven standard tags in their usual order with ? for
    // anything missing, then FEN and SetUp when present, then any other tags sorted, then the movetext wrapped at
    // 79 columns and the result."
    @Test
    void formatPdn_writesTheSevenTagsInOrder_withAQuestionMarkForWhatIsMissing() {
        PdnGame game = new PdnGame(Map.of("White", "M Rex"), List.of("11-15", "23-18"), "*");
        assertThat(CheckersNotation.formatPdn(game)).isEqualTo("""
                [Event "?"]
                [Site "?"]
                [Date "?"]
                [Round "?"]
                [White "M Rex"]
                [Black "?"]
                [Result "*"]

                1. 11-15 23-18 *
                """);
    }

    @Test
    void formatPdn_writesFenAndSetUp_thenTheOtherTagsSorted() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Zeta", "z");
        tags.put("SetUp", "1");
        tags.put("Annotator", "a \"quoted\" \\ one");
        tags.put("Black", "B");
        tags.put("FEN", "W:W18:B14");
        tags.put("Event", "E");
        tags.put("Result", "0-1");
        tags.put("Date", "1992.08.17");
        String text = CheckersNotation.formatPdn(new PdnGame(tags, List.of("18x9"), "1-0"));
        assertThat(text).isEqualTo("""
                [Event "E"]
                [Site "?"]
                [Date "1992.08.17"]
                [Round "?"]
                [White "?"]
                [Black "B"]
                [Result "1-0"]
                [FEN "W:W18:B14"]
                [SetUp "1"]
                [Annotator "a \\"quoted\\" \\\\ one"]
                [Zeta "z"]

                1... 18x9 1-0
                """);
        assertThat(CheckersNotation.parsePdn(text).tags()).containsEntry("Annotator", "a \"quoted\" \\ one");
    }

    @Test
    void formatPdn_wrapsTheMovetextAt79Columns_keepingEachNumberWithItsMove() {
        PdnGame game = CheckersNotation.parsePdn(Fixtures.record(Fixtures.randomGame(7L, 300)));
        String text = CheckersNotation.formatPdn(game);
        List<String> movetext = text.lines().dropWhile(line -> !line.isEmpty()).skip(1).toList();
        assertThat(movetext).hasSizeGreaterThan(3);
        assertThat(movetext).allMatch(line -> line.length() <= 79, "79 columns at most");
        assertThat(movetext.subList(0, movetext.size() - 1)).allMatch(line -> line.length() > 79 - 25,
                "filled before it wraps");
        assertThat(movetext).noneMatch(line -> line.matches(".*\\d+\\.$"), "a number never ends a line");
        assertThat(movetext.get(movetext.size() - 1)).endsWith(" " + game.result());
        assertThat(CheckersNotation.parsePdn(text)).isEqualTo(game);
    }

    @Test
    void formatPdn_writesEachMoveInNumericNotation_andRefusesWhatIsNoMove() {
        PdnGame game = new PdnGame(Map.of(), List.of("f6-e5", " 23 X 18 ", "23x7"), "*");
        assertThat(CheckersNotation.formatPdn(game)).endsWith("\n1. 11-15 23x18 2. 23x7 *\n");
        assertThatIllegalArgumentException().isThrownBy(() -> CheckersNotation.formatPdn(
                new PdnGame(Map.of(), List.of("11-15", "hello"), "*"))).withMessage("move 2 (hello) is not a move");
        assertThatIllegalArgumentException().isThrownBy(() -> CheckersNotation.formatPdn(
                new PdnGame(Map.of("Two words", "x"), List.of(), "*")));
        assertThat(CheckersNotation.formatPdn(new PdnGame(Map.of(), List.of(), "*"))).endsWith("]\n\n*\n");
    }

    // "The seven standard tags, then the movetext, then a result token."
    @ParameterizedTest
    @ValueSource(strings = {"1-0", "0-1", "1/2-1/2", "*"})
    void resultTokens_roundTrip(String result) {
        PdnGame game = new PdnGame(Map.of("Event", "x"), List.of("11-15"), result);
        String text = CheckersNotation.formatPdn(game);
        assertThat(text).contains("[Result \"" + result + "\"]").endsWith("1. 11-15 " + result + "\n");
        PdnGame back = CheckersNotation.parsePdn(text);
        assertThat(back.result()).isEqualTo(result);
        assertThat(CheckersNotation.formatPdn(back)).isEqualTo(text);
        assertThatIllegalArgumentException().isThrownBy(() -> new PdnGame(Map.of(), List.of(), "2-0"));
    }

    // PDN 3.0 (pdn.fmjd.org, "Result tag"): the codes are from the first side to move, which in English draughts
    // (GameType 21, "B") is black; International scoring gives a win 2 and a draw 1 each; 0-0 is a game declared
    // lost for both, which no ending here is, so it reads as no result, as the seed's parse_pdn reads any other.
    @ParameterizedTest(name = "''{0}'' reads as ''{1}''")
    @CsvSource({"2-0, 1-0", "0-2, 0-1", "1-1, 1/2-1/2", "0-0, *", "1-0, 1-0", "0-1, 0-1", "1/2-1/2, 1/2-1/2"})
    void parsePdn_readsPdnsOtherResultTokens_andWritesTheSeedsFourBack(String token, String canonical) {
        PdnGame inMovetext = CheckersNotation.parsePdn("1. 11-15 " + token);
        PdnGame inTag = CheckersNotation.parsePdn("[Result \"" + token + "\"]\n1. 11-15");
        PdnGame inBoth = CheckersNotation.parsePdn("[Result \"" + token + "\"]\n1. 11-15 " + canonical);
        for (PdnGame game : List.of(inMovetext, inTag, inBoth)) {
            assertThat(game.result()).isEqualTo(canonical);
            assertThat(game.moves()).containsExactly("11-15");
            assertThat(CheckersNotation.formatPdn(game)).contains("[Result \"" + canonical + "\"]")
                    .endsWith("1. 11-15 " + canonical + "\n");
        }
    }

    @Test
    void parsePdn_takesTheResultFromTheTag_whenTheMovetextHasNoToken() {
        assertThat(CheckersNotation.parsePdn("[Result \"0-1\"]\n1. 11-15").result()).isEqualTo("0-1");
        assertThat(CheckersNotation.parsePdn("[Result \"?\"]\n1. 11-15").result()).isEqualTo("*");
        assertThat(CheckersNotation.parsePdn("1. 11-15").result()).isEqualTo("*");
        assertThat(CheckersNotation.parsePdn("").moves()).isEmpty();
    }

    @Property(tries = 800)
    void parsePdn_throwsOnlyTextFormatExceptionsThatNameWhere(@ForAll("pdnish") String text) {
        try {
            PdnGame game = CheckersNotation.parsePdn(text);
            assertThat(CheckersNotation.parsePdn(CheckersNotation.formatPdn(game)).moves().size())
                    .isEqualTo(game.moves().size());
        } catch (TextFormatException e) {
            assertThat(e.getMessage()).matches("(?s).* at \\d+:\\d+");
        }
        assertThat(CheckersNotation.splitPdn(text)).allMatch(source -> source.line() >= 1);
    }

    @Provide
    Arbitrary<String> pdnish() {
        Arbitrary<String> mutated = Arbitraries.of(GAME, "[FEN \"W:W18:B14\"]\n1... 18x9 0-1\n", "1. 11-15 {c} *")
                .flatMap(text -> Arbitraries.integers().between(0, text.length() - 1).flatMap(at -> Arbitraries
                        .of("", "x", "\"", "{", "}", ";", "[", "]", "\n", "1.", "-", "*", "\\")
                        .map(insert -> text.substring(0, at) + insert + text.substring(at + 1))));
        return Arbitraries.oneOf(mutated, Arbitraries.strings().withChars("[]\"{};.-x*0123456789 \nEventab")
                .ofMaxLength(60));
    }

    @Test
    void splitPdn_findsEachGameOfADatabase_andTheLineItBeginsOn() {
        String text = "1. 9-14 *\n\n" + GAME + "\n" + GAME + "[Event \"last\"]\n[Result \"*\"]\n\n1. 11-15\n";
        List<CheckersNotation.PdnSource> games = CheckersNotation.splitPdn(text);
        assertThat(games).extracting(CheckersNotation.PdnSource::line).containsExactly(1, 3, 10, 16);
        assertThat(CheckersNotation.parsePdn(games.get(0).text()).moves()).containsExactly("9-14");
        assertThat(games.get(1).text()).startsWith(GAME);
        assertThat(games.get(2).text()).isEqualTo(GAME);
        assertThat(CheckersNotation.parsePdn(games.get(1).text())).isEqualTo(CheckersNotation.parsePdn(GAME));
        assertThat(CheckersNotation.parsePdn(games.get(3).text()).tags()).containsEntry("Event", "last");
        assertThat(CheckersNotation.splitPdn("")).isEmpty();
    }
}

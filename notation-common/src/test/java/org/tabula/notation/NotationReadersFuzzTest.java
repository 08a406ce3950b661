package org.tabula.notation;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tabula.api.testkit.FuzzHarness;

/**
 * Every reader notation-common gives the games, fed {@link FuzzHarness#casesOfThisRun()} generated and mutated
 * texts each: those that promise never to throw do not, and the record reader refuses only with a
 * {@link org.tabula.api.TextFormatException} naming a place inside the text.
 */
@Tag("fuzz")
class NotationReadersFuzzTest {

    private static final List<String> RECORDS = List.of(
            "position W..........B............ w 8 8 0 2\nflying no\n1. d2 f4\n2. d6\noffer black\n"
                    + "result white resign\n",
            "# a note\n1... d2\n2. f4 d6 - d5 x a1\n",
            "[Event \"Club game\"]\n[GameType \"21\"]\n1. 11-15 23-19 {a comment\nacross lines} 2. 8-11 22-17"
                    + " ; to the end\n",
            "[rules finkel]\n1. 4a 2. 3d\n",
            "");
    private static final List<String> WORDS = List.of("position", "flying", "[", "]", "{", "}", ";", "#", "1.",
            "12...", "-", "x", "X", "\"", "d2", "11-15", "23x14x7");
    private static final RecordReader FULL = RecordReader.plain().withNotes("#").withKeywords("position", "flying")
            .withTags().withComments();

    private static FuzzHarness harness(String reader) {
        return FuzzHarness.of("notation-common " + reader, RECORDS).words(WORDS);
    }

    @Test
    void lines_andTheirTokens_neverThrow() {
        harness("Lines.split and Line.tokens").neverThrows(text -> {
            for (Line line : Lines.split(text)) {
                line.tokens();
                line.end();
            }
            return null;
        }).assertNoCrashes();
    }

    @Test
    void splitWithinLimits_refusesNamingWhere() {
        TextLimits small = new TextLimits(300, 80, 10);
        harness("Lines.split with limits").refusesOnlyWithTextFormatException(text -> Lines.split(text, small))
                .assertNoCrashes();
    }

    @Test
    void recordReader_readsOrRefusesNamingWhere() {
        harness("RecordReader.read").refusesOnlyWithTextFormatException(text -> {
            RecordText record = FULL.read(text);
            record.moves();
            record.headers().forEach(header -> header.value());
            return record;
        }).assertNoCrashes();
    }

    @Test
    void canonicalReader_readsUpToAFault_orRefusesTheWholeTextNamingWhere() {
        RecordReader canonical = FULL.canonical();
        harness("RecordReader.canonical().readUpToFault").refusesOnlyWithTextFormatException(text -> {
            RecordReading reading = canonical.readUpToFault(text);
            reading.record().moveLines();
            return reading;
        }).assertNoCrashes();
    }

    @Test
    void movesAndJoints_neverThrow() {
        harness("NumberedMoves.moves and Tokens.joinedAround").neverThrows(text -> {
            List<Token> tokens = RecordReader.plain().withLimits(TextLimits.NONE).read(text).body();
            return NumberedMoves.moves(Tokens.joinedAround(tokens, "-xX"));
        }).assertNoCrashes();
    }

    @Test
    void gameLines_findOrRefuseNamingWhere() {
        GameLine note = GameLine.note("#", "game", "morris", "morris");
        GameLine tag = GameLine.tag("GameType", "21", "checkers (21)");
        GameLine read = tag.readBy(RecordReader.plain().withNotes("#").withTags().withComments());
        harness("GameLine.namedIn and check").refusesOnlyWithTextFormatException(text -> {
            note.namedIn(text);
            tag.namedIn(text);
            read.namedIn(text);
            note.check(text);
            read.check(text);
            tag.check(text);
            return text;
        }).assertNoCrashes();
    }

    @Test
    void coordinates_neverThrow() {
        FuzzHarness.of("notation-common Coordinate.parse", List.of("d2", "A1", "h0", "z9")).words(WORDS)
                .neverThrows(text -> {
                    for (int offset = -1; offset <= text.length(); offset++) {
                        Coordinate.parseAt(text, offset);
                    }
                    return Coordinate.parse(text);
                }).assertNoCrashes();
    }

    @Test
    void counts_readOrRefuseNamingWhere() {
        FuzzHarness.of("notation-common Counts.read", List.of("0", "12", "2147483647", "8 8 0 2")).words(WORDS)
                .refusesOnlyWithTextFormatException(text -> {
                    for (Line line : Lines.split(text)) {
                        for (Token token : line.tokens()) {
                            Counts.read(token, "count");
                        }
                    }
                    return text;
                }).assertNoCrashes();
    }
}

package org.tabula.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.Move;
import org.tabula.api.OptionSpec;
import org.tabula.api.PlayerEnding;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;

/** The move-list record: what is written reads back the same, each line kind in its place, bad text refused there. */
class MoveListRecordTest {

    private static final Side WHITE = WordGame.SIDES.get(0);
    private static final Side BLACK = WordGame.SIDES.get(1);
    private static final GameLine NOTE = GameLine.note("#", "game", "words", "the word game");
    private static final MoveListRecord PAIRS = MoveListRecord.numberedInPairs(NOTE, WordGame.SIDES)
            .withHeaders("position", "flying");
    private static final MoveListRecord LINES = MoveListRecord.oneMoveALine(NOTE, WordGame.SIDES)
            .withHeaders("seed", "position").withChance("roll");

    /** The game the headers begin: a {@code position} line gives its ply, and LINES' game rolls dice. */
    private static Game begin(MoveListRecord record, Map<String, Header> headers) {
        int ply = Optional.ofNullable(headers.get("position")).map(header -> Integer.parseInt(header.value()))
                .orElse(0);
        return new WordGame(record == LINES, ply);
    }

    private static RecordedMatch read(MoveListRecord record, String text) {
        return record.read(text, headers -> begin(record, headers));
    }

    @Provide
    Arbitrary<List<String>> words() {
        return Arbitraries.strings().withCharRange('a', 'w').ofMinLength(1).ofMaxLength(4)
                // No move is named as a line of the record is: "roll" would be read back as LINES' chance line.
                .filter(word -> !List.of("end", "roll", "seed").contains(word)).list().ofMaxSize(30);
    }

    @Provide
    Arbitrary<MatchMarks> marks() {
        Arbitrary<Optional<Side>> offer = Arbitraries.of(WHITE, BLACK).optional(0.5);
        Arbitrary<Optional<Result>> ending = Arbitraries.of(PlayerEnding.resign(WHITE, BLACK),
                PlayerEnding.timeout(BLACK, WHITE), PlayerEnding.agreement()).optional(0.5);
        return net.jqwik.api.Combinators.combine(offer, ending).as(MatchMarks::new);
    }

    @Property
    void movesInPairs_fromAnyPly_readBackAsWritten(@ForAll("words") List<String> moves,
            @ForAll("marks") MatchMarks marks, @ForAll @IntRange(max = 40) int startPly) {
        Map<String, String> headers = startPly == 0 ? Map.of() : Map.of("position", Integer.toString(startPly));
        String text = PAIRS.write(headers, moves, startPly % 2 == 1, marks);

        RecordedMatch read = read(PAIRS, text);

        assertThat(read.game().history()).extracting(Move::text).isEqualTo(moves);
        assertThat(read.game().ply()).isEqualTo(startPly + moves.size());
        assertThat(read.marks()).isEqualTo(marks);
        assertThat(PAIRS.write(headers, read.game().history().stream().map(Move::text).toList(),
                startPly % 2 == 1, read.marks())).isEqualTo(text);
    }

    @Property
    void movesOneALine_withTheirRolls_readBackAsWritten(@ForAll("words") List<String> moves,
            @ForAll("marks") MatchMarks marks, @ForAll @IntRange(min = 1, max = 6) int roll, @ForAll boolean standing) {
        List<String> steps = new ArrayList<>();
        moves.forEach(move -> steps.addAll(List.of(LINES.chanceLine(Integer.toString(roll)), move)));
        if (standing) {
            steps.add(LINES.chanceLine("6"));
        }
        String text = LINES.write(new LinkedHashMap<>(Map.of("seed", "7")), steps, false, marks);

        RecordedMatch read = read(LINES, text);

        assertThat(read.game().history()).extracting(Move::text).isEqualTo(moves);
        assertThat(read.game().pendingChance().isEmpty()).isEqualTo(standing);
        assertThat(read.marks()).isEqualTo(marks);
        assertThat(text.lines().filter(line -> line.startsWith("roll ")).count())
                .isEqualTo(moves.size() + (standing ? 1 : 0));
    }

    @Test
    void eachLineKind_isWrittenInTheSeedsOrder() {
        MatchMarks marks = new MatchMarks(Optional.of(BLACK), Optional.of(PlayerEnding.resign(BLACK, WHITE)));
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("flying", "no");
        headers.put("position", "3");

        assertThat(PAIRS.write(headers, List.of("d", "f", "b"), true, marks)).isEqualTo(
                "# game words\nposition 3\nflying no\n1... d\n2. f b\noffer black\nresult white resign\n");
        assertThat(LINES.write(Map.of(), List.of("roll 2", "a"), false,
                new MatchMarks(Optional.empty(), Optional.of(PlayerEnding.agreement()))))
                .isEqualTo("# game words\nroll 2\na\nresult draw agreement\n");
        assertThat(PAIRS.write(Map.of(), List.of(), false, MatchMarks.NONE)).isEqualTo("# game words\n");
        assertThat(PAIRS.nextMoveNumber(3, false)).isEqualTo("2...");
        assertThat(LINES.nextMoveNumber(3, false)).isEqualTo("4");
    }

    @Test
    void notesAndBlankLines_anywhere_areNotesOnly() {
        RecordedMatch read = read(PAIRS, "# a note\n\nposition 2\n# game chess\n1. a b\n  # x\n2. c\noffer white\n#\n");

        assertThat(read.game().history()).extracting(Move::text).containsExactly("a", "b", "c");
        assertThat(read.game().ply()).isEqualTo(5);
        assertThat(read.marks().offer()).contains(WHITE);
    }

    @Test
    void headersTheRecordDoesNotHave_orWritingChanceInPairs_areMistakesOfTheCaller() {
        assertThatThrownBy(() -> PAIRS.write(Map.of("seed", "1"), List.of(), false, MatchMarks.NONE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PAIRS.withChance("roll")).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> PAIRS.chanceLine("1")).isInstanceOf(IllegalStateException.class);
    }

    @ParameterizedTest(name = "{0}: \"{1}\" -> {2}")
    @CsvSource(delimiter = '|', value = {
        "pairs | flying no\\nposition 2     | the position line comes before the flying line at 2:1",
        "pairs | flying no\\nflying yes     | the flying line comes once at 2:1",
        "pairs | 1. a b\\nposition 2        | the position line comes before the moves at 2:1",
        "pairs | 1. a x                     | move 2 (x): x is not a word. at 1:6",
        "pairs | 1. end a                   | move 2 (a): No move now. at 1:8",
        "pairs | 1. end\\noffer white       | the offer line comes after the game is over at 2:1",
        "pairs | offer white\\n1. a         | a move comes before the offer line at 2:1",
        "pairs | result draw agreement\\noffer white | nothing comes after the result line at 2:1",
        "pairs | result white draw          | a result's reason is resign, timeout or agreement, not 'draw' at 1:14",
        "pairs | offer red                  | an offer names the side that made it, white or black, not 'red' at 1:7",
        "lines | roll 2\\n a b              | a move stands on a line of its own at 2:4",
        "lines | a                          | move 1 (a): No move now. at 1:1",
        "lines | roll                       | a roll line has 1 value at 1:1",
        "lines | roll 7                     | the roll line is refused: Not a roll now. at 1:1",
        "lines | roll 1\\nposition 3        | the position line comes before the rolls and moves at 2:1",
    })
    void aTextThatIsNoRecord_isRefusedAtItsPlace(String kind, String escaped, String message) {
        assertThatThrownBy(() -> read(kind.equals("pairs") ? PAIRS : LINES, escaped.replace("\\n", "\n")))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    @Test
    void aRecordOfMoreMovesThanTheLimit_isRefusedAtTheFirstMoveTooMany() {
        MoveListRecord small = PAIRS.withLimits(new TextLimits(1000, 100, 3));

        assertThat(small.read("1. a b\n2. c", headers -> new WordGame(false, 0)).game().ply()).isEqualTo(3);
        assertThatThrownBy(() -> small.read("1. a b\n2. c d", headers -> new WordGame(false, 0)))
                .hasMessage("move 4 (d): a record holds at most 3 moves at 2:6");
    }

    /** Any text is read or refused with its place; nothing else is thrown. */
    @Property
    void anyText_isReadOrRefusedWithAPlace(@ForAll("hostile") String text) {
        for (MoveListRecord record : List.of(PAIRS, LINES)) {
            try {
                record.read(text, headers -> new WordGame(record == LINES, 0));
            } catch (TextFormatException refused) {
                assertThat(refused.location()).isPresent();
            }
        }
    }

    @Provide
    Arbitrary<String> hostile() {
        return Arbitraries.oneOf(TextArbitraries.hostile(), Arbitraries.of("position 2\n1. a b\noffer white\n",
                "roll 3\nab\nroll 1\n", "result white resign\n").flatMap(base -> TextArbitraries.hostile()
                        .map(noise -> base + noise)));
    }

    @Test
    void optionHeaders_overruleTheOptionsGiven_andAValueTheOptionDoesNotTake_isRefusedAtItsLine() {
        List<OptionSpec> specs = List.of(OptionSpec.integer("seed", 0, "The seed."));
        GameOptions given = GameOptions.of(specs, Map.of("seed", "4"));
        Map<String, Header> named = new LinkedHashMap<>();
        LINES.read("# game words\nseed 9\n", headers -> {
            named.putAll(headers);
            return new WordGame(true, 0);
        });

        assertThat(MoveListRecord.options(named, given, specs).integer("seed")).isEqualTo(9);
        assertThat(MoveListRecord.options(Map.of(), given, specs)).isEqualTo(given);
        assertThatThrownBy(() -> LINES.read("\nseed x\n", headers -> {
            MoveListRecord.options(headers, given, specs);
            return new WordGame(true, 0);
        })).hasMessage("a seed line names one number at 2:1");
    }

    @Test
    void aRoll_mayStandWithAnOffer_butAMoveMayNotFollowIt() {
        RecordedMatch read = read(LINES, "roll 1\na\noffer black\nroll 3\n");

        assertThat(read.marks().offer()).contains(BLACK);
        assertThat(read.game().pendingChance()).isEmpty();
    }
}

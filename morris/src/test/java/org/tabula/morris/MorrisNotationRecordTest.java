package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Position;
import org.tabula.morris.model.RecordState;
import org.tabula.morris.model.RecordedMove;

class MorrisNotationRecordTest {

    private static final String SEED_START = "WWW.BB..B..W....B..W.B.. w 4 4 0 10";

    private static List<MorrisMove> moves(String... texts) {
        List<MorrisMove> moves = new ArrayList<>();
        for (String text : texts) {
            moves.add(MorrisNotation.parseMove(text).orElseThrow());
        }
        return moves;
    }

    private static String write(List<MorrisMove> moves) {
        return MorrisNotation.formatRecord(moves, Optional.empty(), RecordState.NONE);
    }

    // ---------------------------------------------------------------------------------------- reading moves

    @Test
    void parseRecord_readsTheSynopsisGame() {
        assertThat(MorrisNotation.parseRecord("1. d2 f4\n2. d6")).isEqualTo(moves("d2", "f4", "d6"));
    }

    @Test
    void parseRecord_readsTheSeedsGameInOrder() {
        assertThat(MorrisNotation.parseRecord("1. d2 f4\n2. d6 b4\n3. d7\n"))
                .isEqualTo(moves("d2", "f4", "d6", "b4", "d7"));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {
        "d2 f4 d6",
        "1.d2 f4 2.d6",
        "1. d2\nf4\n2.\nd6",
        "7. d2 f4 1... d6",
        "1. d2 f4 2. d6\n",
        "1. D2 F4\r\n2. D6\r\n",
        "\n\n  1.   d2\t\tf4  \n\n2. d6\n\n",
        "# a note\n1. d2 f4\n   # another note, 1. a7\n2. d6\n",
        "1... d2\n2. f4 d6",
        "position WWW.BB..B..W....B..W.B.. w 4 4 0 10\nflying no\n1. d2 f4\n2. d6\noffer black\nresult white resign\n",
    })
    void parseRecord_ignoresNumbersLineBreaksNotesAndTheOtherLines(String text) {
        assertThat(MorrisNotation.parseRecord(text)).isEqualTo(moves("d2", "f4", "d6"));
    }

    @Test
    void parseRecord_readsMovesWrittenWithSpacesAroundTheirJoints() {
        assertThat(MorrisNotation.parseRecord("1. d2 - d3 xa1 f4\n2. D6X A7 b6 -d6"))
                .isEqualTo(moves("d2-d3xa1", "f4", "d6xa7", "b6-d6"));
    }

    @Test
    void parseRecord_readsNothingFromNothing() {
        assertThat(MorrisNotation.parseRecord("")).isEmpty();
        assertThat(MorrisNotation.parseRecord("# only a note\n\n")).isEmpty();
        assertThat(MorrisNotation.parseRecord("flying no\nresult draw agreement\n")).isEmpty();
    }

    @Test
    void parseRecordMoves_keepsEachMovesTextAndPlace() {
        List<RecordedMove> moves = MorrisNotation.parseRecordMoves("flying no\n1. d2 F4\n2.d6 d2 - d3xa1\n");
        assertThat(moves).containsExactly(
                new RecordedMove(MorrisMove.place(19), "d2", new TextLocation(2, 4)),
                new RecordedMove(MorrisMove.place(13), "F4", new TextLocation(2, 7)),
                new RecordedMove(MorrisMove.place(4), "d6", new TextLocation(3, 3)),
                new RecordedMove(MorrisMove.step(19, 16, 21), "d2 - d3xa1", new TextLocation(3, 6)));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "1. d2 f4\\n2. d9|move 3 (d9): not a move at 2:4",
        "1. d2 d2-d2|move 2 (d2-d2): not a move at 1:7",
        "1. d2 f4\\npositon WWW.BB..B..W....B..W.B.. w 4 4 0 10|move 3 (positon): not a move at 2:1",
        "1. d2 f4\\nflyng no|move 3 (flyng): not a move at 2:1",
        "1. d2 offer black|move 2 (offer): not a move at 1:7",
        "1. d2 f4 # a note mid-line|move 3 (#): not a move at 1:10",
        "1 d2|move 1 (1): not a move at 1:1",
        "1. d2 - |move 1 (d2 -): not a move at 1:4",
        "1. d2-\\nd3|move 1 (d2-): not a move at 1:4",
        "1. d2, f4|move 1 (d2,): not a move at 1:4",
        "\u00E9 d2|move 1 (\u00E9): not a move at 1:1",
        "\uD83D\uDE00 d9|move 1 (\uD83D\uDE00): not a move at 1:1",
        "d2 \uD83D\uDE00 d9|move 2 (\uD83D\uDE00): not a move at 1:4",
        "1. d2 f4 1-0|move 3 (1-0): not a move at 1:10",
        "1.. d2 f4\\n2..x d6|move 3 (x d6): not a move at 2:4",
    })
    void parseRecordMoves_namesAMoveThatCannotBeReadByItsPlace(String text, String message) {
        assertThatThrownBy(() -> MorrisNotation.parseRecordMoves(text.replace("\\n", "\n")))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    @Test
    void parseRecordMoves_givesThePlaceTextAndLocationApart() {
        TextFormatException error = catchThrowableOfType(TextFormatException.class,
                () -> MorrisNotation.parseRecord("1. d2 f4\n2. d6 zz"));
        assertThat(error.moveNumber()).hasValue(4);
        assertThat(error.location()).contains(new TextLocation(2, 7));
        assertThat(error.reason()).isEqualTo("not a move");
    }

    @Test
    void parseRecordMoves_passesOverBadPositionAndStateLines() {
        // those lines are record_position's and record_state's to read
        assertThat(MorrisNotation.parseRecord("position nonsense\nflying maybe\nresult x y z\n1. d2"))
                .isEqualTo(moves("d2"));
    }

    // ------------------------------------------------------------------------------------------ positions

    @Test
    void recordPosition_readsThePositionLine() {
        String text = "position " + SEED_START + "\n1. d2 f4\n";
        assertThat(MorrisNotation.recordPosition(text)).contains(MorrisNotation.parsePosition(SEED_START));
        assertThat(MorrisNotation.parseRecord(text)).isEqualTo(moves("d2", "f4"));
    }

    @Test
    void recordPosition_isEmptyForAGameBegunFromTheEmptyBoard() {
        assertThat(MorrisNotation.recordPosition("1. d2 f4\n")).isEmpty();
        assertThat(MorrisNotation.recordPosition("")).isEmpty();
        assertThat(MorrisNotation.recordPosition("# position " + SEED_START)).isEmpty();
    }

    @Test
    void recordPosition_forgivesTheKeywordsCaseAndSpaces_butThePositionIsReadAsTheSeedWritesIt() {
        assertThat(MorrisNotation.recordPosition("  POSITION\t" + SEED_START + "  \n"))
                .contains(MorrisNotation.parsePosition(SEED_START));
        assertThatThrownBy(() -> MorrisNotation.recordPosition("position " + SEED_START.toLowerCase(Locale.ROOT)))
                .isInstanceOf(TextFormatException.class);
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "position|there is no position: expected the 24 points, the side to move, the men in each hand and two"
            + " counts at 1:9",
        "1. d2\\nposition WWW.BB..B..W....B..W.B.. x 4 4 0 10|the side to move is w or b, not 'x' at 2:35",
        "'  position WWW.BB..B..W....B..W.B.. w 4 4 0'|the field 'plies played' is missing at 1:44",
        "position WWW.BB..B..W....B..W.B.. w 9 4 0 10|white has more than nine men: 5 on the board and 9 in hand"
            + " at 1:37",
        "position WWW.BB..B..W....B..W.B.. w 4 4 0 10\\nposition " + SEED_START
            + "|a second position line; the first is on line 1 at 2:1",
    })
    void recordPosition_saysWhatIsWrongAndWhere(String text, String message) {
        assertThatThrownBy(() -> MorrisNotation.recordPosition(text.replace("\\n", "\n")))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    // ---------------------------------------------------------------------------------------------- state

    @Test
    void recordState_readsTheSeedsExample() {
        RecordState state = MorrisNotation.recordState("flying no\n1. d2 f4\noffer black\nresult white resign\n");
        assertThat(state).isEqualTo(new RecordState(Optional.of(false), Optional.of(Colour.BLACK),
                Optional.of(ended(Colour.WHITE, "resign"))));
    }

    @Test
    void recordState_isEmptyWhenTheRecordSaysNothing() {
        assertThat(MorrisNotation.recordState("1. d2 f4\n")).isEqualTo(RecordState.NONE);
        assertThat(MorrisNotation.recordState("")).isEqualTo(RecordState.NONE);
        assertThat(MorrisNotation.recordState("# flying no\n# result white resign")).isEqualTo(RecordState.NONE);
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "flying no|false",
        "flying yes|true",
        "FLYING  No |false",
        "\tFlying YES|true",
    })
    void recordState_readsTheFlyingLine(String text, boolean flying) {
        assertThat(MorrisNotation.recordState(text).flying()).contains(flying);
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "offer white|WHITE",
        "offer black|BLACK",
        "OFFER  Black|BLACK",
    })
    void recordState_readsTheOfferLine(String text, Colour side) {
        assertThat(MorrisNotation.recordState(text).offer()).contains(side);
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "result white resign|WHITE|resign",
        "result black resign|BLACK|resign",
        "result white timeout|WHITE|timeout",
        "result black timeout|BLACK|timeout",
        "result draw agreement||agreement",
        "Result  DRAW Agreement|  |agreement",
    })
    void recordState_readsTheResultLine(String text, Colour winner, String reason) {
        assertThat(MorrisNotation.recordState(text).result())
                .contains(ended(winner, reason));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "flying|flying is yes or no, and neither is given at 1:7",
        "flying maybe|flying is yes or no, not 'maybe' at 1:8",
        "flying 0|flying is yes or no, not '0' at 1:8",
        "flying no no|nothing follows 'flying no', but 'no' does at 1:11",
        "offer|an offer names the side that made it, white or black, and none is given at 1:6",
        "offer draw|an offer names the side that made it, white or black, not 'draw' at 1:7",
        "offer w|an offer names the side that made it, white or black, not 'w' at 1:7",
        "offer white black|nothing follows 'offer white', but 'black' does at 1:13",
        "result|a result names the winner (white or black) or draw, then the reason, and neither is given at 1:7",
        "result white|a result names the reason after the winner: resign, timeout or agreement at 1:13",
        "result nobody resign|a result names the winner, white or black, or draw, not 'nobody' at 1:8",
        "result white mill|a result's reason is resign, timeout or agreement, not 'mill' at 1:14",
        "result draw resign|a game ended by resign has a winner, not a draw at 1:13",
        "result draw timeout|a game ended by timeout has a winner, not a draw at 1:13",
        "result white agreement|a game ended by agreement is a draw, not a win for white at 1:8",
        "result draw repetition|a result's reason is resign, timeout or agreement, not 'repetition' at 1:13",
        "result white resign now|nothing follows 'result white resign', but 'now' does at 1:21",
        "flying no\\n1. d2\\nflying yes|a second flying line; the first is on line 1 at 3:1",
        "offer white\\nOffer black|a second offer line; the first is on line 1 at 2:1",
        "result white resign\\n\\nresult white resign|a second result line; the first is on line 1 at 3:1",
    })
    void recordState_saysWhatIsWrongAndWhere(String text, String message) {
        assertThatThrownBy(() -> MorrisNotation.recordState(text.replace("\\n", "\n")))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    @Test
    void recordState_leavesThePositionLineToRecordPosition() {
        assertThat(MorrisNotation.recordState("position nonsense\nflying no")).isEqualTo(RecordState.NONE
                .withFlying(false));
    }

    @Test
    void headerLocation_findsTheLineOfAKeyword() {
        String text = "# note\nflying no\n1. d2\n  OFFER black\n";
        assertThat(MorrisNotation.headerLocation(text, MorrisNotation.OFFER)).contains(new TextLocation(4, 3));
        assertThat(MorrisNotation.headerLocation(text, MorrisNotation.FLYING)).contains(new TextLocation(2, 1));
        assertThat(MorrisNotation.headerLocation(text, MorrisNotation.RESULT)).isEmpty();
        assertThat(MorrisNotation.headerLocation("# offer white", MorrisNotation.OFFER)).isEmpty();
    }

    // --------------------------------------------------------------------------------------------- writing

    @Test
    void formatRecord_writesTheMovesInNumberedPairs() {
        assertThat(write(moves("d2", "f4", "d6", "b4", "d7"))).isEqualTo("1. d2 f4\n2. d6 b4\n3. d7\n");
        assertThat(write(moves("d2", "f4"))).isEqualTo("1. d2 f4\n");
    }

    @Test
    void formatRecord_writesNothingAsTheEmptyString() {
        assertThat(write(List.of())).isEmpty();
        assertThat(MorrisNotation.formatRecord(List.of(), Optional.of(Position.START), RecordState.NONE
                .withFlying(true))).isEmpty();
    }

    @Test
    void formatRecord_writesWhereAGameBeganAndNumbersFromOne() {
        Optional<Position> start = Optional.of(MorrisNotation.parsePosition(SEED_START));
        assertThat(MorrisNotation.formatRecord(moves("d2", "f4"), start, RecordState.NONE))
                .isEqualTo("position " + SEED_START + "\n1. d2 f4\n");
    }

    @Test
    void formatRecord_leavesOutTheEmptyBoard() {
        assertThat(MorrisNotation.formatRecord(moves("d2"), Optional.of(Position.START), RecordState.NONE))
                .isEqualTo("1. d2\n");
    }

    @Test
    void formatRecord_writesBlacksFirstMoveWithAnEllipsis() {
        Optional<Position> start = Optional.of(MorrisNotation.parsePosition("W....................... b 8 9 1 1"));
        assertThat(MorrisNotation.formatRecord(moves("d2", "f4", "d6"), start, RecordState.NONE))
                .isEqualTo("position W....................... b 8 9 1 1\n1... d2\n2. f4 d6\n");
        assertThat(MorrisNotation.formatRecord(List.of(), start, RecordState.NONE))
                .isEqualTo("position W....................... b 8 9 1 1\n");
    }

    @Test
    void formatRecord_writesTheSeedsExampleOfStateLines() {
        RecordState state = RecordState.NONE.withFlying(false).withOffer(Colour.BLACK)
                .withResult(ended(Colour.WHITE, "resign"));
        assertThat(MorrisNotation.formatRecord(moves("d2", "f4"), Optional.empty(), state))
                .isEqualTo("flying no\n1. d2 f4\noffer black\nresult white resign\n");
    }

    @Test
    void formatRecord_writesEachLineOnlyWhenItIsSo() {
        assertThat(MorrisNotation.formatRecord(moves("d2"), Optional.empty(), RecordState.NONE.withFlying(true)))
                .isEqualTo("1. d2\n");
        assertThat(MorrisNotation.formatRecord(List.of(), Optional.empty(),
                RecordState.NONE.withResult(ended(null, "agreement")))).isEqualTo("result draw agreement\n");
        assertThat(MorrisNotation.formatRecord(List.of(), Optional.empty(),
                RecordState.NONE.withResult(ended(Colour.BLACK, "timeout"))))
                .isEqualTo("result black timeout\n");
        assertThat(MorrisNotation.formatRecord(moves("d2"), Optional.empty(), RecordState.NONE
                .withOffer(Colour.WHITE))).isEqualTo("1. d2\noffer white\n");
    }

    @Test
    void formatRecord_namesAMissingMoveByItsPlace() {
        List<MorrisMove> moves = new ArrayList<>(moves("d2", "f4"));
        moves.add(null);
        assertThatThrownBy(() -> write(moves)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("move 3 is missing");
    }

    @Test
    void formatRecordTexts_writesMovesGivenAsTextCanonically() {
        assertThat(MorrisNotation.formatRecordTexts(List.of("D2", " f4 ", "d2 - d3 X A1"), Optional.empty(),
                RecordState.NONE)).isEqualTo("1. d2 f4\n2. d2-d3xa1\n");
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
        "d9|move 2 (d9) is not a move",
        "d2-d2|move 2 (d2-d2) is not a move",
        "''|move 2 () is not a move",
        "1.|move 2 (1.) is not a move",
    })
    void formatRecordTexts_namesAMoveThatIsNotAMove(String bad, String message) {
        assertThatThrownBy(() -> MorrisNotation.formatRecordTexts(List.of("d2", bad, "f4"), Optional.empty(),
                RecordState.NONE)).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void formatRecordTexts_namesANullMove() {
        List<String> texts = new ArrayList<>(List.of("d2"));
        texts.add(null);
        assertThatThrownBy(() -> MorrisNotation.formatRecordTexts(texts, Optional.empty(), RecordState.NONE))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("move 2 (null) is not a move");
    }

    @Test
    void formatRecord_refusesWhatIsNotSo() {
        // a record's result is api's resign or timeout with a winner, or agreement without one
        assertThatThrownBy(() -> PlayerEnding.RESIGN.result(Optional.empty(), Colour.WHITE.side()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> RecordState.NONE.withResult(Result.win(Colour.WHITE.side(), "no-move", "White wins")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> MorrisNotation.formatRecord(List.of(), null, RecordState.NONE))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> MorrisNotation.formatRecord(List.of(), Optional.empty(), null))
                .isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> MorrisNotation.formatRecord(null, Optional.empty(), RecordState.NONE))
                .isInstanceOf(NullPointerException.class);
    }

    // ----------------------------------------------------------------------------------------- round trips

    @ParameterizedTest(name = "{index}")
    @ValueSource(strings = {
        "",
        "1. d2 f4\n2. d6 b4\n3. d7\n",
        "position WWW.BB..B..W....B..W.B.. w 4 4 0 10\n1. d2 f4\n",
        "flying no\n1. d2 f4\noffer black\nresult white resign\n",
        "position W....................... b 8 9 1 1\nflying no\n1... d2\n2. f4 d6xa7\noffer white\n",
        "result draw agreement\n",
    })
    void canonicalRecord_readsAndWritesBackByteForByte(String text) {
        assertThat(rewrite(text)).isEqualTo(text);
    }

    @Test
    void leniencyIsForgottenWhenWritten() {
        String lenient = "# a game\r\nFLYING NO\r\n\r\n  1.D2   F4 2.  D6 - d3xA7\r\nOffer Black\r\n";
        assertThat(rewrite(lenient)).isEqualTo("flying no\n1. d2 f4\n2. d6-d3xa7\noffer black\n");
    }

    private static String rewrite(String text) {
        return MorrisNotation.formatRecord(MorrisNotation.parseRecord(text), MorrisNotation.recordPosition(text),
                MorrisNotation.recordState(text));
    }

    @Property
    void record_roundTripsThroughItsText(@ForAll("records") Written record) {
        String text = MorrisNotation.formatRecord(record.moves(), record.start(), record.state());
        assertThat(MorrisNotation.parseRecord(text)).isEqualTo(record.moves());
        assertThat(MorrisNotation.recordPosition(text))
                .isEqualTo(record.start().filter(position -> !position.equals(Position.START)));
        RecordState state = MorrisNotation.recordState(text);
        assertThat(state.offer()).isEqualTo(record.state().offer());
        assertThat(state.result()).isEqualTo(record.state().result());
        assertThat(state.playedWithoutFlying()).isEqualTo(record.state().playedWithoutFlying());
        assertThat(rewrite(text)).isEqualTo(text);
        assertThat(text.isEmpty() || text.endsWith("\n")).isTrue();
        assertThat(MorrisNotation.formatRecordTexts(record.moves().stream().map(MorrisMove::text).toList(),
                record.start(), record.state())).isEqualTo(text);
    }

    @Property
    void record_readsTheSameWhateverTheCaseAndSpacing(@ForAll("records") Written record) {
        String text = MorrisNotation.formatRecord(record.moves(), record.start(), record.state());
        // Case is forgiven in moves and keywords; a position's fields are read as the seed writes them (w, b).
        StringBuilder upper = new StringBuilder();
        for (String line : text.split("(?<=\n)")) {
            upper.append(line.startsWith("position ") ? "POSITION" + line.substring("position".length())
                    : line.toUpperCase(Locale.ROOT));
        }
        String lenient = upper.toString().replace(" ", " \t ").replace("\n", "\r\n\n").replace("-", " - ");
        assertThat(rewrite(lenient)).isEqualTo(text);
    }

    @Property
    void recordReaders_throwOnlyLocatedErrorsForAnyString(@ForAll("hostile") String text) {
        readOrLocatedError(text);
    }

    @Property
    void recordReaders_throwOnlyLocatedErrorsForAnyUnicodeString(@ForAll String text) {
        readOrLocatedError(text);
    }

    @Property
    void recordReaders_throwOnlyLocatedErrorsForAMutatedRecord(@ForAll("mutatedRecords") String text) {
        readOrLocatedError(text);
    }

    private static void readOrLocatedError(String text) {
        try {
            MorrisNotation.parseRecordMoves(text);
        } catch (TextFormatException e) {
            assertThat(e.moveNumber()).isPresent();
            assertThat(e.getMessage()).matches("(?s)move \\d+ \\(.*\\): .+ at \\d+:\\d+");
        }
        try {
            MorrisNotation.recordState(text);
        } catch (TextFormatException e) {
            assertThat(e.location()).isPresent();
            assertThat(e.getMessage()).matches("(?s).+ at \\d+:\\d+");
        }
        try {
            MorrisNotation.recordPosition(text);
        } catch (TextFormatException e) {
            assertThat(e.location()).isPresent();
            assertThat(e.getMessage()).matches("(?s).+ at \\d+:\\d+");
        }
        MorrisNotation.headerLocation(text, MorrisNotation.RESULT);
    }

    /** What a record is written from. */
    record Written(List<MorrisMove> moves, Optional<Position> start, RecordState state) {
    }

    @Provide
    Arbitrary<Written> records() {
        return Combinators.combine(MorrisNotationArbitraries.moveLists(40), MorrisNotationArbitraries.starts(),
                MorrisNotationArbitraries.states()).as(Written::new);
    }

    @Provide
    Arbitrary<String> mutatedRecords() {
        return MorrisNotationArbitraries.mutated(records()
                .map(r -> MorrisNotation.formatRecord(r.moves(), r.start(), r.state())));
    }

    @Provide
    Arbitrary<String> hostile() {
        return MorrisNotationArbitraries.hostile();
    }

    /** The result a record's line names: {@code winner} (null for a draw) and the reason's code, as api's. */
    private static Result ended(Colour winner, String reason) {
        PlayerEnding ending = Arrays.stream(PlayerEnding.values()).filter(e -> e.code().equals(reason)).findFirst()
                .orElseThrow();
        Colour loser = winner == null ? Colour.WHITE : winner.opponent();
        return ending.result(Optional.ofNullable(winner).map(Colour::side), loser.side());
    }
}

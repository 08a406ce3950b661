package org.tabula.xiangqi;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.testkit.FuzzHarness;
import org.tabula.api.testkit.GameSamples;
import org.tabula.xiangqi.model.Position;

/**
 * Every reader of the xiangqi notation fed {@link FuzzHarness#casesOfThisRun()} generated and mutated texts (the
 * game's own readers, {@code play}, {@code fromPosition} and {@code readRecord}, are fed by
 * {@link XiangqiConformanceTest}). A reader that says it never throws never does; one that refuses a text refuses
 * it only as it documents, naming the line and column or the move.
 */
@Tag("fuzz")
class XiangqiReadersFuzzTest {

    private static final List<String> WORDS = List.of(XiangqiNotation.FEN, XiangqiNotation.OFFER,
            XiangqiNotation.RESULT, "red", "black", "draw", "resign", "timeout", "agreement", "w", "b", "r", "-",
            "1.", "12...", "#", ";", "{", "}", "[FEN \"", "\"]", "*", "1-0", "h2e2", "H2-E2", "C2.5", "rnbakabnr",
            "RNBAKABNR", "9", "/", "e0", "i9", "[RepetitionLimit \"", "[NoCaptureLimit \"", "0\"]", "2\"]");

    private static GameSamples samples;

    @BeforeAll
    static void gather() {
        XiangqiProvider provider = new XiangqiProvider();
        samples = GameSamples.gather(provider, GameOptions.defaults(provider.options()), 6, 200, 7, 60);
    }

    private static List<String> words() {
        List<String> words = new ArrayList<>(WORDS);
        words.addAll(samples.words());
        return words;
    }

    @Test
    void moveOfIccs_andParseMove_neverThrow() {
        List<String> moves = new ArrayList<>(samples.words());
        moves.addAll(List.of("H2E2", " h2-e2 ", "e0e0"));
        FuzzHarness.of("xiangqi XiangqiNotation.moveOfIccs", moves).words(words())
                .neverThrows(XiangqiNotation::moveOfIccs).assertNoCrashes();
        FuzzHarness.of("xiangqi XiangqiNotation.parseMove", moves).words(words())
                .neverThrows(XiangqiNotation::parseMove).assertNoCrashes();
    }

    @Test
    void parseFen_readsOrRefusesNamingWhere_andWhatItReadsWritesBack() {
        FuzzHarness.of("xiangqi XiangqiNotation.parseFen", samples.positions()).words(words())
                .refusesOnlyWithTextFormatException(text -> {
                    Position position = XiangqiNotation.parseFen(text);
                    String written = XiangqiNotation.formatFen(position);
                    if (!XiangqiNotation.parseFen(written).equals(position)) {
                        throw new IllegalStateException(written + " does not read back as the position it wrote");
                    }
                    return position;
                }).assertNoCrashes();
    }

    @Test
    void recordReaders_readOrRefuseNamingWhereOrTheMove() {
        FuzzHarness.of("xiangqi XiangqiNotation.parseRecordMoves", samples.records()).words(words())
                .refusesOnlyWithTextFormatException(XiangqiNotation::parseRecordMoves).assertNoCrashes();
        FuzzHarness.of("xiangqi XiangqiNotation.recordState", samples.records()).words(words())
                .refusesOnlyWithTextFormatException(XiangqiNotation::recordState).assertNoCrashes();
        FuzzHarness.of("xiangqi XiangqiNotation.recordStart", recordsWithPositions()).words(words())
                .refusesOnlyWithTextFormatException(XiangqiNotation::recordStart).assertNoCrashes();
    }

    @Test
    void wxfOf_neverThrows_forAnyMoveOnAnyBoardItWasGiven() {
        List<Position> positions = samples.positions().stream().map(XiangqiNotation::parseFen).toList();
        int[] next = {0};
        FuzzHarness.of("xiangqi XiangqiNotation.wxfOf", samples.words()).words(words())
                .neverThrows(text -> XiangqiNotation.parseMove(text)
                        .flatMap(move -> XiangqiNotation.wxfOf(positions.get(next[0]++ % positions.size()), move)))
                .assertNoCrashes();
    }

    /** Records that begin from a position other than the start, as a line and as a tag. */
    private static List<String> recordsWithPositions() {
        List<String> records = new ArrayList<>();
        for (String position : samples.positions().subList(0, Math.min(100, samples.positions().size()))) {
            records.add(XiangqiNotation.FEN + " " + position + "\n1. h2e2\n");
            records.add("[FEN \"" + position + "\"]\n1. h2e2\n");
        }
        return records;
    }
}

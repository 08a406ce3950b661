package org.tabula.morris;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.testkit.FuzzHarness;
import org.tabula.api.testkit.GameSamples;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Position;
import org.tabula.morris.model.RecordState;
import org.tabula.morris.text.NoMillNote;

/**
 * Every reader of the morris notation fed {@link FuzzHarness#casesOfThisRun()} generated and mutated texts (the
 * game's own readers, {@code play}, {@code fromPosition} and {@code fromRecord}, are fed by
 * {@link MorrisConformanceTest}). A reader that says it never throws never does; one that refuses a text refuses
 * it only as it documents, naming the line and column or the move.
 */
@Tag("fuzz")
class MorrisReadersFuzzTest {

    private static final List<String> WORDS = List.of(MorrisNotation.POSITION, MorrisNotation.FLYING,
            MorrisNotation.OFFER, MorrisNotation.RESULT, "white", "black", "draw", "resign", "timeout", "agreement",
            "yes", "no", "w", "b", "W", "B", ".", "1.", "12...", "-", "x", "#", "d2", "a7", "g1", NoMillNote.WORD, "0",
            "60");

    private static GameSamples samples;

    @BeforeAll
    static void gather() {
        MorrisProvider provider = new MorrisProvider();
        samples = GameSamples.gather(provider, GameOptions.defaults(provider.options()), 8, 400, 7, 80);
    }

    private static List<String> words() {
        List<String> words = new ArrayList<>(WORDS);
        words.addAll(samples.words());
        return words;
    }

    @Test
    void parseMove_neverThrows() {
        List<String> moves = new ArrayList<>(samples.words());
        moves.addAll(List.of("d2 - d3 x a1", "D2X A1", " b6-d6 "));
        FuzzHarness.of("morris MorrisNotation.parseMove", moves).words(words())
                .neverThrows(MorrisNotation::parseMove).assertNoCrashes();
    }

    @Test
    void parsePosition_readsOrRefusesNamingWhere_andWhatItReadsWritesBack() {
        FuzzHarness.of("morris MorrisNotation.parsePosition", samples.positions()).words(words())
                .refusesOnlyWithTextFormatException(text -> {
                    Position position = MorrisNotation.parsePosition(text);
                    String written = MorrisNotation.formatPosition(position);
                    if (!MorrisNotation.parsePosition(written).equals(position)) {
                        throw new IllegalStateException(written + " does not read back as the position it wrote");
                    }
                    return position;
                }).assertNoCrashes();
    }

    @Test
    void parseRecordMoves_readsOrRefusesNamingWhereOrTheMove() {
        FuzzHarness.of("morris MorrisNotation.parseRecordMoves", samples.records()).words(words())
                .refusesOnlyWithTextFormatException(MorrisNotation::parseRecordMoves).assertNoCrashes();
    }

    @Test
    void recordState_readsOrRefusesNamingWhere() {
        FuzzHarness.of("morris MorrisNotation.recordState", samples.records()).words(words())
                .refusesOnlyWithTextFormatException(MorrisNotation::recordState).assertNoCrashes();
    }

    @Test
    void recordPosition_readsOrRefusesNamingWhere() {
        FuzzHarness.of("morris MorrisNotation.recordPosition", recordsWithPositions()).words(words())
                .refusesOnlyWithTextFormatException(MorrisNotation::recordPosition).assertNoCrashes();
    }

    @Test
    void headerLocation_neverThrows() {
        FuzzHarness.of("morris MorrisNotation.headerLocation", samples.records()).words(words())
                .neverThrows(text -> MorrisNotation.headerLocation(text, MorrisNotation.RESULT)).assertNoCrashes();
    }

    @Test
    void formatRecordTexts_writesOrRefusesNamingTheMove() {
        FuzzHarness.of("morris MorrisNotation.formatRecordTexts", samples.records().stream()
                        .map(record -> String.join(" ", MorrisNotation.parseRecord(record).stream()
                                .map(MorrisMove::text).toList())).toList())
                .words(words())
                .refusesOnlyWith(IllegalArgumentException.class,
                        text -> MorrisNotation.formatRecordTexts(text.isEmpty() ? List.of()
                                : Arrays.asList(text.split(" ", -1)), Optional.empty(), RecordState.NONE),
                        (text, refusal) -> refusal.getMessage().matches("(?s)move \\d+ \\(.*\\) is not a move")
                                ? Optional.empty() : Optional.of("the refusal does not name the move: " + refusal))
                .assertNoCrashes();
    }

    @Test
    void playByPointNames_neverThrows() {
        List<MorrisGame> games = samples.states().stream()
                .map(game -> MorrisGame.of(Match.of(new MorrisProvider(), game.copy()))).toList();
        int[] next = {0};
        FuzzHarness.of("morris MorrisGame.play(from, to, remove)", List.of("- d2 -", "d2 d3 -", "19 20 -", "d6 d5 a1"))
                .words(words())
                .neverThrows(text -> {
                    MorrisGame game = games.get(next[0]++ % games.size());
                    String[] parts = (text + " - - -").split(" ", -1);
                    String position = game.position();
                    var outcome = game.play(none(parts[0]), parts[1], none(parts[2]));
                    if (outcome.isAccepted()) {
                        game.undo();
                    }
                    if (!game.position().equals(position)) {
                        throw new IllegalStateException("the game changed");
                    }
                    return outcome;
                }).assertNoCrashes();
    }

    private static String none(String part) {
        return part.equals("-") ? null : part;
    }

    /** Records that begin from a position other than the start. */
    private static List<String> recordsWithPositions() {
        List<String> records = new ArrayList<>();
        for (String position : samples.positions().subList(0, Math.min(200, samples.positions().size()))) {
            records.add(MorrisNotation.POSITION + " " + position + "\n1. d2 f4\n");
        }
        return records;
    }
}

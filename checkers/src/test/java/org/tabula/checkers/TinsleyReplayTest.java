package org.tabula.checkers;

import org.tabula.api.Result;
import org.tabula.api.Match;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.TextFormatException;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.PdnGame;

/**
 * The 724 tournament games of Marion Tinsley in {@code research-data/tinsley.pdn} on the test class path (with its
 * PROVENANCE.md), every one read and replayed: the legal ones to their end, the others refused with the game, the
 * move and the reason.
 *
 * <p>What the data holds, as found here: 721 games replay legally move by move. Game 541 (Petal 1981, game 18)
 * numbers a move pair 62 twice, and the second gives black a move from 32, where black has no piece: its first
 * illegal move. Games 623 and 693 have a sentence glued onto a move ({@code 8-11Redoversteppedthetimecontrol...}),
 * a token that is neither a move number nor a move, so they cannot be read. Some steps are written with
 * {@code x} ({@code 10x14}); a move is resolved by its squares, so they play.
 *
 * <p>Four of the 721 (games 307, 648, 677 and 681) play on after the same position has stood for the third time
 * with the same side to move, as tournament play allowed (a draw there is claimed, not forced). Under this
 * game's default rules the third repetition ends the game, so those four are refused at the first move after
 * it; with the option {@code repetition-draw=false} they replay to their end, and all 721 do.
 */
class TinsleyReplayTest {

    /** Where the games stand on the test class path. */
    static final String TINSLEY = "/research-data/tinsley.pdn";

    private static List<CheckersNotation.PdnSource> games;

    @BeforeAll
    static void readTheCollection() throws IOException {
        games = CheckersNotation.splitPdn(tinsleyPdn());
    }

    /** The Tinsley games, read from the test class path (src/test/resources/research-data, see PROVENANCE.md). */
    static String tinsleyPdn() throws IOException {
        try (InputStream in = TinsleyReplayTest.class.getResourceAsStream(TINSLEY)) {
            if (in == null) {
                throw new AssertionError(TINSLEY + " is not on the test class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** A game refused: its number in the file from 1, the line of the file its bad move stands on, the message. */
    private record Refused(int game, int line, String message) {
    }

    /**
     * Every game replayed with the options: how the replayed ones ended, counted, and the refused ones; with
     * {@code roundTrip}, each replayed game's record is also read back into the same record.
     */
    private static Map<String, Integer> replay(GameOptions options, List<Refused> refused, boolean roundTrip) {
        CheckersProvider provider = new CheckersProvider();
        Map<String, Integer> endings = new TreeMap<>();
        for (int i = 0; i < games.size(); i++) {
            CheckersNotation.PdnSource source = games.get(i);
            try {
                Match game = Match.fromRecord(provider, source.text(), options);
                PdnGame pdn = CheckersNotation.parsePdn(source.text());
                assertThat(game.history()).as("game %d replays to its end", i + 1).hasSize(pdn.moves().size());
                if (roundTrip) {
                    String record = game.record();
                    assertThat(Match.fromRecord(provider, record, options).record()).as("game %d", i + 1)
                            .isEqualTo(record);
                }
                endings.merge(game.result().map(e -> token(e) + " " + e.reason()).orElse("* active"), 1,
                        Integer::sum);
            } catch (TextFormatException e) {
                int line = source.line() + e.location().orElseThrow().line() - 1;
                refused.add(new Refused(i + 1, line, e.getMessage()));
            }
        }
        return endings;
    }

    /** PDN's token for a result: 1-0 when black, who moves first, won. */
    private static String token(Result result) {
        return result.winnerIfAny().map(winner -> winner.equals(Colour.BLACK.side()) ? "1-0" : "0-1")
                .orElse("1/2-1/2");
    }

    @Test
    void theFile_holds724Games() {
        assertThat(games).hasSize(724);
        assertThat(games.get(0).line()).isEqualTo(1);
        assertThat(games.stream().map(source -> CheckersNotation.splitPdn(source.text()).size()))
                .allMatch(count -> count == 1);
    }

    @Test
    void withoutTheRepetitionDraw_721ReplayToTheirEnd_andTheirRecordsReadBack_oneHasAnIllegalMove_twoCannotBeRead() {
        List<Refused> refused = new ArrayList<>();
        Map<String, Integer> endings = replay(Fixtures.options("repetition-draw", "false"), refused, true);
        assertThat(endings).containsExactly(Map.entry("0-1 resign", 123), Map.entry("1-0 resign", 65),
                Map.entry("1/2-1/2 agreement", 533));
        assertThat(endings.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(721);
        assertThat(refused).containsExactly(
                new Refused(541, 5588, "move 123 (32-28): Black has no piece on 32 at 17:5"),
                new Refused(623, 6434, "move 31 (8-11Redoversteppedthetimecontrolonthismove.): neither a move"
                        + " number nor a move at 7:70"),
                new Refused(693, 7170, "move 34 (26-22Whiteoversteppedthetimecontrolonthismove.): neither a move"
                        + " number nor a move at 8:17"));
    }

    @Test
    void withTheDefaultRules_fourMoreStopAtTheThirdRepetition() {
        List<Refused> refused = new ArrayList<>();
        Map<String, Integer> endings = replay(GameOptions.defaults(new CheckersProvider().options()), refused, false);
        assertThat(endings).containsExactly(Map.entry("0-1 resign", 122), Map.entry("1-0 resign", 65),
                Map.entry("1/2-1/2 agreement", 529), Map.entry("1/2-1/2 repetition", 1));
        String repeated = ": The game is over: Draw: the same position for the third time at ";
        assertThat(refused).containsExactly(
                new Refused(307, 3195, "move 120 (19x24)" + repeated + "16:43"),
                new Refused(541, 5588, "move 123 (32-28): Black has no piece on 32 at 17:5"),
                new Refused(623, 6434, "move 31 (8-11Redoversteppedthetimecontrolonthismove.): neither a move"
                        + " number nor a move at 7:70"),
                new Refused(648, 6695, "move 140 (24-20)" + repeated + "18:59"),
                new Refused(677, 7001, "move 74 (19x24)" + repeated + "12:11"),
                new Refused(681, 7048, "move 76 (2-6)" + repeated + "12:25"),
                new Refused(693, 7170, "move 34 (26-22Whiteoversteppedthetimecontrolonthismove.): neither a move"
                        + " number nor a move at 8:17"));
    }
}

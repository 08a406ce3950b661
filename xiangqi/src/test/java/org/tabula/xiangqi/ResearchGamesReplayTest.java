package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.TextFormatException;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.RecordedMove;
import org.tabula.xiangqi.model.XiangqiMove;
import org.tabula.xiangqi.model.XiangqiResult;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.LegalMoves;
import org.tabula.xiangqi.rules.Limits;
import org.tabula.xiangqi.rules.MoveCode;
import org.tabula.xiangqi.text.Wxf;

/**
 * The 2,516 master games of the research data replayed to their end through the provider, and at every position
 * of them every legal move written in WXF, no two the same.
 *
 * <p>Over the board an arbiter rules on repetition, and these players repeated positions three times and more
 * and played on (the rules ask the side at fault to change, not to stop); so the games are replayed with the
 * {@code repetition-limit} option at 0, every other rule as usual, and a second test says exactly where the
 * default limit would have stopped them.
 */
class ResearchGamesReplayTest {

    private static final XiangqiProvider PROVIDER = new XiangqiProvider();
    private static final GameOptions ARBITER_RULES = GameOptions.of(PROVIDER.options(),
            Map.of(XiangqiProvider.REPETITION_LIMIT, "0"));

    /** The game a record's moves make, read by the provider. */
    private static XiangqiGame fromRecord(String record, GameOptions options) {
        return (XiangqiGame) PROVIDER.readRecord(record, options).game();
    }

    @Test
    void everyResearchGame_replaysToItsEnd_throughFromRecord_everyMoveLegal() {
        List<ResearchGames.Pgn> games = ResearchGames.all();
        assertThat(games).hasSize(2516);
        List<String> failures = new ArrayList<>();
        long plies = 0;
        for (ResearchGames.Pgn pgn : games) {
            try {
                XiangqiGame game = fromRecord(pgn.text(), ARBITER_RULES);
                plies += game.history().size();
            } catch (TextFormatException e) {
                failures.add(pgn + ": " + e.getMessage());
            }
        }
        assertThat(failures).isEmpty();
        // Every move of the collection: the 224,194 positions the WXF test walks less the 2,516 starts.
        assertThat(plies).isEqualTo(221_678);
    }

    @Test
    void withTheDefaultLimits_aResearchGameIsStoppedOnlyByARepetitionRuling() {
        Map<String, Integer> stoppedBy = new TreeMap<>();
        Map<String, Integer> endedBy = new TreeMap<>();
        int whole = 0;
        for (ResearchGames.Pgn pgn : ResearchGames.all()) {
            try {
                XiangqiGame game = fromRecord(pgn.text(), GameOptions.defaults(PROVIDER.options()));
                game.ending().ifPresent(ending -> endedBy.merge(ending.ending().code(), 1, Integer::sum));
                whole++;
            } catch (TextFormatException e) {
                XiangqiGame game = fromRecord(cut(pgn.text(), e.moveNumber().orElseThrow() - 1),
                        GameOptions.defaults(PROVIDER.options()));
                XiangqiResult ending = game.ending().orElseThrow(() -> new AssertionError(pgn + ": " + e));
                assertThat(e.reason()).as("%s", pgn).startsWith("The game is over");
                assertThat(game.copy().core().repetitions()).as("%s", pgn).isGreaterThanOrEqualTo(3);
                stoppedBy.merge(ending.ending().code(), 1, Integer::sum);
            }
        }
        // Measured on the collection: 210 games would have been stopped early by the default repetition limit,
        // and 26 end on their last move with an ending the rules see (the others were resigned or agreed).
        assertThat(stoppedBy).isEqualTo(Map.of("perpetual-check", 46, "perpetual-chase", 42, "repetition", 122));
        assertThat(whole).isEqualTo(2516 - 210);
        assertThat(endedBy).isEqualTo(Map.of("checkmate", 11, "perpetual-check", 1, "repetition", 14));
    }

    /** The PGN with only its first {@code moves} moves. */
    private static String cut(String pgn, int moves) {
        List<RecordedMove> recorded = XiangqiNotation.parseRecordMoves(pgn);
        List<String> texts = recorded.subList(0, moves).stream().map(RecordedMove::text).toList();
        return String.join(" ", texts);
    }

    @Test
    void inEveryPositionOfTheResearchGames_noTwoLegalMovesAreWrittenTheSameInWxf_andEachNamesItsOwnMove() {
        long positions = 0;
        long moves = 0;
        List<String> clashes = new ArrayList<>();
        int[] buffer = new int[Core.MAX_MOVES];
        for (ResearchGames.Pgn pgn : ResearchGames.all()) {
            Core core = Core.of(Position.START, Limits.NONE);
            List<RecordedMove> recorded = XiangqiNotation.parseRecordMoves(pgn.text());
            for (int i = 0; i <= recorded.size(); i++) {
                Map<String, Integer> written = new HashMap<>();
                int count = LegalMoves.generate(core, buffer, 0);
                Colour colour = Colour.values()[core.turn()];
                Position position = null;
                for (int m = 0; m < count; m++) {
                    XiangqiMove move = MoveCode.toMove(buffer[m]);
                    String wxf = Wxf.write(square -> core.cells[square], move).orElseThrow();
                    Integer before = written.put(wxf, buffer[m]);
                    if (before != null) {
                        clashes.add(pgn + " ply " + i + ": " + MoveCode.toMove(before) + " and " + move
                                + " are both " + wxf);
                    }
                    boolean sharesItsFile = wxf.charAt(1) == '+' || wxf.charAt(1) == '-'
                            || Character.isDigit(wxf.charAt(0));
                    if (sharesItsFile || positions % 16 == 0) {
                        // Read back by the test's own reading of the seed's rules: every move of one position in
                        // sixteen, and every move of a piece that shares its file with another of its kind.
                        position = position == null ? core.toPosition() : position;
                        assertThat(WxfReading.square(position, wxf, colour)).as("%s ply %d: %s", pgn, i, wxf)
                                .isEqualTo(move);
                    }
                    moves++;
                }
                positions++;
                if (i < recorded.size()) {
                    core.make(MoveCode.encode(recorded.get(i).move()));
                }
            }
        }
        assertThat(clashes).isEmpty();
        // 2,516 starts and 221,678 moves make 224,194 positions, with 7,747,296 legal moves between them.
        assertThat(positions).isEqualTo(224_194);
        assertThat(moves).isEqualTo(7_747_296);
    }
}

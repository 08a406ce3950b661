package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.TextFormatException;
import org.tabula.checkers.model.Board;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.CheckersResult;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.PdnGame;
import org.tabula.checkers.text.Pdn;

/**
 * Which side {@code 1-0} names in English-draughts PDN: black, the side that moves first. PDN 3.0 (pdn.fmjd.org,
 * "Result tag") gives the codes "from the perspective of the 1st side to move", and English draughts is GameType
 * 21 with start colour B. The Perl engine's {@code Game::Checkers::Result::pdn} writes the opposite ({@code 1-0}
 * for white, "following PDN, the first number is White's score", PGN's rule for chess, where White moves first);
 * the Tinsley games bear the standard out, so this game reads and writes {@code 1-0} as a black win.
 */
class PdnResultSideTest {

    private static List<CheckersNotation.PdnSource> games;

    @BeforeAll
    static void readTheCollection() throws IOException {
        games = CheckersNotation.splitPdn(TinsleyReplayTest.tinsleyPdn());
    }

    /**
     * Game 366, Loew (black) against Tinsley (white), a practice game of 1970, scored {@code 0-1}: it stops with
     * white two men up, and played on by the same bot for both sides white takes every black piece. Written with
     * the moves that show the win, the record reads back with its own tag, {@code 0-1}, and is refused with
     * {@code 1-0}, because the reader checks a result against the ending the moves reach.
     */
    @Test
    void aTinsleyGameWhoseEndShowsTheWinner_agreesWithOurReading() {
        CheckersNotation.PdnSource source = games.get(365);
        PdnGame pdn = CheckersNotation.parsePdn(source.text());
        assertThat(pdn.tag("White")).contains("Tinsley");
        assertThat(pdn.result()).isEqualTo("0-1");

        CheckersGame game = Fixtures.state(Fixtures.fromPdn(Pdn.write(new PdnGame(Map.of(), pdn.moves(), "*"))));
        Board end = game.board();
        assertThat(end.count(Colour.WHITE) - end.count(Colour.BLACK)).as("white's lead in pieces").isEqualTo(2);
        Bot bot = CheckersBots.TABLE.bot(3, 1);
        for (int ply = 0; ply < 200 && game.ending().isEmpty(); ply++) {
            assertThat(game.play(bot.chooseMove(game)).isAccepted()).isTrue();
        }
        assertThat(game.ending()).contains(CheckersResult.noPieces(Colour.BLACK));
        assertThat(game.ending().orElseThrow().token()).isEqualTo(pdn.result());

        List<String> playedOut = game.history().stream().map(CheckersMove::text).toList();
        Map<String, String> tags = new LinkedHashMap<>(pdn.tags());
        assertThat(Fixtures.state(Fixtures.fromPdn(Pdn.write(new PdnGame(tags, playedOut, "0-1")))).ending())
                .isEqualTo(game.ending());
        assertThatThrownBy(() -> Fixtures.fromPdn(Pdn.write(new PdnGame(tags, playedOut, "1-0"))))
                .isInstanceOf(TextFormatException.class).hasMessageContaining("disagrees with the moves");
    }

    /**
     * Marion Tinsley lost a handful of games in forty years. Read our way, the file's decisive games are his wins
     * more than ten to one (173 won, 16 lost); read the other way, he would have lost 173 of 189.
     */
    @Test
    void tinsleysDecisiveGames_readOurWay_areAlmostAllHisWins() {
        int won = 0;
        int lost = 0;
        for (CheckersNotation.PdnSource source : games) {
            PdnGame pdn;
            try {
                pdn = CheckersNotation.parsePdn(source.text());
            } catch (TextFormatException unreadable) {
                continue;
            }
            String result = pdn.result();
            if (!result.equals(Pdn.BLACK_WINS) && !result.equals(Pdn.WHITE_WINS)) {
                continue;
            }
            Colour winner = result.equals(Pdn.BLACK_WINS) ? Colour.BLACK : Colour.WHITE;
            Colour tinsley = pdn.tag("White").contains("Tinsley") ? Colour.WHITE : Colour.BLACK;
            if (winner == tinsley) {
                won++;
            } else {
                lost++;
            }
        }
        assertThat(won + lost).isGreaterThan(150);
        assertThat(won).as("Tinsley's wins, against %d losses", lost).isGreaterThan(10 * lost);
    }
}

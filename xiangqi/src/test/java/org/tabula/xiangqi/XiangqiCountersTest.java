package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.TextFormatException;
import org.tabula.xiangqi.model.Position;

/**
 * Issue 19: xiangqi took move number 2147483647, then showed "move -1" and wrote a position its own reader refused.
 * Its counters are capped as morris's and checkers' are, so that no game played on from a position runs past them.
 */
class XiangqiCountersTest {

    private static final String BOARD = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

    @Test
    void theProbesMoveNumber_isRefusedAtItsColumn() {
        String text = BOARD + " w - - 0 2147483647";
        assertThatThrownBy(() -> XiangqiNotation.parseFen(text)).isInstanceOf(TextFormatException.class)
                .hasMessage("'move number' is at most " + Position.MOST_MOVE_NUMBER + ", not 2147483647 at 1:"
                        + (BOARD.length() + 10));
    }

    @Test
    void pliesSinceACapture_pastTheCap_areRefusedAtTheirColumn() {
        String text = BOARD + " w - - 1000000000 1";
        assertThatThrownBy(() -> XiangqiNotation.parseFen(text)).isInstanceOf(TextFormatException.class)
                .hasMessage("'plies since a capture' is at most " + Position.MOST_PLIES + ", not 1000000000 at 1:"
                        + (BOARD.length() + 8));
    }

    @Test
    void theCapsThemselves_areTaken_andAGamePlaysOnFromThem() {
        String text = BOARD + " b - - " + Position.MOST_PLIES + " " + Position.MOST_MOVE_NUMBER;
        assertThat(XiangqiNotation.formatFen(XiangqiNotation.parseFen(text))).isEqualTo(text);
        XiangqiProvider provider = new XiangqiProvider();
        // A game from the top move number plays on (from the top of the plies it is over by the no-capture rule).
        Game game = provider.fromPosition(BOARD + " b - - 0 " + Position.MOST_MOVE_NUMBER,
                GameOptions.defaults(provider.options()));
        assertThat(game.play(game.legalMoves().get(0)).isAccepted()).isTrue();
        assertThat(game.position()).endsWith(" " + (Position.MOST_MOVE_NUMBER + 1));
    }

    @Property(tries = 300)
    void anyPositionTheReaderTakes_isWrittenAsATextItTakes_andCountsOnWhenPlayed(@ForAll("counts") int noCapture,
            @ForAll("counts") int moveNumber) {
        String text = BOARD + " w - - " + noCapture + " " + moveNumber;
        Position position;
        try {
            position = XiangqiNotation.parseFen(text);
        } catch (TextFormatException refused) {
            assertThat(refused.location()).isPresent();
            return;
        }
        assertThat(XiangqiNotation.parseFen(XiangqiNotation.formatFen(position))).isEqualTo(position);
        XiangqiProvider provider = new XiangqiProvider();
        Game game = provider.fromPosition(text, GameOptions.defaults(provider.options()));
        // Two plies make a move number; a game the no-capture rule ends before then has nothing to count on.
        for (int ply = 0; ply < 2; ply++) {
            if (game.legalMoves().isEmpty()) {
                return;
            }
            game.play(game.legalMoves().get(0));
        }
        // Played on, the move number counts on: it never wraps to a negative number as it did at the int's top.
        String[] fields = game.position().split(" ");
        assertThat(Long.parseLong(fields[fields.length - 1])).isGreaterThan(moveNumber);
    }

    @Provide
    Arbitrary<Integer> counts() {
        return Arbitraries.oneOf(Arbitraries.integers().between(0, Integer.MAX_VALUE),
                Arbitraries.of(0, 1, Position.MOST_MOVE_NUMBER, Position.MOST_PLIES, Position.MOST_PLIES + 1,
                        Integer.MAX_VALUE, Integer.MAX_VALUE - 1, Position.MOST_MOVE_NUMBER + 1));
    }
}

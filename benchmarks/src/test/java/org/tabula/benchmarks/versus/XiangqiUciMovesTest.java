package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Tabula's ICCS and Fairy-Stockfish's xiangqi UCI, on moves Fairy-Stockfish played: its answer {@code b10c8} to
 * the central cannon {@code h3e3}, a chariot from its corner and a soldier's step into Red's half.
 */
class XiangqiUciMovesTest {

    private final XiangqiUciMoves moves = new XiangqiUciMoves();

    @ParameterizedTest
    @CsvSource({"h2e2, h3e3", "b9c7, b10c8", "a0a1, a1a2", "i9i8, i10i9", "c6c5, c7c6", "e0e1, e1e2"})
    void aMove_mapsToTheEngine_andBack(String iccs, String uci) {
        assertThat(moves.toEngine(iccs)).isEqualTo(uci);
        assertThat(moves.fromEngine(uci)).isEqualTo(iccs);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "(none)", "0000", "j1a1", "a11a1", "a0a", "h3e3 ponder"})
    void textThatIsNoMove_comesBackAsItCame_forTheRefereeToRefuse(String text) {
        assertThat(moves.fromEngine(text)).isEqualTo(text);
        assertThat(moves.toEngine(text)).isEqualTo(text);
    }
}

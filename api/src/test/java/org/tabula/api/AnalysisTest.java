package org.tabula.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tabula.api.Analysis.Verdict;

/** A solved position's value: a win or loss has a distance and a draw has none; the moves are a copy. */
class AnalysisTest {

    @Test
    void summary_saysTheVerdictAndTheDistance() {
        assertThat(Analysis.decided(Verdict.WIN, 7, List.of("a1"), "table").summary()).isEqualTo("win in 7 plies");
        assertThat(Analysis.decided(Verdict.WIN, 1, List.of("a1"), "table").summary()).isEqualTo("win in 1 ply");
        assertThat(Analysis.decided(Verdict.LOSS, 0, List.of(), "table").summary()).isEqualTo("loss in 0 plies");
        assertThat(Analysis.draw(List.of("a1"), "table").summary()).isEqualTo("draw");
        assertThat(Verdict.LOSS.word()).isEqualTo("loss");
    }

    @Test
    void constructor_refusesADrawWithADistance_aWinWithout_andANegativeOne() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new Analysis(Verdict.DRAW, OptionalInt.of(3), List.of(), "table"));
        assertThatIllegalArgumentException()
                .isThrownBy(() -> new Analysis(Verdict.WIN, OptionalInt.empty(), List.of(), "table"));
        assertThatIllegalArgumentException().isThrownBy(() -> Analysis.decided(Verdict.LOSS, -1, List.of(), "t"));
    }

    @Test
    void bestMoves_areCopied_soTheCallerCannotChangeThem() {
        List<String> moves = new ArrayList<>(List.of("a1", "d1"));
        Analysis analysis = Analysis.draw(moves, "table");
        moves.clear();
        assertThat(analysis.bestMoves()).containsExactly("a1", "d1");
    }

    @Test
    void aProviderWithoutKnowledge_analysesNothing_andKeepsNoData() {
        GameProvider bare = new GameProvider() {
            @Override
            public String id() {
                return "bare";
            }

            @Override
            public String title() {
                return "Bare";
            }

            @Override
            public String version() {
                return "1";
            }

            @Override
            public List<Side> sides() {
                return List.of(Side.of("one"), Side.of("two"));
            }

            @Override
            public Game newGame(GameOptions options) {
                throw new UnsupportedOperationException();
            }

            @Override
            public Game fromPosition(String position, GameOptions options) {
                throw new UnsupportedOperationException();
            }

            @Override
            public RecordedMatch readRecord(String record, GameOptions options) {
                throw new UnsupportedOperationException();
            }

            @Override
            public String writeRecord(Game game, MatchMarks marks) {
                throw new UnsupportedOperationException();
            }
        };
        assertThat(bare.analyse(null)).isEmpty();
        assertThat(bare.precomputedData()).isEmpty();
    }
}

package org.tabula.benchmarks.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The glue's answers read without the glue (the partner is built outside the repository). */
class SanmillGlueTest {

    @Test
    void aMovesAnswer_givesItsMoves() {
        assertThat(SanmillGlue.movesOf("moves d2 d2-d3xa1 a7")).containsExactly("d2", "d2-d3xa1", "a7");
    }

    @Test
    void aMovesAnswerWithNone_givesNone() {
        assertThat(SanmillGlue.movesOf("moves")).isEmpty();
    }

    @Test
    void anErrorToMoves_isRefused() {
        assertThatThrownBy(() -> SanmillGlue.movesOf("error illegal move: d2"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("error illegal move: d2");
    }

    @Test
    void aPerftAnswer_givesItsCount() {
        assertThat(SanmillGlue.perftOf("perft 4 255024", 4)).isEqualTo(255_024L);
    }

    @Test
    void aPerftAnswerOfAnotherDepthOrNoNumber_isRefused() {
        assertThatThrownBy(() -> SanmillGlue.perftOf("perft 3 12144", 4)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> SanmillGlue.perftOf("perft 4 many", 4)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> SanmillGlue.perftOf("error not a perft depth", 4))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aResultAnswer_givesWhatFollows() {
        assertThat(SanmillGlue.resultOf("result ongoing")).isEqualTo("ongoing");
        assertThat(SanmillGlue.resultOf("result black loseFullBoard")).isEqualTo("black loseFullBoard");
        assertThatThrownBy(() -> SanmillGlue.resultOf("moves a1")).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void everyPreset_isKnownByItsGlueWord() {
        for (SanmillPreset preset : SanmillPreset.values()) {
            assertThat(SanmillPreset.ofWord(preset.word())).contains(preset);
        }
        assertThat(SanmillPreset.ofWord("dooz")).isEmpty();
    }
}

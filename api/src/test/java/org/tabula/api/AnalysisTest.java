package org.tabula.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tabula.api.Analysis.Verdict;

/**
 * A solved position's value: a win or loss has a distance and a draw has none, a game of chance's value is the side to
 * move's chance; the moves are a copy.
 */
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
    void chances_sayTheSideToMovesChance_withNoDistance() {
        Analysis analysis = Analysis.chances(0.7342, List.of("a1-c1"), "table");

        assertThat(analysis.verdict()).isEqualTo(Verdict.CHANCE);
        assertThat(analysis.winChance()).isEqualTo(OptionalDouble.of(0.7342));
        assertThat(analysis.plies()).isEmpty();
        assertThat(analysis.bestMoves()).containsExactly("a1-c1");
        assertThat(analysis.summary()).isEqualTo("win with probability 0.734");
        assertThat(Verdict.CHANCE.word()).isEqualTo("chance");
    }

    @Test
    void sentence_namesTheWinner_orTheSideToMovesChance() {
        assertThat(Analysis.chances(0.7342, List.of(), "t").sentence("Light", "Dark"))
                .isEqualTo("Light wins with probability 0.734 under best play");
        assertThat(Analysis.chances(1, List.of(), "t").sentence("Light", "Dark"))
                .isEqualTo("Light wins with probability 1.000 under best play");
        assertThat(Analysis.decided(Verdict.WIN, 7, List.of(), "t").sentence("White", "Black"))
                .isEqualTo("White wins in 7 plies");
        assertThat(Analysis.decided(Verdict.LOSS, 1, List.of(), "t").sentence("White", "Black"))
                .isEqualTo("Black wins in 1 ply");
        assertThat(Analysis.draw(List.of(), "t").sentence("White", "Black")).isEqualTo("Draw");
    }

    @Test
    void constructor_refusesAChanceOutsideZeroToOne_orBesideAnotherVerdict_orADistance() {
        assertThatIllegalArgumentException().isThrownBy(() -> Analysis.chances(1.01, List.of(), "t"));
        assertThatIllegalArgumentException().isThrownBy(() -> Analysis.chances(-0.1, List.of(), "t"));
        assertThatIllegalArgumentException().isThrownBy(() -> Analysis.chances(Double.NaN, List.of(), "t"));
        assertThatIllegalArgumentException().isThrownBy(() -> new Analysis(Verdict.WIN, OptionalInt.of(3), List.of(),
                "t", OptionalDouble.of(0.5)));
        assertThatIllegalArgumentException().isThrownBy(() -> new Analysis(Verdict.CHANCE, OptionalInt.empty(),
                List.of(), "t", OptionalDouble.empty()));
        assertThatIllegalArgumentException().isThrownBy(() -> new Analysis(Verdict.CHANCE, OptionalInt.of(2),
                List.of(), "t", OptionalDouble.of(0.5)));
    }

    @Test
    void theFourPartConstructor_ofVersion010_stillMakesAnAnalysisWithoutAChance() {
        Analysis old = new Analysis(Verdict.WIN, OptionalInt.of(3), List.of("a1"), "t");

        assertThat(old).isEqualTo(Analysis.decided(Verdict.WIN, 3, List.of("a1"), "t"));
        assertThat(old.winChance()).isEmpty();
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
        GameProvider bare = new BareProvider();
        assertThat(bare.analyse(null)).isEmpty();
        assertThat(bare.precomputedData()).isEmpty();
    }
}

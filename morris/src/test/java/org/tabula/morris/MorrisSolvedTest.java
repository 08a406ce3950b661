package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.nio.ByteBuffer;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tabula.api.Analysis;
import org.tabula.api.Bot;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.PrecomputedData;
import org.tabula.api.Side;

/** The solved games of the family as precomputed parts, read by the perfect level and by the analysis. */
class MorrisSolvedTest {

    private static final MorrisProvider PROVIDER = new MorrisProvider();
    private static final PrecomputedData DATA = PROVIDER.precomputedData().orElseThrow();
    private static final int PERFECT = 6;

    private static GameOptions variant(String word) {
        return GameOptions.of(PROVIDER.options(), Map.of("variant", word));
    }

    @Test
    void theParts_areTheSeedsTablesThenEachSolvedVariant() {
        assertThat(DATA.parts()).containsExactly("3-3", "4-3", "4-4", "5-3", "5-4", "solved-three", "solved-five",
                "solved-six", "solved-seven");
        // Two bytes a position deflated, with its header: Six's 73,861,442 positions need no more than that.
        assertThat(DATA.maxSavedBytes("solved-six")).isBetween(2L * 73_861_442, 2L * 73_861_442 + 100_000);
        assertThatIllegalArgumentException().isThrownBy(() -> DATA.maxSavedBytes("solved-nine"));
    }

    @Test
    void theSolutionOfThree_isSavedAndLoadedBack_andACutCopyIsRefused() {
        byte[] saved = DATA.save("solved-three");
        assertThat(DATA.isReady("solved-three")).isTrue();
        assertThat((long) saved.length).isLessThanOrEqualTo(DATA.maxSavedBytes("solved-three"));

        DATA.load("solved-three", ByteBuffer.wrap(saved));
        assertThat(DATA.save("solved-three")).isEqualTo(saved);
        assertThatIllegalArgumentException().isThrownBy(() -> DATA.load("solved-three",
                ByteBuffer.wrap(java.util.Arrays.copyOf(saved, saved.length - 1)))).withMessageContaining("not loaded");
        assertThatIllegalArgumentException().isThrownBy(() -> DATA.load("solved-five", ByteBuffer.wrap(saved)))
                .withMessageContaining("not loaded");
    }

    @Test
    void thePerfectLevel_readsItsVariantsSolution_andTheExpertsTablesElsewhere() {
        assertThat(DATA.partsForBot(PERFECT, variant("three"))).containsExactly("solved-three");
        assertThat(DATA.partsForBot(PERFECT, variant("seven"))).containsExactly("solved-seven");
        GameOptions misere = GameOptions.of(PROVIDER.options(), Map.of("variant", "three", "misere", "true"));
        assertThat(DATA.partsForBot(PERFECT, misere)).isEqualTo(DATA.partsForBot(5, misere));
        assertThat(DATA.partsForBot(5, misere)).as("the family's expert reads no seed tables").isEmpty();
        assertThat(DATA.partsForBot(PERFECT, variant("nine"))).isEqualTo(DATA.partsForBot(5, variant("nine")))
                .containsExactly("3-3", "4-3", "4-4");
        assertThat(PROVIDER.botLevels()).extracting(level -> level.name()).containsExactly("beginner", "casual",
                "novice", "club", "expert", "perfect");
    }

    @Test
    void theDefaultBot_isTheNovice_thoughPerfectAndMctsMakeTheMiddleOfTheListClub() {
        assertThat(PROVIDER.defaultBotLevel()).hasValue(3);
        assertThat(org.tabula.api.GameDefinition.withDefaults(PROVIDER).defaultBotLevel()).isEqualTo(3);
    }

    @Test
    void theAnalysis_ofThreesStart_isAWinForWhiteInNinePlies() {
        Game start = PROVIDER.newGame(variant("three"));
        assertThat(DATA.partsForAnalysis(start)).containsExactly("solved-three");

        Analysis analysis = PROVIDER.analyse(start).orElseThrow();

        assertThat(analysis.verdict()).isEqualTo(Analysis.Verdict.WIN);
        assertThat(analysis.plies()).isEqualTo(OptionalInt.of(9));
        assertThat(analysis.bestMoves()).isNotEmpty();
        assertThat(analysis.basis()).contains("Three Men's Morris");
        assertThat(PROVIDER.analyse(PROVIDER.newGame(GameOptions.of(PROVIDER.options(), Map.of("variant", "three",
                "misere", "true"))))).isEmpty();
    }

    @Test
    void thePerfectBot_neverSolvesDuringItsMove_andPlaysAsTheExpertUntilTheHostPreparesTheSolution() {
        Game five = PROVIDER.newGame(variant("five"));

        Move chosen = PROVIDER.newBot(PERFECT, 3).chooseMove(five);

        assertThat(DATA.isReady("solved-five")).as("Five's solution takes 25 s; only a host prepares it").isFalse();
        assertThat(chosen.text()).isEqualTo(PROVIDER.newBot(5, 3).chooseMove(five).text());
    }

    /**
     * White wins Three Men's Morris in 9 plies, so the perfect bot wins every game as white; as black it loses only
     * when the expert plays the win, and never lets a drawn or won position slip (each of its moves keeps the value).
     */
    @Test
    void thePerfectBotOfThree_winsAsWhite_andNeverGivesAwayAValueAsBlack_againstTheExpert() {
        for (int seed = 0; seed < 10; seed++) {
            Side perfectSide = Side.of(seed % 2 == 0 ? "white" : "black");
            Bot perfect = PROVIDER.newBot(PERFECT, seed);
            Bot expert = PROVIDER.newBot(5, seed);
            Game game = PROVIDER.newGame(variant("three"));
            while (game.result().isEmpty()) {
                boolean perfectToMove = game.turn().equals(perfectSide);
                Analysis.Verdict before = PROVIDER.analyse(game).orElseThrow().verdict();
                assertThat(game.play((perfectToMove ? perfect : expert).chooseMove(game)).isAccepted()).isTrue();
                if (perfectToMove && before != Analysis.Verdict.LOSS && game.result().isEmpty()) {
                    assertThat(PROVIDER.analyse(game).orElseThrow().verdict()).as("seed %d", seed)
                            .isEqualTo(before == Analysis.Verdict.WIN ? Analysis.Verdict.LOSS : Analysis.Verdict.DRAW);
                }
            }
            if (perfectSide.equals(Side.of("white"))) {
                assertThat(game.result().orElseThrow().winnerIfAny()).as("seed %d", seed).contains(perfectSide);
            }
        }
    }
}

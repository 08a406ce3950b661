package org.tabula.benchmarks.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyPerft;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;

/**
 * The real GamesmanOne partner, when a person names Tabula's glue in GAMESMANONE_GLUE (built outside the
 * repository by benchmarks/partners/gamesmanone/build.sh); skipped otherwise, as on CI.
 */
class GamesmanOnePartnerTest {

    @TempDir
    Path folder;

    @Test
    void thePartner_countsAndListsAsTabulaDoes_alongARandomGameOfSixAndOfLasker() {
        String glue = System.getenv("GAMESMANONE_GLUE");
        assumeTrue(glue != null && !glue.isBlank() && Files.isExecutable(Path.of(glue)),
                "GAMESMANONE_GLUE names no executable glue");
        for (GamesmanOneVariant variant : List.of(GamesmanOneVariant.SIX, GamesmanOneVariant.LASKER)) {
            try (GamesmanOneGlue partner = new GamesmanOneGlue(Path.of(glue), folder, variant)) {
                FamilyPosition start = FamilyPosition.start(variant.rules());
                assertThat(partner.perft(3, GamesmanOneText.formal(start))).isEqualTo(FamilyPerft.fast(start, 3));
                SplittableRandom random = new SplittableRandom(36);
                FamilyState state = FamilyState.start(variant.rules());
                while (!state.moves().isEmpty() && state.ply() < 200) {
                    List<String> tabula = state.moves().stream().map(FamilyMove::text).toList();
                    assertThat(partner.moves(GamesmanOneText.formal(state.position())))
                            .as(state.position().text()).containsExactlyInAnyOrderElementsOf(tabula);
                    state = state.after(state.moves().get(random.nextInt(state.moves().size())));
                }
            }
        }
    }

    @Test
    void underLaskersRule_aSideOfThreeMenInAll_fliesWithMenInHand_inBoth() {
        String glue = System.getenv("GAMESMANONE_GLUE");
        assumeTrue(glue != null && !glue.isBlank() && Files.isExecutable(Path.of(glue)),
                "GAMESMANONE_GLUE names no executable glue");
        // The position the Sanmill check steered a game to: black has one man on e5 and two in hand.
        FamilyPosition position = FamilyPosition.parse(GamesmanOneVariant.LASKER.rules(),
                "lasker WWW.....BWWW..W....WW..W b 0 2 1 37");
        List<String> tabula = FamilyState.of(position).moves().stream().map(FamilyMove::text).toList();
        try (GamesmanOneGlue partner = new GamesmanOneGlue(Path.of(glue), folder, GamesmanOneVariant.LASKER)) {
            assertThat(tabula).contains("e5-a1", "b6");
            assertThat(partner.moves(GamesmanOneText.formal(position))).containsExactlyInAnyOrderElementsOf(tabula);
        }
    }
}

package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.tabula.morris.MorrisGame;

/** The random openings: legal, as long as asked, the same from a seed, and varied over seeds. */
class OpeningsTest {

    @ParameterizedTest
    @ValueSource(longs = {0, 1, 2, 17, 99, -5, Long.MAX_VALUE})
    void anOpening_isLegal_asLongAsAsked_andTheSameFromItsSeed(long seed) {
        for (int plies : new int[] {0, 1, 4, 12, 30}) {
            List<String> opening = Openings.of(seed, plies);
            assertThat(opening).hasSize(plies).isEqualTo(Openings.of(seed, plies));
            MorrisGame game = MorrisGame.newGame();
            opening.forEach(move -> assertThat(game.play(move).isAccepted()).as(move).isTrue());
            if (plies > 4) {
                assertThat(opening).startsWith(Openings.of(seed, 4).toArray(String[]::new));
            }
        }
    }

    @Test
    void openings_varyOverSeeds() {
        Set<List<String>> openings = new HashSet<>();
        LongStream.range(0, 50).forEach(seed -> openings.add(Openings.of(seed, 4)));
        assertThat(openings).hasSizeGreaterThan(45);
    }
}

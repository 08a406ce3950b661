package org.tabula.benchmarks.versus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Versus's command line and report: where a match's openings come from, said with its result; the sets kept apart. */
class VersusTest {

    private static Versus.Options parse(String... args) {
        return Versus.Options.parse(args);
    }

    @Test
    void withoutASeed_openingKComesFromSeedK_asEveryMatchBeforeTheOption() {
        Versus.Options options = parse("--games", "6", "bot:1", "bot:2");
        assertThat(options.seed()).isZero();
        assertThat(IntStream.range(0, 6).mapToLong(options::openingSeed).boxed().toList())
                .containsExactly(0L, 0L, 1L, 1L, 2L, 2L);
    }

    @Test
    void aSeed_startsTheOpenings_oneSeedAPairOfGames() {
        Versus.Options options = parse("--seed", "10000", "--games", "4", "bot:1", "bot:2");
        assertThat(options.seed()).isEqualTo(10_000L);
        assertThat(IntStream.range(0, 4).mapToLong(options::openingSeed).boxed().toList())
                .containsExactly(10_000L, 10_000L, 10_001L, 10_001L);
        assertThat(options.opening(3)).isEqualTo(Openings.of(10_001, 4));
    }

    @Test
    void twoSeeds_giveDisjointOpenings_andTheSameSeedTheSameOnes() {
        List<List<String>> tuning = openings(parse("--games", "100", "bot:5", "bot:4"));
        List<List<String>> published = openings(parse("--seed", "10000", "--games", "200", "bot:5", "bot:4"));
        assertThat(openings(parse("--seed", "10000", "--games", "200", "bot:5", "bot:4"))).isEqualTo(published);
        Set<List<String>> shared = new HashSet<>(tuning);
        shared.retainAll(new HashSet<>(published));
        assertThat(shared).isEmpty();
    }

    @Test
    void anOpeningSetByName_startsAtItsFirstSeed_andMustHoldTheMatch() {
        assertThat(parse("--openings", "published", "--games", "200", "bot:5", "bot:4").seed())
                .isEqualTo(OpeningSet.PUBLISHED.first());
        assertThat(parse("--openings", "tuning", "bot:5", "bot:4").seed()).isEqualTo(OpeningSet.TUNING.first());
        assertThatThrownBy(() -> parse("--openings", "published", "--games", "202", "bot:5", "bot:4"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("published")
                .hasMessageContaining("100 openings");
        assertThatThrownBy(() -> parse("--openings", "fresh", "bot:5", "bot:4"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("tuning, outside-check, published");
    }

    @Test
    void aSeedThatIsNoWholeNumberFromZero_orBothWaysOfNamingThem_isRefused() {
        for (String bad : new String[] {"-1", "x", "1.5", ""}) {
            assertThatThrownBy(() -> parse("--seed", bad, "bot:1", "bot:2")).as(bad)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--seed");
        }
        assertThatThrownBy(() -> parse("--seed", "5", "--openings", "tuning", "bot:1", "bot:2"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--seed or --openings");
    }

    @Test
    void theSetsOfOpenings_doNotOverlap() {
        OpeningSet[] sets = OpeningSet.values();
        for (int a = 0; a < sets.length; a++) {
            for (int b = a + 1; b < sets.length; b++) {
                assertThat(sets[a].overlaps(sets[b])).as("%s and %s", sets[a], sets[b]).isFalse();
            }
        }
        assertThat(OpeningSet.TUNING.overlaps(OpeningSet.TUNING)).isTrue();
        // What the issue names: the tuning so far used openings 0-49, the outside check 777-806.
        assertThat(OpeningSet.TUNING.first()).isZero();
        assertThat(OpeningSet.TUNING.count()).isGreaterThanOrEqualTo(50);
        assertThat(OpeningSet.OUTSIDE_CHECK.first()).isEqualTo(777);
        assertThat(OpeningSet.OUTSIDE_CHECK.count()).isEqualTo(30);
        assertThat(OpeningSet.PUBLISHED.count()).isEqualTo(100);
    }

    @Test
    void theReport_andTheHeader_nameTheOpeningsSeeds() {
        Versus.Options options = parse("--seed", "10000", "--games", "3", "--millis", "200", "bot:5", "bot:4");
        List<PlayedGame> games = List.of(game(0, true), game(1, false), game(2, true));
        String report = Versus.report(options, games, Tally.of("bot:5", "bot:4", 200, games));
        assertThat(options.header())
                .isEqualTo("match: 3 games at 200 ms CPU a move, openings of 4 plies from seeds 10000 to 10001");
        assertThat(report).startsWith("# " + options.header() + "\n\n# game 0: white bot:5, black bot:4, "
                + "opening seed 10000, ended by repetition\n");
        assertThat(report).contains("# game 1: white bot:4, black bot:5, opening seed 10000,",
                "# game 2: white bot:5, black bot:4, opening seed 10001,");
    }

    private static PlayedGame game(int index, boolean firstIsWhite) {
        return new PlayedGame(index, firstIsWhite, Optional.empty(), GameEnd.REPETITION, 9, "1. d1 d3\n", 0, 0, 0, 0,
                "");
    }

    private static List<List<String>> openings(Versus.Options options) {
        return IntStream.range(0, options.games()).filter(g -> g % 2 == 0).mapToObj(options::opening).toList();
    }
}

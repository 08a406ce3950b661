package org.tabula.morris.family;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Result;
import org.tabula.morris.MorrisProvider;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * For the seed's rules, with flying and without, the family engine is the seed's engine: the same perft, and in
 * games played in lockstep the same legal moves, position text and result at every ply.
 */
class SeedAgreementTest {

    private static final MorrisProvider PROVIDER = new MorrisProvider();
    private static final MillRules GROUNDED = new MillRules(Variant.NINE, Flying.NEVER, Removal.STANDARD, false,
            false, MillRules.SEED_NO_MILL_LIMIT);

    private static Game seedGame(boolean flying) {
        return PROVIDER.newGame(GameOptions.of(PROVIDER.options(),
                Map.of(MorrisProvider.FLYING, Boolean.toString(flying))));
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void perftFromTheStart_toDepthFour_equalsTheSeedEngines(boolean flying) {
        MillRules rules = flying ? MillRules.SEED : GROUNDED;
        assertThat(FamilyPerft.perft(FamilyState.start(rules), 4)).isEqualTo(seedGame(flying).perft(4))
                .isEqualTo(255_024L);
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void fastPerftFromTheStart_toDepthFive_equalsTheSeedEngines(boolean flying) {
        MillRules rules = flying ? MillRules.SEED : GROUNDED;
        assertThat(FamilyPerft.fast(FamilyPosition.start(rules), 5)).isEqualTo(seedGame(flying).perft(5));
    }

    @Test
    void perftFromTheSeedsExamplePosition_equalsTheSeedEngines() {
        String text = "WWW.BB..B..W....B..W.B.. w 4 4 0 10";
        Game seed = PROVIDER.fromPosition(text, GameOptions.defaults(PROVIDER.options()));
        FamilyState family = FamilyState.of(FamilyPosition.parse(MillRules.SEED, text));
        assertThat(FamilyPerft.perft(family, 3)).isEqualTo(seed.perft(3));
        assertThat(FamilyPerft.fast(family.position(), 4)).isEqualTo(seed.perft(4));
    }

    @ParameterizedTest
    @CsvSource({
        // The seed benchmark's positions: every man able to step, and white flying with three men.
        "W.BB.WW.B.W.B..BW..WB.B. w 0 0 0 50, 5",
        "W.....W.........B.BBB..W w 0 0 0 70, 4",
    })
    void fastPerftFromMiddleGames_equalsTheSeedEngines(String text, int depth) {
        Game seed = PROVIDER.fromPosition(text, GameOptions.defaults(PROVIDER.options()));
        assertThat(FamilyPerft.fast(FamilyPosition.parse(MillRules.SEED, text), depth)).isEqualTo(seed.perft(depth));
    }

    @Property(tries = 60)
    void randomGamesInLockstep_agreeAtEveryPly(@ForAll boolean flying,
            @ForAll @Size(min = 80, max = 200) List<@IntRange(min = 0, max = 1_000) Integer> choices) {
        Game seed = seedGame(flying);
        FamilyState family = FamilyState.start(flying ? MillRules.SEED : GROUNDED);
        for (int choice : choices) {
            assertAgree(seed, family);
            List<? extends Move> legal = seed.legalMoves();
            if (legal.isEmpty()) {
                return;
            }
            Move move = legal.get(choice % legal.size());
            assertThat(seed.play(move.text()).isAccepted()).isTrue();
            family = family.after(family.read(move.text()).value());
        }
        assertAgree(seed, family);
    }

    private static void assertAgree(Game seed, FamilyState family) {
        assertThat(texts(family.moves())).isEqualTo(texts(seed.legalMoves()));
        assertThat(family.position().text()).isEqualTo(seed.position());
        assertThat(family.side()).isEqualTo(seed.turn());
        assertThat(family.ply()).isEqualTo(seed.ply());
        Optional<Result> seedResult = seed.result();
        Optional<Result> familyResult = family.result();
        assertThat(familyResult.map(Result::winnerIfAny)).isEqualTo(seedResult.map(Result::winnerIfAny));
        assertThat(familyResult.map(Result::reason)).isEqualTo(seedResult.map(Result::reason));
        assertThat(familyResult.map(Result::sentence)).isEqualTo(seedResult.map(Result::sentence));
    }

    private static TreeSet<String> texts(List<? extends Move> moves) {
        TreeSet<String> texts = new TreeSet<>();
        moves.forEach(move -> texts.add(move.text()));
        return texts;
    }
}

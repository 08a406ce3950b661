package org.tabula.dicerace.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Move;

/** The dice race's rules, on small boards written out. */
class RaceStateTest {

    private static RaceState state(int la, int lb, int da, int db, int turn, int roll) {
        return new RaceState(List.of(la, lb, da, db), turn, roll, 0);
    }

    private static List<String> moves(RaceState state) {
        return state.moves().stream().map(Move::text).toList();
    }

    @Test
    void aRoll_movesEitherManExactlyThatFar_manAFirst() {
        assertThat(moves(state(0, 1, 0, 0, 0, 2))).containsExactly("a2", "b3");
        assertThat(moves(state(0, 2, 0, 0, 0, 2))).as("not onto its own man").containsExactly("b4");
    }

    @Test
    void aManLandingOnTheRosette_playsAgain_elseTheTurnPasses() {
        RaceState light = state(1, 0, 0, 0, 0, 2);
        assertThat(light.after(new RaceMove(0, 3)).side().id()).isEqualTo("light");
        assertThat(light.after(new RaceMove(1, 2)).side().id()).isEqualTo("dark");
    }

    @Test
    void aManLandingOnAnEnemy_sendsItBack_butNotOnTheRosette() {
        RaceState hit = state(2, 0, 4, 0, 0, 2).after(new RaceMove(0, 4));
        assertThat(hit.men()).containsExactly(4, 0, 0, 0);
        assertThat(moves(state(1, 0, 3, 0, 0, 2))).containsExactly("b2");
    }

    @Test
    void aRollThatMovesNobody_leavesOnlyAPass_andZeroAlwaysDoes() {
        assertThat(moves(state(7, 6, 0, 0, 0, 3))).containsExactly("pass");
        assertThat(moves(state(0, 0, 0, 0, 0, 0))).containsExactly("pass");
        assertThat(state(0, 0, 0, 0, 0, 0).after(RaceMove.PASS).side().id()).isEqualTo("dark");
    }

    @Test
    void bothMenHome_winTheGame_andNothingMoreIsLegal() {
        RaceState won = state(7, 6, 0, 0, 0, 1).after(new RaceMove(1, 7));
        assertThat(won.result().orElseThrow().sentence()).isEqualTo("Light wins: both men are home");
        assertThat(won.moves()).isEmpty();
        assertThat(won.chance()).isEmpty();
    }

    @ParameterizedTest(name = "{0} with roll {1} -> {2}")
    @CsvSource(delimiter = '|', value = {
        "a1     | -1 | roll-first   | Light rolls first: there is no roll to move by.",
        "a3     |  1 | illegal-move | a3 is not a move the roll of 1 allows.",
        "' x9 ' |  1 | not-a-move   | 'x9' is not a move: write a3 or pass.",
        "pass   |  1 | illegal-move | pass is not a move the roll of 1 allows.",
    })
    void read_refusesWithACodeAndASentence(String text, int roll, String code, String message) {
        RaceState state = state(0, 0, 0, 0, 0, roll);
        assertThat(state.read(text).refusal().code()).isEqualTo(code);
        assertThat(state.read(text).refusal().message()).isEqualTo(message);
    }

    @Test
    void supplied_takesAFaceWhileARollIsDue_andRefusesAnythingElse() {
        assertThat(state(0, 0, 0, 0, 0, -1).supplied(" 2 ").value().roll()).isEqualTo(2);
        assertThat(state(0, 0, 0, 0, 0, -1).supplied("4").refusal().code()).isEqualTo("not-a-roll");
        assertThat(state(0, 0, 0, 0, 0, 1).supplied("2").refusal().code()).isEqualTo("no-roll-due");
    }

    @Property
    void everyGamePlayed_keepsOneManASquare_andMovesMenOnlyForward(
            @ForAll @Size(max = 200) List<@IntRange(min = 0, max = 3) Integer> rolls,
            @ForAll @Size(200) List<@IntRange(min = 0, max = 1) Integer> picks) {
        RaceState state = RaceState.START;
        for (int i = 0; i < rolls.size() && state.result().isEmpty(); i++) {
            RaceState rolled = state.rolled(rolls.get(i));
            List<RaceMove> moves = rolled.moves();
            RaceMove move = moves.get(picks.get(i) % moves.size());
            assertThat(rolled.check(move)).isEmpty();
            state = rolled.after(move);
            // The state refuses two men on one square of the track; the mover's men only go forward.
            int mover = rolled.turn();
            for (int man = 0; man < 2; man++) {
                assertThat(state.man(mover, man)).isGreaterThanOrEqualTo(rolled.man(mover, man));
            }
            assertThat(state.ply()).isEqualTo(i + 1);
        }
    }

    @Test
    void theSeededDie_rollsTheSameFaceFromTheSameState_andEveryFaceComes() {
        int[] seen = new int[4];
        for (long seed = 0; seed < 400; seed++) {
            int face = RaceState.START.drawn(seed);
            assertThat(RaceState.START.drawn(seed)).isEqualTo(face);
            seen[face]++;
        }
        assertThat(java.util.Arrays.stream(seen).min().orElseThrow()).isGreaterThan(50);
        assertThat(RaceState.START.chance().orElseThrow().weights()).containsExactly(1L, 1L, 1L, 1L);
    }
}

package org.tabula.benchmarks.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.benchmarks.crosscheck.CheckTable.Row;
import org.tabula.benchmarks.crosscheck.FamilyPartner.Addressing;
import org.tabula.benchmarks.crosscheck.FamilyPartner.AtDifference;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyState;

/**
 * The checks both partners share, against a fake partner standing for an outside engine: Tabula's own moves with
 * one left out at the positions a test names.
 */
class FamilyCheckTest {

    private static final PartnerGame FIVE = GamesmanOneVariant.FIVE;
    private static final List<String> FIRSTS = RandomPlay.texts(FamilyState.start(FIVE.rules()));

    @Test
    void aPerftThatDiffers_isFollowedToTheFirstChildInTabulasOrderWhoseCountsDiffer() {
        List<String> second = List.of(FIRSTS.get(1), after(FIRSTS.get(1)).get(0));
        List<String> fourth = List.of(FIRSTS.get(3), after(FIRSTS.get(3)).get(0));
        String missing = afterAll(second).get(2);
        FakePartner partner = new FakePartner(Addressing.POSITION, AtDifference.STOP, Optional.empty(),
                Map.of(second, missing, fourth, afterAll(fourth).get(0)));
        FamilyCheck check = new FamilyCheck(partner);

        Row row = check.startPerft(3);

        assertThat(row.checks()).isOne();
        assertThat(row.agreements()).isZero();
        assertThat(row.explained()).isZero();
        assertThat(check.differences()).singleElement().satisfies(difference -> {
            assertThat(difference.check()).isEqualTo("perft from the start");
            assertThat(difference.history()).isEqualTo(second);
            assertThat(difference.note()).isEqualTo("only Tabula [" + missing + "], only Fake []");
            assertThat(difference.known()).isEmpty();
        });
    }

    @Test
    void aPartnerAddressedByHistory_namesThePlyOnTheWayWhereTheListsParted() {
        List<String> second = List.of(FIRSTS.get(1), after(FIRSTS.get(1)).get(0));
        FakePartner partner = new FakePartner(Addressing.HISTORY, AtDifference.STOP, Optional.empty(),
                Map.of(second, afterAll(second).get(0)));
        FamilyCheck check = new FamilyCheck(partner);

        check.startPerft(3);

        assertThat(check.differences()).singleElement().satisfies(difference -> {
            assertThat(difference.check()).isEqualTo("perft from the start, ply 2 on its way");
            assertThat(difference.history()).isEqualTo(second);
        });
    }

    @Test
    void aLockstepGame_goesOnPastAnExplainedDifferenceOnlyWhereThePartnerSaysSo() {
        CheckOptions options = new CheckOptions("fake", 1, 0, 1, 1, 0, 1);
        Map<List<String>, String> atStart = Map.of(List.of(), FIRSTS.get(0));

        FamilyCheck goesOn = new FamilyCheck(new FakePartner(Addressing.HISTORY,
                AtDifference.GO_ON_WHERE_EXPLAINED, Optional.of("a rule"), atStart));
        Row played = goesOn.games(options);
        FamilyCheck unexplained = new FamilyCheck(new FakePartner(Addressing.HISTORY,
                AtDifference.GO_ON_WHERE_EXPLAINED, Optional.empty(), atStart));
        Row stopped = unexplained.games(options);
        FamilyCheck stops = new FamilyCheck(new FakePartner(Addressing.POSITION, AtDifference.STOP,
                Optional.of("a rule"), atStart));
        Row stoppedToo = stops.games(options);

        assertThat(played.checks()).isGreaterThan(10);
        assertThat(played.checks() - played.agreements()).isOne();
        assertThat(played.explained()).isOne();
        assertThat(goesOn.differences().get(0).history()).isEmpty();
        assertThat(stopped.checks()).isOne();
        assertThat(stopped.explained()).isZero();
        assertThat(stoppedToo.checks()).isOne();
        assertThat(stoppedToo.explained()).isOne();
    }

    private static List<String> after(String first) {
        return afterAll(List.of(first));
    }

    private static List<String> afterAll(List<String> history) {
        return RandomPlay.texts(play(FamilyState.start(FIVE.rules()), history));
    }

    private static FamilyState play(FamilyState state, List<String> history) {
        FamilyState played = state;
        for (String text : history) {
            played = played.after(move(played, text));
        }
        return played;
    }

    private static FamilyMove move(FamilyState state, String text) {
        return state.moves().stream().filter(move -> move.text().equals(text)).findFirst().orElseThrow();
    }

    /** Tabula's moves, but for one left out after each history named, and counts by its own moves. */
    private record FakePartner(Addressing addressing, AtDifference atDifference, Optional<String> rule,
            Map<List<String>, String> leftOut) implements FamilyPartner {

        @Override
        public String name() {
            return "Fake";
        }

        @Override
        public PartnerGame game() {
            return FIVE;
        }

        @Override
        public List<String> moves(FamilyState state, List<String> history) {
            List<String> moves = new ArrayList<>(RandomPlay.texts(state));
            moves.remove(leftOut.get(history));
            return moves;
        }

        @Override
        public long perft(FamilyState state, List<String> history, int depth) {
            if (depth == 0) {
                return 1;
            }
            long count = 0;
            for (String text : moves(state, history)) {
                List<String> deeper = new ArrayList<>(history);
                deeper.add(text);
                count += perft(state.after(move(state, text)), deeper, depth - 1);
            }
            return count;
        }

        @Override
        public Optional<String> explain(MoveSets sets, FamilyState state, List<String> history) {
            return rule;
        }

        @Override
        public Optional<EndingDifference> ending(FamilyState state, List<String> history) {
            return Optional.empty();
        }

        @Override
        public int gameCap() {
            return 1_000;
        }
    }
}

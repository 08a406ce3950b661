package org.tabula.benchmarks.crosscheck;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.MillRules;
import org.tabula.morris.model.MorrisResult;

/** What every cross-check does with Tabula's side of a game: seeded random play, move texts, and a tally of endings. */
final class RandomPlay {

    private RandomPlay() {
    }

    /** A game of up to {@code length} seeded random plies from the start, its moves added to {@code history}. */
    static FamilyState game(MillRules rules, SplittableRandom random, int length, List<String> history) {
        FamilyState state = FamilyState.start(rules);
        for (int ply = 0; ply < length; ply++) {
            List<FamilyMove> moves = state.moves();
            if (moves.isEmpty()) {
                break;
            }
            FamilyMove move = moves.get(random.nextInt(moves.size()));
            history.add(move.text());
            state = state.after(move);
        }
        return state;
    }

    /** Tabula's legal moves of a state as texts, in its order. */
    static List<String> texts(FamilyState state) {
        return state.moves().stream().map(FamilyMove::text).toList();
    }

    /** How games ended, by Tabula's ending, so a table shows which endings were reached: {@code 5 repetition}. */
    static final class Endings {

        private final Map<String, Integer> counts = new TreeMap<>();

        void add(MorrisResult ending) {
            counts.merge(ending.ending().name().toLowerCase(Locale.ROOT).replace('_', ' '), 1, Integer::sum);
        }

        @Override
        public String toString() {
            return counts.entrySet().stream().map(entry -> entry.getValue() + " " + entry.getKey())
                    .collect(Collectors.joining(", "));
        }
    }
}

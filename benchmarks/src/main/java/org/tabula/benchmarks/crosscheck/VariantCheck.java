package org.tabula.benchmarks.crosscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tabula.benchmarks.crosscheck.CrossCheckGamesmanOne.Row;
import org.tabula.morris.family.FamilyMove;
import org.tabula.morris.family.FamilyPerft;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.solve.MillSolution;
import org.tabula.morris.family.solve.MillValue;
import org.tabula.morris.family.solve.Verdict;
import org.tabula.morris.model.MorrisResult;

/** The checks of one GamesmanOne variant against Tabula's family engine, with the differences they found. */
final class VariantCheck {

    static final String PARTNER = "GamesmanOne";
    /** Without a no-mill limit a random game ends by a capture or by repetition; this bounds the rest. */
    private static final int GAME_CAP = 1_000;

    private final GamesmanOneVariant variant;
    private final GamesmanOneGlue glue;
    private final List<Difference> differences = new ArrayList<>();
    private final RandomPlay.Endings endings = new RandomPlay.Endings();

    VariantCheck(GamesmanOneVariant variant, GamesmanOneGlue glue) {
        this.variant = variant;
        this.glue = glue;
    }

    /** The differences the checks found so far, in the order found. */
    List<Difference> differences() {
        return List.copyOf(differences);
    }

    Row startPerft(int depth) {
        int mark = differences.size();
        FamilyPosition start = FamilyPosition.start(variant.rules());
        long tabula = FamilyPerft.fast(start, depth);
        long theirs = glue.perft(depth, GamesmanOneText.formal(start));
        if (tabula != theirs) {
            locate("perft from the start", start, List.of(), depth, tabula, theirs);
        }
        return row("perft " + depth + " from the start (" + String.format(Locale.ROOT, "%,d", tabula)
                + (tabula == theirs ? "" : " against " + String.format(Locale.ROOT, "%,d", theirs)) + ")", 1,
                tabula == theirs ? 1 : 0, mark);
    }

    Row positionPerfts(int positions, int depth, int plies, long seed) {
        int mark = differences.size();
        int agreements = 0;
        for (int i = 0; i < positions; i++) {
            SplittableRandom random = new SplittableRandom(seed * 1_000_003L + variant.ordinal() * 1_009L + i);
            List<String> history = new ArrayList<>();
            FamilyPosition position = RandomPlay.game(variant.rules(), random, random.nextInt(plies + 1), history)
                    .position();
            long tabula = FamilyPerft.fast(position, depth);
            long theirs = glue.perft(depth, GamesmanOneText.formal(position));
            if (tabula == theirs) {
                agreements++;
            } else {
                locate("perft from position " + i, position, history, depth, tabula, theirs);
            }
        }
        return row("perft " + depth + " from random positions", positions, agreements, mark);
    }

    Row games(int games, long seed) {
        int mark = differences.size();
        int checks = 0;
        int agreements = 0;
        for (int game = 0; game < games; game++) {
            SplittableRandom random = new SplittableRandom(seed * 7_000_003L + variant.ordinal() * 2_003L + game);
            FamilyState state = FamilyState.start(variant.rules());
            List<String> history = new ArrayList<>();
            for (int ply = 0; ply < GAME_CAP; ply++) {
                checks++;
                Optional<Difference> difference = compare("game " + game + ", ply " + ply, state, history);
                if (difference.isPresent()) {
                    // Tabula's game has ended (repetition) or the engines part: either way the game stops here.
                    differences.add(difference.get());
                    state.ending().ifPresent(endings::add);
                    break;
                }
                agreements++;
                List<FamilyMove> moves = state.moves();
                if (moves.isEmpty()) {
                    state.ending().ifPresent(endings::add);
                    checks++;
                    Optional<Difference> ending = compareEndings("game " + game + ", its end", state, history);
                    ending.ifPresent(differences::add);
                    agreements += ending.isEmpty() ? 1 : 0;
                    break;
                }
                FamilyMove move = moves.get(random.nextInt(moves.size()));
                history.add(move.text());
                state = state.after(move);
            }
        }
        return row("plies and endings of " + games + " games in lockstep (ended: " + endings + ")", checks,
                agreements, mark);
    }

    /**
     * Tabula's solution against GamesmanOne's solved database: the start and the positions of random games at a
     * random ply, each value for the side to move and its remoteness compared (a draw or tie has none).
     */
    Row values(MillSolution solution, int sample, int plies, long seed) {
        int mark = differences.size();
        int agreements = 0;
        for (int i = 0; i <= sample; i++) {
            SplittableRandom random = new SplittableRandom(seed * 3_000_017L + variant.ordinal() * 4_001L + i);
            List<String> history = new ArrayList<>();
            FamilyState state = i == 0 ? FamilyState.start(variant.rules())
                    : RandomPlay.game(variant.rules(), random, random.nextInt(plies + 1), history);
            String tabula = verdict(solution.verdict(state.position()));
            String theirs = glue.value(GamesmanOneText.formal(state.position()));
            if (sameValue(tabula, theirs)) {
                agreements++;
            } else {
                differences.add(Difference.unexplained(variant.word(), PARTNER, i == 0 ? "the start's value"
                        : "the value of position " + i, history, state.position().text(), List.of(), List.of(),
                        "values differ: Tabula " + tabula + ", GamesmanOne " + theirs));
            }
        }
        return row("values and remoteness of the start and " + sample + " random positions", sample + 1,
                agreements, mark);
    }

    /** Tabula's verdict as GamesmanOne words it: {@code win 25}, {@code lose 4}, {@code draw}. */
    static String verdict(Verdict verdict) {
        return verdict.value() == MillValue.DRAW ? "draw"
                : (verdict.value() == MillValue.WIN ? "win " : "lose ") + verdict.plies();
    }

    /** Whether a Tabula verdict and GamesmanOne's value agree: a draw is GamesmanOne's draw or tie. */
    static boolean sameValue(String tabula, String gamesmanOne) {
        String[] words = gamesmanOne.split(" ");
        if (tabula.equals("draw")) {
            return words[0].equals("draw") || words[0].equals("tie");
        }
        return words.length == 2 && tabula.equals(words[0] + " " + words[1]);
    }

    /** Tabula's ending for the side to move, as GamesmanOne's primitive value words it. */
    static String primitive(MorrisResult ending, FamilyPosition position) {
        return ending.winner().map(winner -> winner == position.turn() ? "win" : "lose").orElse("tie");
    }

    private Row row(String check, int checks, int agreements, int mark) {
        long explained = differences.subList(mark, differences.size()).stream()
                .filter(difference -> difference.known().isPresent()).count();
        return new Row(variant, check, checks, agreements, explained);
    }

    /**
     * Follows a perft that differs down to the first position whose move lists differ: the position itself when
     * its lists do, else the first child whose counts differ. Records what it finds.
     */
    private void locate(String check, FamilyPosition position, List<String> history, int depth, long tabula,
            long theirs) {
        FamilyState state = FamilyState.of(position);
        Optional<Difference> sets = compare(check, state, history);
        if (sets.isPresent()) {
            differences.add(sets.get());
            return;
        }
        if (depth > 1) {
            for (FamilyMove move : state.moves()) {
                FamilyPosition child = state.after(move).position();
                long ours = FamilyPerft.fast(child, depth - 1);
                long partner = glue.perft(depth - 1, GamesmanOneText.formal(child));
                if (ours != partner) {
                    List<String> deeper = new ArrayList<>(history);
                    deeper.add(move.text());
                    locate(check, child, deeper, depth - 1, ours, partner);
                    return;
                }
            }
        }
        differences.add(Difference.unexplained(variant.word(), PARTNER, check, history, position.text(),
                RandomPlay.texts(state), glue.moves(GamesmanOneText.formal(position)), "perft " + depth
                        + ": Tabula " + tabula + ", GamesmanOne " + theirs
                        + ", though the move lists agree and no child's count differs"));
    }

    /** The difference of the two move lists at a position, or empty when they agree. */
    private Optional<Difference> compare(String check, FamilyState state, List<String> history) {
        List<String> tabula = RandomPlay.texts(state);
        List<String> theirs = glue.moves(GamesmanOneText.formal(state.position()));
        MoveSets sets = MoveSets.compare(tabula, theirs);
        return sets.agree() ? Optional.empty()
                : Optional.of(new Difference(variant.word(), PARTNER, check, history, state.position().text(),
                        tabula, theirs, sets.describe(PARTNER), GamesmanOneDifference.ofMoves(sets, state.ending())
                                .map(GamesmanOneDifference::rule)));
    }

    /** The difference of the two endings of a finished game, for the side to move, or empty when they agree. */
    private Optional<Difference> compareEndings(String check, FamilyState state, List<String> history) {
        MorrisResult ending = state.ending().orElseThrow();
        String tabula = primitive(ending, state.position());
        String theirs = glue.end(GamesmanOneText.formal(state.position()));
        return tabula.equals(theirs) ? Optional.empty()
                : Optional.of(Difference.unexplained(variant.word(), PARTNER, check, history,
                        state.position().text(), List.of(), List.of(), "the endings differ for the side to move:"
                                + " Tabula " + tabula + " (" + ending.sentence() + "), GamesmanOne " + theirs));
    }
}

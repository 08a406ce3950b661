package org.tabula.benchmarks.crosscheck;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.tabula.benchmarks.crosscheck.CheckTable.Row;
import org.tabula.morris.family.FamilyPosition;
import org.tabula.morris.family.FamilyState;
import org.tabula.morris.family.solve.MillSolution;
import org.tabula.morris.family.solve.MillValue;
import org.tabula.morris.family.solve.Verdict;
import org.tabula.morris.model.MorrisResult;

/** The check only GamesmanOne's variants get: Tabula's solved values against GamesmanOne's solved database. */
final class VariantCheck {

    private final GamesmanOneVariant variant;
    private final GamesmanOneGlue glue;
    private final FamilyCheck check;

    /** The variant's check, recorded with the common checks of the same partner. */
    VariantCheck(GamesmanOneVariant variant, GamesmanOneGlue glue, FamilyCheck check) {
        this.variant = variant;
        this.glue = glue;
        this.check = check;
    }

    /**
     * Tabula's solution against GamesmanOne's solved database: the start and the positions of random games at a
     * random ply, each value for the side to move and its remoteness compared (a draw or tie has none).
     */
    Row values(MillSolution solution, int sample, int plies, long seed) {
        int mark = check.found();
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
                check.add(Difference.unexplained(variant.word(), GamesmanOnePartner.NAME, i == 0
                        ? "the start's value" : "the value of position " + i, history, state.position().text(),
                        List.of(), List.of(), "values differ: Tabula " + tabula + ", GamesmanOne " + theirs));
            }
        }
        return check.row("values and remoteness of the start and " + sample + " random positions", sample + 1,
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
}

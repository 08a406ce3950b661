package org.tabula.morris.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.morris.MorrisEndgame;
import org.tabula.morris.MorrisNotation;
import org.tabula.morris.bots.EndgameTable;
import org.tabula.morris.bots.EndgameTables;
import org.tabula.morris.bots.Search;
import org.tabula.morris.bots.Strength;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MoveCode;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The search alone (tables switched off) on positions the endgame tables have solved, so that every answer is
 * checked against perfect play: it finds the forced wins, and it does not play a move that loses at once.
 */
class SearchTacticsTest {

    /** Level 5's search, without the tables and with a small budget: the tactics must come from searching. */
    private static final Strength SEARCH_ONLY = new Strength(Search.MAX_DEPTH, 200_000, 0, 0, 0, false, 16);
    private static final int POSITIONS = 12;

    /** Positions of a table whose value passes the test, spread over the table, each as a core with White to move. */
    private static List<Core> positions(int own, int opp, IntPredicate wanted, IntPredicate alsoWanted) {
        EndgameTable table = EndgameTables.table(own, opp);
        List<Core> found = new ArrayList<>();
        for (int i = 0; i < table.size() && found.size() < POSITIONS; i += 997) {
            int ownMen = table.index.ownMen(i / table.index.oppCount);
            int oppMen = table.index.oppMen(i, ownMen);
            Core core = Core.of(new Position(ownMen, oppMen, Colour.WHITE, 0, 0, 0, 40), true, 0);
            if (wanted.test(table.valueAt(i)) && alsoWanted.test(i) && hasMove(core)) {
                found.add(core);
            }
        }
        assertThat(found).as("positions to test in %d-%d", own, opp).hasSize(POSITIONS);
        return found;
    }

    private static boolean hasMove(Core core) {
        return core.generate(new int[Core.MAX_MOVES], 0) > 0;
    }

    private static int choose(Core core) {
        return Search.of(core, SEARCH_ONLY, 3L, () -> false).bestMove(SearchBot.random(3L, core));
    }

    @ParameterizedTest(name = "{0} men to move against {1}, won in {2} plies")
    @CsvSource({"3, 3, 3", "3, 3, 5", "4, 3, 1"})
    void search_findsAForcedWin_asTheTablesConfirm(int own, int opp, int plies) {
        IntPredicate wonSo = v -> EndgameTable.isWin(v) && EndgameTable.distance(v) == plies;
        for (Core core : positions(own, opp, wonSo, i -> true)) {
            int move = choose(core);
            assertThat(EndgameChoice.rank(core, move)).as("%s plays %s",
                    MorrisNotation.formatPosition(core.toPosition()), MoveCode.toMove(move)).isPositive();
        }
    }

    @ParameterizedTest(name = "{0} men to move against {1}")
    @CsvSource({"3, 3", "3, 4"})
    void search_avoidsAMoveThatLetsTheOpponentWinAtOnce(int own, int opp) {
        EndgameTable table = EndgameTables.table(own, opp);
        int lostAtOnce = -(EndgameTable.MAX_DISTANCE + 1 - 2);
        IntPredicate trap = i -> {
            int ownMen = table.index.ownMen(i / table.index.oppCount);
            Core core = Core.of(new Position(ownMen, table.index.oppMen(i, ownMen), Colour.WHITE, 0, 0, 0, 40), true, 0);
            int[] moves = new int[Core.MAX_MOVES];
            int count = core.generate(moves, 0);
            int losing = 0;
            for (int m = 0; m < count; m++) {
                losing += EndgameChoice.rank(core, moves[m]) == lostAtOnce ? 1 : 0;
            }
            return losing * 2 >= count;
        };
        for (Core core : positions(own, opp, v -> !EndgameTable.isLoss(v), trap)) {
            int move = choose(core);
            assertThat(EndgameChoice.rank(core, move)).as("%s plays %s",
                    MorrisNotation.formatPosition(core.toPosition()), MoveCode.toMove(move)).isNotEqualTo(lostAtOnce);
        }
    }
}

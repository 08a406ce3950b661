package org.tabula.morris.bots;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.tabula.morris.Fixtures;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.bots.Evaluation;
import org.tabula.morris.bots.Search;
import org.tabula.morris.bots.TranspositionTable;
import org.tabula.morris.bots.Zobrist;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.MillLines;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** The parts the search is made of: Zobrist keys, the transposition table's packing, and the evaluation. */
class SearchPartsTest {

    @Property(tries = 200)
    void zobrist_updatedMoveByMove_equalsTheKeyComputedAfresh(@ForAll long seed) {
        Core core = Fixtures.core(MorrisGame.newGame());
        SplittableRandom random = new SplittableRandom(seed);
        int[] moves = new int[Core.MAX_MOVES];
        long key = Zobrist.of(core);
        for (int ply = 0; ply < 80 && !core.overUnlessStuck(); ply++) {
            int count = core.generate(moves, 0);
            if (count == 0) {
                break;
            }
            int move = moves[random.nextInt(count)];
            key = Zobrist.after(key, core, move);
            core.make(move);
            assertThat(key).isEqualTo(Zobrist.of(core));
        }
    }

    @Test
    void zobrist_tellsApartPositionsThatDifferOnlyInTheMenInHand() {
        Core three = Core.of(new Position(1, 2, Colour.WHITE, 3, 4, 0, 0), true, 0);
        Core four = Core.of(new Position(1, 2, Colour.WHITE, 4, 3, 0, 0), true, 0);
        assertThat(three.key()).isEqualTo(four.key());
        assertThat(Zobrist.of(three)).isNotEqualTo(Zobrist.of(four));
    }

    @Property(tries = 300)
    void transpositionTable_givesBackWhatWasStored(@ForAll long key, @ForAll @IntRange(min = 1, max = 0x7FFF) int move,
            @ForAll @IntRange(min = -Search.WIN, max = Search.WIN) int score, @ForAll @IntRange(max = 255) int depth,
            @ForAll @IntRange(min = 1, max = 3) int bound) {
        TranspositionTable table = new TranspositionTable(8);
        table.store(key, move, score, depth, bound);
        long entry = table.probe(key);
        assertThat(TranspositionTable.move(entry)).isEqualTo(move);
        assertThat(TranspositionTable.score(entry)).isEqualTo(score);
        assertThat(TranspositionTable.depth(entry)).isEqualTo(depth);
        assertThat(TranspositionTable.bound(entry)).isEqualTo(bound);
        assertThat(table.probe(key ^ 1L << 40)).isZero();
    }

    @Test
    void transpositionTable_keepsTheDeeperEntry_andStillFindsTheNewest() {
        TranspositionTable table = new TranspositionTable(4);
        long deep = 5;
        long shallow = 5 + (1L << 20);
        table.store(deep, 1, 10, 9, TranspositionTable.EXACT);
        table.store(shallow, 2, 20, 1, TranspositionTable.EXACT);
        assertThat(TranspositionTable.move(table.probe(deep))).isEqualTo(1);
        assertThat(TranspositionTable.move(table.probe(shallow))).isEqualTo(2);
    }

    @Property(tries = 2000)
    void evaluation_agreesWithThePlainReference(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int white = 0;
        int black = 0;
        int whiteMen = random.nextInt(10);
        int blackMen = random.nextInt(10);
        while (Integer.bitCount(white) < whiteMen) {
            white |= 1 << random.nextInt(Points.COUNT);
        }
        while (Integer.bitCount(black) < blackMen) {
            black = (black | 1 << random.nextInt(Points.COUNT)) & ~white;
        }
        int whiteInHand = random.nextBoolean() ? 0 : random.nextInt(Position.MEN - whiteMen + 1);
        int blackInHand = random.nextBoolean() ? 0 : random.nextInt(Position.MEN - blackMen + 1);
        Colour turn = random.nextBoolean() ? Colour.WHITE : Colour.BLACK;
        Core core = Core.of(new Position(white, black, turn, whiteInHand, blackInHand, 0, 20), random.nextBoolean(), 0);
        assertThat(Evaluation.score(core)).isEqualTo(ReferenceEvaluation.score(core, true));
        assertThat(Evaluation.score(core, false)).isEqualTo(ReferenceEvaluation.score(core, false));
    }

    @Test
    void millLines_columnsRenumbered_andBack_areTheSamePoints() {
        for (int[] mill : Points.mills()) {
            int mask = 1 << mill[0] | 1 << mill[1] | 1 << mill[2];
            int rows = MillLines.full(mask);
            int columns = MillLines.full(MillLines.toColumns(mask));
            assertThat(Integer.bitCount(rows) + Integer.bitCount(columns)).as("mill %s", mask).isEqualTo(1);
        }
        for (int point = 0; point < Points.COUNT; point++) {
            assertThat(MillLines.fromColumns(MillLines.toColumns(1 << point))).isEqualTo(1 << point);
            int beside = MillLines.besideOf(1 << point) | MillLines.fromColumns(MillLines.besideOf(MillLines.toColumns(1 << point)));
            assertThat(beside).as("neighbours of %s", Points.name(point)).isEqualTo(Points.neighbours(point));
        }
    }

    @Test
    void evaluation_saysStuck_whenTheSideToMoveCannotMove() {
        Core stuck = Fixtures.core(MorrisGame.fromPosition(Fixtures.moving("d7 a4 g4 d1 c4", "a7 g7 a1 g1", 'b')));
        assertThat(Evaluation.score(stuck)).isEqualTo(Evaluation.STUCK);
    }

    @Test
    void evaluation_valuesADoubleMill_aboveTheSameMenWithoutOne() {
        // a7-d7-g7 is closed, and g7 swings to g4 and back, closing e4-f4-g4 and a7-d7-g7 in turn.
        Core swinging =
                Fixtures.core(MorrisGame.fromPosition(Fixtures.moving("a7 d7 g7 e4 f4", "b2 d2 c3 a1 d1", 'w')));
        Core plain = Fixtures.core(MorrisGame.fromPosition(Fixtures.moving("a7 d7 g7 e4 f2", "b2 d2 c3 a1 d1", 'w')));
        assertThat(Evaluation.score(swinging)).isGreaterThan(Evaluation.score(plain) + 30);
    }

    @Test
    void evaluation_countsAManInHandAsMuchAsOneOnTheBoard() {
        Core inHand = Core.of(new Position(1, 2, Colour.WHITE, 8, 8, 0, 2), true, 0);
        Core placed = Core.of(new Position(1, 2 | 1 << 20, Colour.WHITE, 8, 7, 0, 2), true, 0);
        Core lost = Core.of(new Position(1, 2, Colour.WHITE, 8, 7, 0, 2), true, 0);
        // A placed man also brings the room it has, which counts while placing: within a third of a man.
        assertThat(Math.abs(Evaluation.score(inHand) - Evaluation.score(placed))).isLessThan(Evaluation.MAN / 3);
        // Near a man, not exactly: the room a placing side's men have weighs more as its hand empties.
        assertThat(Evaluation.score(lost) - Evaluation.score(inHand)).isCloseTo(Evaluation.MAN, within(Evaluation.MAN / 10));
    }
}

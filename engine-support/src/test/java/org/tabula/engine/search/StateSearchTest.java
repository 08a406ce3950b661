package org.tabula.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.engine.search.TicTacToe.Cell;

/** The generic search over a {@code PlayableState}, on tic-tac-toe, which it can solve. */
class StateSearchTest {

    private static final StateSearch<TicTacToe, Cell> SEARCH = StateSearch.of(TicTacToe::openLines);
    private static final long PLENTY = 10_000_000;

    private static Chosen<Cell> best(TicTacToe state, int depth) {
        return SEARCH.bestMove(state, depth, PLENTY, new SplittableRandom(7), () -> false);
    }

    @Test
    void atFullDepth_neverLosesToAnyLineOfReplies_asEitherSide() {
        Map<TicTacToe, Cell> chosen = new HashMap<>();
        for (Side bot : TicTacToe.SIDES) {
            assertThat(worstFor(bot, TicTacToe.START, chosen)).as("the worst end for %s", bot).isNotEqualTo(-1);
        }
        assertThat(chosen).as("positions the search was asked in").hasSizeGreaterThan(100);
    }

    /** The worst end the search reaches for {@code bot} against every line the other side may play: 1, 0 or -1. */
    private static int worstFor(Side bot, TicTacToe state, Map<TicTacToe, Cell> chosen) {
        if (state.result().isPresent()) {
            Result result = state.result().get();
            return result.isDraw() ? 0 : result.winner().equals(bot) ? 1 : -1;
        }
        if (state.side().equals(bot)) {
            Cell move = chosen.computeIfAbsent(state, s -> best(s, 9).move());
            return worstFor(bot, state.after(move), chosen);
        }
        int worst = 1;
        for (Cell reply : state.moves()) {
            worst = Math.min(worst, worstFor(bot, state.after(reply), chosen));
        }
        return worst;
    }

    @Property(tries = 50)
    void everyBestMove_hasTheSolvedValue_theFastestWinAndTheSlowestLoss(
            @ForAll @Size(min = 2, max = 7) List<@IntRange(min = 0, max = 8) Integer> picks) {
        TicTacToe state = played(TicTacToe.START, picks);
        if (state.result().isPresent()) {
            return;
        }
        Chosen<Cell> chosen = best(state, 9);
        List<Cell> moves = state.moves();
        int solved = Solved.value(state);
        assertThat(chosen.best().score()).as("the score of %s", state).isEqualTo(solved);
        assertThat(Solved.valueOf(state, chosen.move())).isEqualTo(solved);
        for (int i : chosen.best().moves()) {
            assertThat(Solved.valueOf(state, moves.get(i))).as("best move %s", moves.get(i)).isEqualTo(solved);
        }
    }

    /** The position the picks lead to, each an index into the legal moves (wrapped), stopping at the end. */
    private static TicTacToe played(TicTacToe state, List<Integer> picks) {
        for (int pick : picks) {
            List<Cell> moves = state.moves();
            if (moves.isEmpty()) {
                break;
            }
            state = state.after(moves.get(pick % moves.size()));
        }
        return state;
    }

    @Test
    void findsAWinInOne_andSaysItIsProved() {
        // x to move: c1 wins at once; the others let o play on.
        TicTacToe state = TicTacToe.of("xx.oo....");
        Chosen<Cell> chosen = best(state, 4);
        assertThat(chosen.move().text()).isEqualTo("c1");
        assertThat(chosen.best().score()).isEqualTo(StateSearch.WIN - 1);
        assertThat(chosen.best().provedEnd()).hasValue(1);
    }

    @Test
    void prefersTheFasterWin_overASureSlowerOne() {
        // x to move wins at once with a1 (the a column); b2 wins too, two plies later; c1 loses.
        TicTacToe state = TicTacToe.of(".o.x.oxox");
        assertThat(Solved.value(state)).isEqualTo(StateSearch.WIN - 1);
        List<Cell> moves = state.moves();
        long slowerWins = moves.stream().filter(m -> Solved.valueOf(state, m) > 0
                && Solved.valueOf(state, m) < StateSearch.WIN - 1).count();
        assertThat(slowerWins).as("moves that win, but later").isPositive();
        Chosen<Cell> chosen = best(state, 9);
        assertThat(chosen.move().text()).isEqualTo("a1");
        assertThat(chosen.best().provedEnd()).hasValue(1);
    }

    @Test
    void losing_holdsOutTheLongest() {
        // o to move loses whatever it plays: in two plies after most moves, in four after one.
        TicTacToe state = TicTacToe.of("..x....ox");
        int solved = Solved.value(state);
        assertThat(solved).as("o loses whatever it plays").isNegative();
        Chosen<Cell> chosen = best(state, 9);
        assertThat(chosen.best().score()).isEqualTo(solved);
        assertThat(chosen.best().provedEnd()).hasValue(-4);
        assertThat(Solved.valueOf(state, chosen.move())).isEqualTo(solved);
    }

    @Test
    void scoresAJudgement_asTheEvaluationSays_forTheSideToMove() {
        Chosen<Cell> chosen = best(TicTacToe.START, 1);
        assertThat(chosen.move().text()).as("the centre opens four lines").isEqualTo("b2");
        assertThat(chosen.best().score()).isEqualTo(TicTacToe.openLines(TicTacToe.START.after(new Cell(4))) * -1);
        assertThat(chosen.best().provedEnd()).isEmpty();
    }

    @Test
    void stopsWhenTheHostAsks_andPlaysTheLastWholeDeepening() {
        AtomicInteger asked = new AtomicInteger();
        Chosen<Cell> stopped = SEARCH.bestMove(TicTacToe.START, 9, PLENTY, new SplittableRandom(7), () -> {
            asked.incrementAndGet();
            return true;
        });
        // The host is asked once every NodeBudget.POLL_INTERVAL nodes; its first yes ends the search.
        assertThat(asked).as("the stop was asked once").hasValue(1);
        assertThat(stopped.best().depth()).as("the deepenings finished before the stop").isPositive()
                .isLessThan(best(TicTacToe.START, 9).best().depth());
        assertThat(TicTacToe.START.moves()).contains(stopped.move());
    }

    @Test
    void stopsAtItsNodeBudget() {
        Chosen<Cell> small = SEARCH.bestMove(TicTacToe.START, 9, 100, new SplittableRandom(7), () -> false);
        assertThat(small.best().depth()).isBetween(1, 2);
    }

    @Test
    void stopsDeepening_onceEveryLineReachedItsEnd() {
        // Nothing is proved from the start (a draw), but no line is longer than nine plies.
        assertThat(best(TicTacToe.START, StateSearch.MAX_DEPTH).best().depth()).isLessThanOrEqualTo(9);
    }

    @Test
    void sameSeed_sameMove_andEqualMovesChosenBetweenBySeed() {
        StateSearch<TicTacToe, Cell> level = StateSearch.of(state -> 0);
        Set<Cell> chosen = new HashSet<>();
        for (long seed = 0; seed < 60; seed++) {
            Cell move = level.bestMove(TicTacToe.START, 1, PLENTY, new SplittableRandom(seed), () -> false).move();
            assertThat(level.bestMove(TicTacToe.START, 1, PLENTY, new SplittableRandom(seed), () -> false).move())
                    .isEqualTo(move);
            chosen.add(move);
        }
        assertThat(chosen).as("nine equal moves, spread over by the seeds").hasSize(9);
    }

    @Test
    void triesTheMovesTheHintRanksFirst_withoutChangingTheResult() {
        List<String> judged = new ArrayList<>();
        StateSearch<TicTacToe, Cell> hinted = StateSearch.<TicTacToe, Cell>of(state -> {
            judged.add(state.cells());
            return 0;
        }).ordered((state, move) -> move.index() == 8 ? 1 : 0);
        hinted.bestMove(TicTacToe.START, 1, PLENTY, new SplittableRandom(1), () -> false);
        assertThat(judged.get(0)).as("c3 ranked first").isEqualTo("........x");
    }

    @Test
    void sidesThatDoNotAlternate_areScoredForTheSideThatMovesNext() {
        for (int heap = 1; heap <= 12; heap++) {
            ExtraTurnNim state = new ExtraTurnNim(heap, 0, 0);
            Chosen<ExtraTurnNim.Take> chosen = StateSearch.<ExtraTurnNim, ExtraTurnNim.Take>of(s -> 0)
                    .bestMove(state, 20, PLENTY, new SplittableRandom(3), () -> false);
            assertThat(chosen.best().score()).as("heap %d", heap).isEqualTo(Solved.value(state));
            assertThat(Solved.valueOf(state, chosen.move())).as("heap %d", heap).isEqualTo(Solved.value(state));
        }
    }
}

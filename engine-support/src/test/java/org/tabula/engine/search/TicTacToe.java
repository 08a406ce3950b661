package org.tabula.engine.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.engine.state.PlayableState;

/**
 * Tic-tac-toe as an immutable state, small enough to solve: the game the generic search and its bots are tested
 * on. The cells are read row by row from a1 (top left) to c3, {@code x}, {@code o} or {@code .}; x moves first.
 *
 * @param cells the nine cells
 * @param ply the marks made, which say whose turn it is
 */
public record TicTacToe(String cells, int ply) implements PlayableState<TicTacToe, TicTacToe.Cell> {

    public static final Side X = Side.of("x");
    public static final Side O = Side.of("o");
    public static final List<Side> SIDES = List.of(X, O);
    public static final TicTacToe START = of(".........");

    private static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8},
            {0, 4, 8}, {2, 4, 6}};

    /** A move: the cell marked, named a1 to c3. */
    public record Cell(int index) implements Move {
        @Override
        public String text() {
            return "abc".charAt(index % 3) + String.valueOf(index / 3 + 1);
        }
    }

    /** The position of these cells, its ply their marks. */
    public static TicTacToe of(String cells) {
        return new TicTacToe(cells, (int) cells.chars().filter(c -> c != '.').count());
    }

    @Override
    public Side side() {
        return SIDES.get(ply % 2);
    }

    @Override
    public List<Cell> moves() {
        if (result().isPresent()) {
            return List.of();
        }
        List<Cell> moves = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            if (cells.charAt(i) == '.') {
                moves.add(new Cell(i));
            }
        }
        return moves;
    }

    @Override
    public Outcome<Cell> read(String text) {
        return Listed.read(moves(), text);
    }

    @Override
    public Optional<Refusal> check(Cell move) {
        return Listed.check(moves(), move);
    }

    @Override
    public TicTacToe after(Cell move) {
        char mark = side().id().charAt(0);
        return new TicTacToe(cells.substring(0, move.index()) + mark + cells.substring(move.index() + 1), ply + 1);
    }

    @Override
    public Optional<Result> result() {
        for (int[] line : LINES) {
            char c = cells.charAt(line[0]);
            if (c != '.' && c == cells.charAt(line[1]) && c == cells.charAt(line[2])) {
                Side winner = c == 'x' ? X : O;
                return Optional.of(Result.win(winner, "three", winner.title() + " has three in a row."));
            }
        }
        return cells.indexOf('.') < 0 ? Optional.of(Result.draw("full", "The board is full.")) : Optional.empty();
    }

    /**
     * A judgement for the side to move: the lines still open to it less those open to the other side, as a game
     * would write one.
     */
    public static int openLines(TicTacToe state) {
        char mine = state.side().id().charAt(0);
        int score = 0;
        for (int[] line : LINES) {
            boolean mineIn = false;
            boolean theirsIn = false;
            for (int cell : line) {
                char c = state.cells.charAt(cell);
                mineIn |= c == mine;
                theirsIn |= c != mine && c != '.';
            }
            score += (theirsIn ? 0 : 1) - (mineIn ? 0 : 1);
        }
        return score;
    }
}

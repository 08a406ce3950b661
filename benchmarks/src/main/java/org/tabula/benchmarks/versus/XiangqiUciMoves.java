package org.tabula.benchmarks.versus;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Xiangqi moves between Tabula's ICCS ({@code h2e2}: files a-i from Red's left, ranks 0-9 from Red's side) and
 * Fairy-Stockfish's UCI ({@code h3e3}: the same files, ranks 1-10 from Red's side, Red being its white). Only the
 * rank numbers differ.
 */
public final class XiangqiUciMoves implements EngineMoves {

    private static final Pattern ICCS = Pattern.compile("([a-i])([0-9])([a-i])([0-9])");
    private static final Pattern UCI = Pattern.compile("([a-i])(10|[1-9])([a-i])(10|[1-9])");

    @Override
    public String toEngine(String move) {
        return shift(ICCS.matcher(move), 1, move);
    }

    @Override
    public String fromEngine(String move) {
        return shift(UCI.matcher(move), -1, move);
    }

    /** The move with both ranks moved by {@code by}; a text that is no move is given back as it came. */
    private static String shift(Matcher move, int by, String text) {
        if (!move.matches()) {
            return text;
        }
        return move.group(1) + (Integer.parseInt(move.group(2)) + by) + move.group(3)
                + (Integer.parseInt(move.group(4)) + by);
    }
}

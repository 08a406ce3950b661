package org.tabula.benchmarks.versus;

import java.util.List;
import java.util.Locale;

/**
 * What an outside engine speaks: the lines that agree the game with it, how a search is asked for, and how it
 * writes moves. Either the versus line protocol ({@code rules standard}, {@code go millis N}, Tabula's move text)
 * or UCI ({@code uci}, {@code go movetime N}, the engine's own move text mapped both ways).
 *
 * @param handshake the exchanges before the first move, in order
 * @param go the search command for a budget in milliseconds, a format with one {@code %d}
 * @param moves how the engine writes the game's moves
 */
public record EngineDialect(List<Exchange> handshake, String go, EngineMoves moves) {

    /**
     * Lines sent, then the answer awaited.
     *
     * @param send the lines to send
     * @param answer the line that must come back
     * @param chatter whether other lines may come first (a UCI engine's {@code id} and {@code option} lines);
     *                without it any other line is a refusal
     */
    public record Exchange(List<String> send, String answer, boolean chatter) {
    }

    /**
     * The versus line protocol of the partners with a glue (morris's Sanmill, checkers' simplech): the game's
     * standard rules agreed, a CPU budget a move.
     */
    public static final EngineDialect LINES = new EngineDialect(
            List.of(new Exchange(List.of("rules standard"), "ok", false)), "go millis %d", EngineMoves.SAME);

    /**
     * UCI for a game Tabula can map to a UCI engine's variant: {@code xiangqi} (Fairy-Stockfish's
     * {@code UCI_Variant xiangqi}), on one search thread.
     *
     * @throws IllegalArgumentException for a game without such a mapping
     */
    public static EngineDialect uci(String gameId) {
        if (!gameId.equals("xiangqi")) {
            throw new IllegalArgumentException("no UCI engine is mapped for " + gameId + "; uci: plays xiangqi");
        }
        return new EngineDialect(List.of(new Exchange(List.of("uci"), "uciok", true),
                new Exchange(List.of("setoption name UCI_Variant value " + gameId.toLowerCase(Locale.ROOT),
                        "setoption name Threads value 1", "ucinewgame", "isready"), "readyok", true)),
                "go movetime %d", new XiangqiUciMoves());
    }
}

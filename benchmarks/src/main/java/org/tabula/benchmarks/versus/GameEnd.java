package org.tabula.benchmarks.versus;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabula.api.Result;
import org.tabula.morris.model.MorrisResult;

/**
 * How a game of a versus match ended: an ending the game's rules gave (named from its {@link Result}'s reason), or
 * one of the two the referee adds.
 *
 * @param words the ending for people, as the summary and the report write it
 * @param draw whether the ending is a draw
 */
public record GameEnd(String words, boolean draw) {

    /** The side to move had no move (blocked) and lost. */
    public static final GameEnd NO_MOVE = new GameEnd("no legal move", false);
    /** A side fell below three men (the mill count) and lost. */
    public static final GameEnd FEWER_THAN_THREE = new GameEnd("fewer than three men", false);
    /** Threefold repetition: a draw. */
    public static final GameEnd REPETITION = new GameEnd("repetition", true);
    /** The no-mill limit: a draw. */
    public static final GameEnd NO_MILL = new GameEnd("no-mill limit", true);
    /** The ply cap reached: adjourned and counted as a draw. */
    public static final GameEnd CAP = new GameEnd("ply cap", true);
    /** A player gave a move Tabula's rules refuse, or none at all, and lost. */
    public static final GameEnd ILLEGAL = new GameEnd("illegal move", false);

    /** What the morris reports always listed, in their order; other games list the endings they met. */
    public static final List<GameEnd> MORRIS = List.of(NO_MOVE, FEWER_THAN_THREE, REPETITION, NO_MILL, CAP, ILLEGAL);

    /** The words the morris reports used for their reasons, kept so those reports replay unchanged. */
    private static final Map<String, GameEnd> NAMED = Map.of("no-move", NO_MOVE, "fewer-than-three",
            FEWER_THAN_THREE, "repetition", REPETITION, "no-mill", NO_MILL);

    /**
     * The ending of a game its rules ended, by the result's reason ({@code no-move} is "no legal move" in every
     * game; a reason without such words is written with spaces for its hyphens, {@code perpetual-check} as
     * "perpetual check").
     *
     * @throws IllegalStateException for an ending no move makes (a resignation, a timeout or an agreed draw)
     */
    public static GameEnd of(Result result) {
        String reason = result.reason();
        if (reason.equals("resign") || reason.equals("timeout") || reason.equals("agreement")) {
            throw new IllegalStateException("an ending no move makes: " + result);
        }
        GameEnd named = NAMED.get(reason);
        return named != null ? named : new GameEnd(reason.replace('-', ' ').toLowerCase(Locale.ROOT),
                result.isDraw());
    }

    /** The ending of a morris game the rules ended, as the published morris reports name it. */
    public static GameEnd of(MorrisResult result) {
        return switch (result.ending()) {
            case NO_MOVE -> NO_MOVE;
            case FEWER_THAN_THREE -> FEWER_THAN_THREE;
            case REPETITION -> REPETITION;
            case NO_MILL -> NO_MILL;
            default -> throw new IllegalStateException("an ending no move makes: " + result);
        };
    }
}

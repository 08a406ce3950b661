package org.tabula.api;

import java.util.Optional;

/**
 * What {@link Match#undo()} took back: a player's ending (a resignation, a timeout, a draw agreed), every move
 * staying, or else the last move.
 *
 * @param move the move taken back, or empty when an ending was
 * @param ending the ending taken back, or empty when a move was
 * @since 0.1.0
 */
public record TakenBack(Optional<Move> move, Optional<Result> ending) {

    /**
     * Checks that exactly one was taken back.
     *
     * @param move the move taken back, or empty when an ending was
     * @param ending the ending taken back, or empty when a move was
     */
    public TakenBack {
        if (move.isPresent() == ending.isPresent()) {
            throw new IllegalArgumentException("undo takes back a move or an ending: " + move + ", " + ending);
        }
    }

    /**
     * The last move taken back.
     *
     * @param move the move that was taken back
     * @return the value saying that this move was taken back
     */
    public static TakenBack move(Move move) {
        return new TakenBack(Optional.of(move), Optional.empty());
    }

    /**
     * A player's ending taken back.
     *
     * @param ending the player's ending that was taken back (a resignation, a timeout or an agreed draw)
     * @return the value saying that this ending was taken back
     */
    public static TakenBack ending(Result ending) {
        return new TakenBack(Optional.empty(), Optional.of(ending));
    }

    /** For a person: the move's text, or the ending's code ("agreement"). */
    @Override
    public String toString() {
        return move.map(Move::text).orElseGet(() -> ending.orElseThrow().reason());
    }
}

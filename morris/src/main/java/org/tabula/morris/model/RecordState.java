package org.tabula.morris.model;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;

/**
 * What a morris record says beside its moves and its start: whether the game is played with flying, the side
 * whose draw offer stands, and an ending the moves cannot show.
 *
 * <p>Each is written only when it is so: {@code flying no} before the moves, {@code offer black} and
 * {@code result white resign} after them.
 *
 * @param flying whether the game is played with flying, when the record names it ({@code flying no} or
 *     {@code flying yes}); empty when it does not, which means the game's default
 * @param offer the side whose draw offer stands, if any
 * @param result the resignation, timeout or agreed draw that ended the game, if any, as api's
 *     {@link PlayerEnding} result
 */
public record RecordState(Optional<Boolean> flying, Optional<Colour> offer, Optional<Result> result) {

    /** A record that says nothing beside its moves. */
    public static final RecordState NONE = new RecordState(Optional.empty(), Optional.empty(), Optional.empty());

    /**
     * Checks that nothing is null and that the result is one a record writes.
     *
     * @throws IllegalArgumentException for a result the moves reach rather than a player (no-move, say)
     */
    public RecordState {
        Objects.requireNonNull(flying, "flying");
        Objects.requireNonNull(offer, "offer");
        Objects.requireNonNull(result, "result");
        result.ifPresent(ending -> {
            if (PlayerEnding.of(ending).isEmpty()) {
                throw new IllegalArgumentException("a record writes only the endings resign, timeout and"
                        + " agreement, not '" + ending.reason() + "'");
            }
        });
    }

    /** The same, naming whether the game is played with flying. */
    public RecordState withFlying(boolean flies) {
        return new RecordState(Optional.of(flies), offer, result);
    }

    /** The same, with {@code side}'s draw offer standing. */
    public RecordState withOffer(Colour side) {
        return new RecordState(flying, Optional.of(side), result);
    }

    /** The same, ended by {@code ending}. */
    public RecordState withResult(Result ending) {
        return new RecordState(flying, offer, Optional.of(ending));
    }

    /** True when the record names a game played without flying, the only flying line a record writes. */
    public boolean playedWithoutFlying() {
        return flying.isPresent() && !flying.get();
    }

    /** The text after {@code result} on the result line: the winner's word or {@code draw}, then the reason. */
    public Optional<String> resultText() {
        return result.map(ending -> ending.winnerIfAny().map(side -> Colour.of(side).word()).orElse("draw") + " "
                + ending.reason());
    }
}

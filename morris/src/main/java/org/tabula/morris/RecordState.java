package org.tabula.morris;

import java.util.Objects;
import java.util.Optional;

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
 * @param result the resignation, timeout or agreed draw that ended the game, if any
 */
public record RecordState(Optional<Boolean> flying, Optional<Colour> offer, Optional<RecordedResult> result) {

    /** A record that says nothing beside its moves. */
    public static final RecordState NONE = new RecordState(Optional.empty(), Optional.empty(), Optional.empty());

    /** Checks that nothing is null. */
    public RecordState {
        Objects.requireNonNull(flying, "flying");
        Objects.requireNonNull(offer, "offer");
        Objects.requireNonNull(result, "result");
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
    public RecordState withResult(RecordedResult ending) {
        return new RecordState(flying, offer, Optional.of(ending));
    }

    /** True when the record names a game played without flying, the only flying line a record writes. */
    public boolean playedWithoutFlying() {
        return flying.isPresent() && !flying.get();
    }
}

package org.tabula.xiangqi;

import java.util.Objects;
import java.util.Optional;

/**
 * What a xiangqi record says beside its start and its moves: the side whose draw offer stands and an ending the
 * moves cannot show, written {@code offer black} and {@code result red resign} after the moves.
 *
 * @param offer the side whose draw offer stands, if any
 * @param result the resignation, timeout or agreed draw that ended the game, if any
 */
public record RecordState(Optional<Colour> offer, Optional<RecordedResult> result) {

    /** A record that says nothing beside its moves. */
    public static final RecordState NONE = new RecordState(Optional.empty(), Optional.empty());

    /** Checks that nothing is null. */
    public RecordState {
        Objects.requireNonNull(offer, "offer");
        Objects.requireNonNull(result, "result");
    }

    /** The same, with {@code side}'s draw offer standing. */
    public RecordState withOffer(Colour side) {
        return new RecordState(Optional.of(side), result);
    }

    /** The same, ended by {@code ending}. */
    public RecordState withResult(RecordedResult ending) {
        return new RecordState(offer, Optional.of(ending));
    }
}

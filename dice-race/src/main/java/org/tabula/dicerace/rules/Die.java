package org.tabula.dicerace.rules;

import java.util.List;
import java.util.Optional;
import org.tabula.api.ChanceRequest;

/**
 * The die of a dice race: four faces, 0 to 3, each as likely as the others. The weights are written out all the
 * same, so that a game with a loaded die (Ur's 1, 4, 6, 4, 1) would change only them.
 */
public final class Die {

    /** The faces, in canonical text. */
    public static final List<String> FACES = List.of("0", "1", "2", "3");
    /** Each face's weight, in the same order: equal, a fair die. */
    public static final List<Long> WEIGHTS = List.of(1L, 1L, 1L, 1L);

    private Die() {
    }

    /** The roll a game waits for; the game can draw it itself from its seed, and a host may supply any face. */
    public static ChanceRequest request() {
        return new ChanceRequest("roll a die of 0 to 3", FACES, WEIGHTS, true);
    }

    /** The face a text names, blanks around it forgiven, or empty. Never throws. */
    public static Optional<Integer> face(String text) {
        int index = FACES.indexOf(text.strip());
        return index < 0 ? Optional.empty() : Optional.of(index);
    }

    /**
     * The face a seeded game rolls in a state: drawn by the weights from the seed and the state alone, so the same
     * game always rolls the same, and no random source is kept (engines are pure).
     */
    public static int drawn(long seed, RaceState state) {
        long mixed = (seed ^ state.ply() * 0x9E3779B97F4A7C15L ^ state.board().men().hashCode()) * 0xBF58476D1CE4E5B9L;
        long total = WEIGHTS.stream().mapToLong(Long::longValue).sum();
        long pick = Math.floorMod(mixed >>> 17, total);
        for (int face = 0; face < FACES.size(); face++) {
            pick -= WEIGHTS.get(face);
            if (pick < 0) {
                return face;
            }
        }
        throw new AssertionError("the weights add up to " + total);
    }
}

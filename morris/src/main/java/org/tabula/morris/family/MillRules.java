package org.tabula.morris.family;

import java.util.Objects;
import org.tabula.morris.model.MillBoard;

/**
 * The whole rules of one mill game: the variant (board and men), when men fly, which men a mill takes, whether
 * placing and moving are merged (Lasker's rule), whether the ending is turned round (misère: a side that would
 * lose wins), and the seed's draw by moves without a mill. Immutable.
 *
 * @param variant the board and men
 * @param flying when a man flies
 * @param removal which enemy men a mill takes
 * @param lasker whether a side with men in hand may move a man on the board instead of placing one
 * @param misere whether the side that would lose wins instead
 * @param noMillLimit moves in a row, both sides counted, without a placement or a capture that draw; 0 for never
 */
public record MillRules(Variant variant, Flying flying, Removal removal, boolean lasker, boolean misere,
        int noMillLimit) {

    /** The seed's limit of moves without a mill: 120. */
    public static final int SEED_NO_MILL_LIMIT = 120;

    /** The seed's game: Nine Men's Morris, flying at three men, standard removal. */
    public static final MillRules SEED = of(Variant.NINE);

    /** Checks the parts. */
    public MillRules {
        Objects.requireNonNull(variant, "variant");
        Objects.requireNonNull(flying, "flying");
        Objects.requireNonNull(removal, "removal");
        if (noMillLimit < 0) {
            throw new IllegalArgumentException("the no-mill limit is 0 (none) or a number of moves, not "
                    + noMillLimit);
        }
    }

    /** A variant played by its own rules, with the seed's no-mill limit. */
    public static MillRules of(Variant variant) {
        return new MillRules(variant, variant.flying(), Removal.STANDARD, variant.lasker(), false,
                SEED_NO_MILL_LIMIT);
    }

    /** The board. */
    public MillBoard board() {
        return variant.board();
    }

    /** The men each side has. */
    public int men() {
        return variant.men();
    }

    /**
     * Whether the seed's own engine plays these rules: Nine Men's Morris, flying at three men or never, standard
     * removal, neither Lasker's rule nor misère. Every other game is the family engine's.
     */
    public boolean isSeedGame() {
        return variant == Variant.NINE && flying != Flying.ALWAYS && removal == Removal.STANDARD && !lasker
                && !misere;
    }
}

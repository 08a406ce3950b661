package org.tabula.web.table;

import java.util.List;
import org.tabula.api.GameOptions;
import org.tabula.api.OptionSpec;

/**
 * The server throws every table's dice from its own secret seed, so a game's {@code seed} option (the game then
 * throws its own dice from a seed its options and record show everyone, and that a creator may pick) is not taken
 * from a client, nor a seed for the table's own throws; a record naming a seed is played on without it
 * ({@link SeedlessReplay}).
 */
public final class ServerDice {

    /** The option by which a game throws its own dice (the Royal Game of Ur's, the dice race's). */
    public static final String SEED_OPTION = "seed";

    private static final String WHY = "the server throws the dice from a secret seed of its own, so that nobody can"
            + " foresee them or choose them";

    private ServerDice() {
    }

    /** Refuses options that give the game a seed of its own. */
    static void refuseGivenSeed(List<OptionSpec> specs, GameOptions options) {
        if (options.notDefault(specs).containsKey(SEED_OPTION)) {
            throw new BadTableRequest("BAD_OPTION", "A table takes no '" + SEED_OPTION + "' option: " + WHY + ".");
        }
    }

    /**
     * Refuses the seed a client gives a table's throws and bots ({@code "seed"}), unless the server was started to
     * take one (for tests and demonstrations).
     */
    static void refuseClientSeed(TableRequest request, boolean taken) {
        if (request.seed() != null && !taken) {
            throw new BadTableRequest("BAD_FIELD", "A table takes no \"seed\": " + WHY + ".");
        }
    }
}

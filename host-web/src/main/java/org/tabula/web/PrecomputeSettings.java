package org.tabula.web;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Where the server keeps the games' precomputed parts (morris's endgame tables and solved games) and the largest it
 * computes. A part a table's bot or an analysis reads is made ready in the background before it is read; one larger
 * than the limit is never computed, so a seat that needs one is refused and the analysis goes without it.
 *
 * @param folder the folder the parts are read from and kept in, a file a part ({@code GAME-PART.bin}); empty keeps
 *     them in memory only, computed again after each start
 * @param maxPartBytes the largest part, saved, the server computes or loads
 */
public record PrecomputeSettings(Optional<Path> folder, long maxPartBytes) {

    /**
     * 160 MiB, as a part's largest saved size is reckoned by the game: morris's endgame tables up to five men against
     * three (82 MB) and the solutions of Three, Five and Six Men's Morris (up to 148 MB; 37 MB in fact, 85 s to
     * compute), but not the tables of five men against four (330 MB) nor Seven Men's Morris (up to 700 MB saved, 3 GB
     * of memory and 15 minutes to compute). All of them in memory at once come to some 400 MB.
     */
    public static final long DEFAULT_MAX_PART_BYTES = 160L << 20;

    /** No folder, and the default largest part. */
    public static final PrecomputeSettings DEFAULT = new PrecomputeSettings(Optional.empty(), DEFAULT_MAX_PART_BYTES);

    /** Checks the parts. */
    public PrecomputeSettings {
        Objects.requireNonNull(folder, "folder");
        if (maxPartBytes < 1) {
            throw new IllegalArgumentException("the largest precomputed part is a byte at least: " + maxPartBytes);
        }
    }
}

package org.tabula.royalur.model;

import java.util.Objects;
import java.util.Optional;

/**
 * The {@code [result ...]} of a record: {@code light home} or {@code dark home} for a game won by bringing the
 * last piece home, {@code light resign} or {@code dark resign} naming the winner of a game resigned,
 * {@code draw ply_cap}, and (beyond the seed, for the API's timeout) {@code light timeout} or {@code dark timeout}.
 *
 * @param winner the side that won, or empty for a draw
 * @param how {@link #HOME}, {@link #RESIGN}, {@link #TIMEOUT} or {@link #PLY_CAP}
 */
public record RecordResult(Optional<UrSide> winner, String how) {

    /** The winner brought the last piece home. */
    public static final String HOME = "home";
    /** The other side resigned. */
    public static final String RESIGN = "resign";
    /** The other side ran out of time. */
    public static final String TIMEOUT = "timeout";
    /** The game reached its cap of turns: a draw. */
    public static final String PLY_CAP = "ply_cap";

    /** Checks that a draw is by the cap and a win by anything else. */
    public RecordResult {
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(how, "how");
        boolean known = how.equals(HOME) || how.equals(RESIGN) || how.equals(TIMEOUT) || how.equals(PLY_CAP);
        if (!known || winner.isPresent() == how.equals(PLY_CAP)) {
            throw new IllegalArgumentException("not a result: " + winner.map(UrSide::word).orElse("draw") + " " + how);
        }
    }

    /** A win. */
    public static RecordResult win(UrSide winner, String how) {
        return new RecordResult(Optional.of(winner), how);
    }

    /** The draw at the cap of turns. */
    public static RecordResult plyCap() {
        return new RecordResult(Optional.empty(), PLY_CAP);
    }

    /** The result's words: {@code light home}, {@code draw ply_cap}. */
    public String text() {
        return winner.map(UrSide::word).orElse("draw") + " " + how;
    }

    /** The result a text names, as {@link #text()} writes it; empty for anything else. */
    public static Optional<RecordResult> parse(String text) {
        for (String how : new String[] {HOME, RESIGN, TIMEOUT}) {
            for (UrSide side : UrSide.values()) {
                if (text.equals(side.word() + " " + how)) {
                    return Optional.of(win(side, how));
                }
            }
        }
        return text.equals("draw " + PLY_CAP) ? Optional.of(plyCap()) : Optional.empty();
    }
}

package org.tabula.host.match;

import org.tabula.api.Match;
import org.tabula.api.Result;

/**
 * The host's cap on the moves of a game between bots: with a game's own limits turned off (xiangqi's
 * {@code repetition-limit=0}), two bots may play for ever. At the cap the game is adjourned and counted a draw.
 *
 * <p>How a session playing bots asks it: {@code if (cap.reached(match)) { ending = cap.adjourned(match); }}
 * before each bot move, and then the game is over with that result, said in its sentence.
 *
 * @param maxPlies the most plies played from the game's start; 0 for no cap
 */
public record PlyCap(int maxPlies) {

    /** The cap of {@code match} and {@code play} when none is given. */
    public static final int DEFAULT = 1000;

    /** The reason code of a game adjourned at the cap: not a game's own ending, so it is the host's. */
    public static final String ADJOURNED = "adjourned";

    /** No cap. */
    public static final PlyCap NONE = new PlyCap(0);

    /** Checks the cap. */
    public PlyCap {
        if (maxPlies < 0) {
            throw new IllegalArgumentException("the cap is 0 (none) or more plies, not " + maxPlies);
        }
    }

    /** True when the match has played as many plies as the cap allows and is still going on. */
    public boolean reached(Match match) {
        return maxPlies > 0 && match.history().size() >= maxPlies;
    }

    /** The draw a game adjourned at the cap is counted as: "Draw: adjourned after 1000 plies (the host's cap)". */
    public Result adjourned(Match match) {
        return Result.draw(ADJOURNED, "Draw: adjourned after " + match.history().size() + " plies (the host's cap)");
    }
}

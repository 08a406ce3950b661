package org.tabula.host.core.clock;

import org.tabula.api.Match;
import org.tabula.api.Status;

/**
 * Where a match stood before a change (its ply and the side to move), so that the clock can tell what the change
 * did to it: {@link #clockAfter}.
 *
 * @param ply the match's ply
 * @param turn the id of the side to move
 */
public record TurnMark(int ply, String turn) {

    /** Where the match stands now. */
    public static TurnMark of(Match match) {
        return new TurnMark(match.ply(), match.turn().id());
    }

    /**
     * The clock after the match changed from this mark at {@code at}: stopped when the game has ended, passed on
     * when a move was made or the turn changed (to the same side after a move that gives another turn), as it was
     * otherwise (a draw offer, a roll that leaves the side to move, a clock not started).
     */
    public ClockState clockAfter(ClockState clock, Match after, java.time.Instant at) {
        if (after.status() != Status.ACTIVE) {
            return clock.stopped(at);
        }
        if (clock.running().isEmpty() || (after.ply() == ply && after.turn().id().equals(turn))) {
            return clock;
        }
        return clock.passed(after.turn().id(), at);
    }
}

package org.tabula.host.core.seat;

import java.util.ArrayList;
import java.util.List;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.PlayedMove;
import org.tabula.api.Refusal;
import org.tabula.api.Side;
import org.tabula.api.TakenBack;

/**
 * A takeback one person asked for and the other accepted: the match undone through its own undo until the asker's
 * last move is gone, so that the asker is to play again, whatever the other side played since (as lichess does).
 * The server's tables and the terminal's two-person play both take back so.
 */
public final class Takeback {

    private Takeback() {
    }

    /**
     * Where the side's last move stands among the moves played.
     *
     * @param match the match
     * @param side the side
     * @return the index of its last move in {@link Match#played()}, or -1 when it has played none
     */
    public static int lastMoveOf(Match match, Side side) {
        List<PlayedMove> played = match.played();
        for (int i = played.size() - 1; i >= 0; i--) {
            if (played.get(i).side().equals(side)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Undoes the match (changed in place) back to before the asker's last move.
     *
     * @param match the match
     * @param asker the side whose last move is taken back
     * @return what was taken back, last first; or the refusal of the match, or {@code nothing-to-take-back}
     */
    public static Outcome<List<TakenBack>> undo(Match match, Side asker) {
        int last = lastMoveOf(match, asker);
        if (last < 0) {
            return Outcome.refused(new Refusal("nothing-to-take-back", asker.title()
                    + " has played no move to take back."));
        }
        List<TakenBack> taken = new ArrayList<>();
        while (match.history().size() > last) {
            Outcome<TakenBack> undone = match.undo();
            if (!undone.isAccepted()) {
                return Outcome.refused(undone.refusal());
            }
            taken.add(undone.value());
        }
        return Outcome.accepted(List.copyOf(taken));
    }
}

package org.tabula.web.table;

import java.util.List;
import org.tabula.api.Match;
import org.tabula.api.Move;

/**
 * A match as it stood at an earlier ply, worked out on copies. A game without chance is taken back move by move.
 * A game of chance is played again from its start, each move on the throw it was played on: taking back keeps the
 * throw the next move was played on standing (and the Royal Game of Ur takes a lost turn back with the move before
 * it), so the board after a move would show a throw that came later.
 */
final class Replay {

    private Replay() {
    }

    /**
     * The match at the ply, as the move of that ply left it.
     *
     * @param now a copy of the match as it stands, which this may change
     * @param ply a ply from the one the match began at to its ply now
     * @param usualStart a new match of the game with the table's options, which this may change
     */
    static Match at(Match now, int ply, Match usualStart) {
        if (ply >= now.ply()) {
            return now;
        }
        int first = now.ply() - now.history().size();
        List<? extends Move> moves = now.history();
        Match back = now.copy();
        takeBack(back, first);
        boolean chance = back.pendingChance().isPresent() || usualStart.pendingChance().isPresent();
        if (!chance) {
            return takeBack(now, ply);
        }
        // The start with no throw standing: as taken back, or the usual start where the throw taken back on it
        // makes the position taken back.
        Match start = back;
        if (back.pendingChance().isEmpty() && back.result().isEmpty()) {
            start = usualStart;
            if (!thrown(usualStart, back)) {
                return takeBack(now, ply);
            }
        }
        Match replayed = start;
        while (replayed.ply() < ply) {
            Move next = moves.get(replayed.ply() - first);
            boolean done = replayed.pendingChance().isPresent() ? throwFor(replayed, next)
                    : replayed.play(next).isAccepted();
            if (!done) {
                return takeBack(now, ply);
            }
        }
        return replayed.ply() == ply ? replayed : takeBack(now, ply);
    }

    /** True when a throw supplied to the start makes {@code back}'s position: the start is {@code back}'s. */
    private static boolean thrown(Match start, Match back) {
        if (start.pendingChance().isEmpty()) {
            return false;
        }
        for (String outcome : start.pendingChance().get().outcomes()) {
            Match trial = start.copy();
            if (trial.supplyChance(outcome).isAccepted() && trial.position().equals(back.position())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Supplies the throw the next move was played on: the first outcome on which the game accepts it, or which
     * makes the game play it itself (a turn lost). A move's text names where it goes, so one throw fits it.
     */
    private static boolean throwFor(Match match, Move next) {
        for (String outcome : match.pendingChance().orElseThrow().outcomes()) {
            Match trial = match.copy();
            if (!trial.supplyChance(outcome).isAccepted()) {
                continue;
            }
            boolean forced = trial.ply() > match.ply();
            boolean fits = forced ? trial.history().get(trial.history().size() - 1).text().equals(next.text())
                    : trial.play(next).isAccepted();
            if (fits) {
                match.supplyChance(outcome);
                return forced || match.play(next).isAccepted();
            }
        }
        return false;
    }

    private static Match takeBack(Match match, int ply) {
        while (match.ply() > ply) {
            if (!match.undo().isAccepted()) {
                throw new IllegalStateException("a move of the history cannot be taken back at ply " + match.ply());
            }
        }
        return match;
    }
}

package org.tabula.web.table;

import java.util.List;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.board.Pointing;

/**
 * What pointing at some places of a table's board selects, as api's {@code Pointing} decides it: the page asks
 * the server instead of knowing the rule itself.
 *
 * @param candidates the texts of the legal moves whose places begin with the places pointed at
 * @param next the places one may point at next
 * @param chosen the text of the move the pointing ends in, or null while it is not whole
 */
public record PointView(List<String> candidates, List<String> next, String chosen) {

    /** Copies the lists. */
    public PointView {
        candidates = List.copyOf(candidates);
        next = List.copyOf(next);
    }

    /** What pointing at these places, in order, selects among the match's legal moves now. */
    static PointView of(Match match, List<String> places) {
        Pointing pointing = Pointing.of(match.legalMoves(), match::placesOf, places);
        return new PointView(pointing.candidates().stream().map(Move::text).toList(),
                List.copyOf(pointing.next(match::placesOf)), pointing.chosen().map(Move::text).orElse(null));
    }
}

package org.tabula.web.table;

import java.util.List;

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
}

package org.tabula.host.play;

import java.util.List;
import java.util.Optional;
import org.tabula.api.Match;
import org.tabula.api.Palette;

/** The board of a match as lines, seen from the usual side or turned. */
final class Boards {

    private Boards() {
    }

    /** The lines; empty when asked to turn a board its game draws one way only. */
    static Optional<List<String>> draw(Match match, Palette palette, boolean turned) {
        if (turned) {
            return Optional.empty();
        }
        return Optional.of(match.view().draw(palette));
    }
}

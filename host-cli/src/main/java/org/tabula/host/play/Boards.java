package org.tabula.host.play;

import java.util.List;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.Match;
import org.tabula.api.Palette;

/** The board of a match as lines, seen from the usual side or turned. */
final class Boards {

    private Boards() {
    }

    /** The lines; empty when asked to turn a board its game draws one way only. */
    static Optional<List<String>> draw(Match match, Palette palette, boolean turned) {
        Optional<BoardView> view = turned ? match.view().flipped() : Optional.of(match.view());
        return view.map(shown -> shown.draw(palette));
    }
}

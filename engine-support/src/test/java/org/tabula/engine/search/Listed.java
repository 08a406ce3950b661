package org.tabula.engine.search;

import java.util.List;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;

/** How the test games read and check a move: as one of their listed legal moves, by its text. */
final class Listed {

    private Listed() {
    }

    static <M extends Move> Outcome<M> read(List<M> moves, String text) {
        return moves.stream().filter(move -> move.text().equals(text.strip())).findFirst()
                .map(Outcome::accepted).orElseGet(() -> Outcome.refused("illegal", text + " is no move now."));
    }

    static <M extends Move> Optional<Refusal> check(List<M> moves, M move) {
        return moves.contains(move) ? Optional.empty() : Optional.of(new Refusal("illegal", "not now"));
    }
}

package org.tabula.web.table;

import java.util.List;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.web.store.TableEvent;

/**
 * A change of the store's log played again on a match: how a table is read back from its record and the changes
 * after it, and how a server catches up with changes another server committed, a version at a time.
 */
final class LoggedChange {

    private LoggedChange() {
    }

    /**
     * Plays the change on the match (changed in place): a move as its text, a roll as the outcome that was
     * thrown, the others as their action; a join changes no match.
     *
     * @throws IllegalStateException when the match refuses it: the log does not belong to this match
     */
    static void replay(Match match, List<Side> sides, TableEvent event) {
        if (event.action().equals("join")) {
            return;
        }
        Side side = sides.stream().filter(s -> s.id().equals(event.side())).findFirst()
                .orElseThrow(() -> new IllegalStateException("version " + event.version() + " names no side of "
                        + match.gameId() + ": " + event.side()));
        TableAction action = switch (event.action()) {
            case "move" -> TableAction.move(event.text());
            case "roll" -> TableAction.roll();
            default -> new TableAction.Simple(event.action());
        };
        // The outcome the server threw is supplied again as it was, whoever threw it.
        Outcome<String> done = action.apply(match, side, (rolled, request) -> supplied(rolled, event));
        if (!done.isAccepted()) {
            throw new IllegalStateException("version " + event.version() + " (" + event.action() + " "
                    + event.text() + ") does not play: " + done.refusal());
        }
    }

    private static String supplied(Match match, TableEvent event) {
        Outcome<String> outcome = match.supplyChance(event.text());
        if (!outcome.isAccepted()) {
            throw new IllegalStateException("version " + event.version() + " threw " + event.text()
                    + ", which the game refuses: " + outcome.refusal());
        }
        return outcome.value();
    }
}

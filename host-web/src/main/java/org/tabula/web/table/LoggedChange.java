package org.tabula.web.table;

import java.util.List;
import java.util.Set;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.host.core.seat.Takeback;
import org.tabula.web.store.TableEvent;

/**
 * A change of the store's log played again on a match: how a table is read back from its record and the changes
 * after it, and how a server catches up with changes another server committed, a version at a time.
 */
final class LoggedChange {

    /** What changes the players' part alone, which the store keeps whole: nothing to play on the match. */
    private static final Set<String> SEATS_ONLY = Set.of("join", "chat", "takeback-offer", "takeback-decline",
            "rematch-offer", "rematch-accept", "rematch-decline");

    private LoggedChange() {
    }

    /**
     * Plays the change on the match (changed in place): a move as its text, a roll as the outcome that was
     * thrown, a takeback accepted as the undoing back to its asker's turn, the others as their
     * action; a join, a line of chat and the other players' asking change no match.
     *
     * @throws IllegalStateException when the match refuses it: the log does not belong to this match
     */
    static void replay(Match match, List<Side> sides, TableEvent event) {
        if (SEATS_ONLY.contains(event.action())) {
            return;
        }
        Side side = side(match, sides, event, event.side());
        Outcome<?> done;
        if (event.action().equals("takeback-accept")) {
            // The asker is what the log kept: the match goes back to its turn, as it went when accepted.
            done = Takeback.undo(match, side(match, sides, event, event.text()));
        } else {
            TableAction action = switch (event.action()) {
                case "move" -> TableAction.move(event.text());
                case "roll" -> TableAction.roll();
                default -> new TableAction.Simple(event.action());
            };
            // The outcome the server threw is supplied again as it was, whoever threw it.
            done = action.apply(match, Players.NONE, side, (rolled, request) -> supplied(rolled, event),
                    event.at());
        }
        if (!done.isAccepted()) {
            throw new IllegalStateException("version " + event.version() + " (" + event.action() + " "
                    + event.text() + ") does not play: " + done.refusal());
        }
    }

    private static Side side(Match match, List<Side> sides, TableEvent event, String id) {
        return sides.stream().filter(s -> s.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalStateException("version " + event.version() + " names no side of "
                        + match.gameId() + ": " + id));
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

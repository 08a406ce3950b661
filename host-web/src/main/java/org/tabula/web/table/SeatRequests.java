package org.tabula.web.table;

import java.util.Optional;
import org.tabula.api.Match;
import org.tabula.api.Side;
import org.tabula.api.Status;

/**
 * What the people at a table ask: an action by a seat, its token checked and its turn, or an open seat taken.
 * Each is tried once more when the table had moved on, here or on another server, while it was tried.
 */
final class SeatRequests {

    private final LiveTables live;
    private final TableCommits commits;
    private final int maxNameChars;

    SeatRequests(LiveTables live, TableCommits commits, int maxNameChars) {
        this.live = live;
        this.commits = commits;
        this.maxNameChars = maxNameChars;
    }

    /**
     * Does what a seat asks: the token must open a seat of the table, and a move or a roll must be its side's
     * turn.
     */
    Answer act(String id, String token, TableAction action) {
        Optional<Table> found = live.table(id);
        if (found.isEmpty()) {
            return new Answer.NotFound("No table has the id '" + id + "'.");
        }
        Table table = found.get();
        long looked = table.version();
        Optional<Side> side = token == null ? Optional.empty() : table.sideOf(token);
        if (side.isEmpty() && token != null && !table.openSeats().isEmpty() && commits.caughtUpSince(table, looked)) {
            // The seat may have been joined through another server that this one has not heard from yet.
            side = table.sideOf(token);
        }
        if (side.isEmpty()) {
            return new Answer.Unauthorized("Give a seat's token of this table as 'Authorization: Bearer TOKEN'.");
        }
        for (int attempt = 0; attempt < 2; attempt++) {
            Answer answer;
            long tried;
            synchronized (table) {
                tried = table.version();
                Match match = table.match();
                if (action.turnOnly() && match.status() == Status.ACTIVE && !match.turn().equals(side.get())) {
                    answer = new Answer.Forbidden("It is " + match.turn().title() + "'s turn, not "
                            + side.get().title() + "'s.");
                } else {
                    // A rematch's new seat is worked out from this seat's token, seen here alone.
                    TableAction doing = action instanceof TableAction.RematchAction rematch
                            ? rematch.planned(Rematches.plan(table, side.get(), token)) : action;
                    answer = commits.commit(table, side.get(), doing);
                }
            }
            // A refusal read off this server's copy may be stale: another server may have committed a move this
            // one has not yet heard of. Refused only once the store has nothing newer.
            // The version it was tried on is what counts: the store's listener may have caught the table up since.
            boolean stale = attempt == 0 && (answer instanceof Answer.Forbidden || answer instanceof Answer.Refused)
                    && !TableCommits.TIME_OUT.equals(refusalCode(answer)) && commits.caughtUpSince(table, tried);
            if (!(answer instanceof Answer.Conflict) && !stale) {
                return answer;
            }
        }
        return new Answer.Conflict("The table moved on while this was tried; read it and try again.");
    }

    /**
     * Takes an open seat: its token is issued once, committed as the table's next version (action {@code join}),
     * so of two people joining at once, on one server or two, exactly one gets it.
     *
     * @throws BadTableRequest (BAD_SEAT) when the side is not a person's seat of the table
     */
    Answer join(String id, String sideId, String name) {
        String named = name == null ? null : SaidText.name(name, maxNameChars);
        Optional<Table> found = live.table(id);
        if (found.isEmpty()) {
            return new Answer.NotFound("No table has the id '" + id + "'.");
        }
        Table table = found.get();
        Side side = table.side(sideId).filter(table::human).orElseThrow(() -> new BadTableRequest("BAD_SEAT",
                "'" + sideId + "' is not a person's seat at this " + table.game().id() + " table."));
        for (int attempt = 0; attempt < 2; attempt++) {
            Answer answer = commits.join(table, side, named);
            if (!(answer instanceof Answer.Conflict)) {
                return answer;
            }
        }
        return new Answer.Conflict("The table moved on while this was tried; read it and try again.");
    }

    private static String refusalCode(Answer answer) {
        return answer instanceof Answer.Refused refused ? refused.refusal().code() : null;
    }
}

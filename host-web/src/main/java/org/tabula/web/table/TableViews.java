package org.tabula.web.table;

import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import org.tabula.api.Match;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.web.store.ListCursor;
import org.tabula.web.store.StoredTable;
import org.tabula.web.store.TableQuery;
import org.tabula.web.store.TableStore;

/**
 * What is read off the tables without changing them: a table's state, board and analysis, whose seat a token
 * opens, and the lobby's pages.
 */
final class TableViews {

    private final TableStore store;
    private final Clock clock;
    private final LiveTables live;
    private final TableCommits commits;
    private final Analyst analyst;

    TableViews(TableStore store, Clock clock, LiveTables live, TableCommits commits, Analyst analyst) {
        this.store = store;
        this.clock = clock;
        this.live = live;
        this.commits = commits;
        this.analyst = analyst;
    }

    /**
     * The table's state now (at once, whatever its bot is doing), or empty when there is no such table. On a store
     * other servers share, the table's version is asked of the store first, so that a change another server has
     * answered is seen here at once, before its notification arrives.
     */
    Optional<TableState> state(String id) {
        Optional<Table> table = live.table(id);
        if (table.isPresent() && store.shared()) {
            OptionalLong stored = store.version(id);
            if (stored.isPresent() && stored.getAsLong() > table.get().version()) {
                commits.reload(table.get());
            }
        }
        Instant now = now();
        return table.map(t -> t.stateAt(now));
    }

    /** What pointing at these places selects at the table now, or empty when there is no such table. */
    Optional<PointView> point(String id, List<String> places) {
        return live.table(id).map(table -> table.point(places));
    }

    /** The table's board as an SVG picture; empty when there is no such table or its game gives no layout. */
    Optional<String> picture(String id) {
        return live.table(id).flatMap(Table::picture);
    }

    /**
     * The table's board as it stood at a ply; empty when there is no such table or its game gives no layout.
     *
     * @param ply the ply as the client wrote it, or null for the ply now
     * @throws BadTableRequest (BAD_PLY) when the ply is no whole number from the table's first ply to its last
     */
    Optional<String> picture(String id, String ply) {
        return live.table(id).flatMap(table -> table.pictureAt(ply));
    }

    /**
     * The analysis of a ply, worked out on the bots' threads ({@link Analyst}); empty when there is no such table.
     *
     * @param ply the ply as the client wrote it, or null for the ply now
     * @throws BadTableRequest (BAD_PLY) when the ply is no whole number from the table's first ply to its last
     * @throws HintsOff when the game goes on at a table made without hints
     */
    Optional<CompletableFuture<AnalysisView>> analysis(String id, String ply) {
        Optional<Table> found = live.table(id);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Table table = found.get();
        Match at = table.at(ply);
        if (!table.hints() && table.match().status() == Status.ACTIVE) {
            throw new HintsOff();
        }
        return Optional.of(analyst.analyse(table, at));
    }

    /** The side whose seat the token opens at the table, or empty when it opens none (or there is no table). */
    Optional<String> seatOf(String id, String token) {
        return token == null ? Optional.empty() : live.table(id).flatMap(table -> table.sideOf(token)).map(Side::id);
    }

    /**
     * The tokens of the table's other seats that were made with the seat this token opens, side to token: what the
     * table's creator holds, empty for any other seat (or no table, or a token that opens none).
     */
    Map<String, String> seatsHeldWith(String id, String token) {
        return token == null ? Map.of() : live.table(id).map(table -> table.seatsMadeWith(token)).orElse(Map.of());
    }

    /** A page of the lobby: the tables the query asks for, newest made first, and where the next page starts. */
    TablePage list(String game, String status, String player, int limit, Optional<ListCursor> after) {
        // One more than asked, to know whether a next page starts after it.
        List<StoredTable> rows = store.list(new TableQuery(game, status, player, limit + 1, after));
        List<TablePage.Listed> listed = new ArrayList<>();
        Instant now = now();
        // Each row read once: a table not live yet is made from the row the list already holds.
        rows.stream().limit(limit).forEach(row -> live.adopt(row).ifPresent(table ->
                listed.add(new TablePage.Listed(table.stateAt(now), row.created()))));
        StoredTable last = rows.size() > limit ? rows.get(limit - 1) : null;
        return new TablePage(listed, Optional.ofNullable(last).map(row -> new ListCursor(row.created(), row.id())));
    }

    /**
     * The seat's side and token at the rematch made of this table, worked out again from its token here (the
     * offerer's page claims its own so, told of the new table by its state).
     */
    Answer rematchSeat(String id, String token) {
        Optional<Table> found = live.table(id);
        if (found.isEmpty()) {
            return new Answer.NotFound("No table has the id '" + id + "'.");
        }
        Optional<Side> side = token == null ? Optional.empty() : found.get().sideOf(token);
        if (side.isEmpty()) {
            return new Answer.Unauthorized("Give a seat's token of this table as 'Authorization: Bearer TOKEN'.");
        }
        Optional<Map.Entry<String, String>> seat = Rematches.seat(found.get(), side.get(), token);
        Optional<Table> made = seat.flatMap(s -> live.table(found.get().players().rematch().table()));
        if (made.isEmpty()) {
            return new Answer.NoRematch("No rematch of this table has been made.");
        }
        return new Answer.Rematched(made.get().id(), seat.get().getKey(), seat.get().getValue(),
                made.get().stateAt(now()));
    }

    private Instant now() {
        return TableStamps.now(clock);
    }
}

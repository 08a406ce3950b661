package org.tabula.web.table;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.lang.System.Logger.Level;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.tabula.api.Side;
import org.tabula.host.core.SeedSource;
import org.tabula.host.core.data.PartsFolder;
import org.tabula.host.core.data.PartsPreparer;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.InstalledGames;
import org.tabula.host.core.referee.BotScheduler;
import org.tabula.web.ServerSettings;
import org.tabula.web.store.ListCursor;
import org.tabula.web.store.TableStore;

/**
 * The server's live tables and everything done at them, as the HTTP and WebSocket routes ask: tables are made by
 * {@link TableMaker}, changed through {@link TableCommits} (each action tried on a copy of the match under the
 * table's lock, the table's state once the store has committed it, reloaded and tried once more when the store
 * has seen it move on), asked for by seats through {@link SeatRequests} and read through {@link TableViews}.
 *
 * <p>The live tables are {@link LiveTables}, a cache: a table let go keeps its watchers (kept by id), and a bot
 * thinking at it commits through the copy it holds.
 */
@Singleton
public final class TableService implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(TableService.class.getName());

    private final TableStore store;
    private final InstalledGames games;
    private final LiveTables live;
    private final TableWatchers watchers = new TableWatchers();
    private final PartsPreparer parts;
    private final BotDriver bots;
    private final FlagFalls flags;
    private final TableMaker maker;
    private final TableCommits commits;
    private final SeatRequests seats;
    private final TableViews views;
    private volatile AutoCloseable subscription;

    @Inject
    TableService(TableStore store, InstalledGames games, SeedSource seeds, Clock clock, ServerSettings settings,
            BotScheduler scheduler) {
        this.store = store;
        this.games = games;
        this.parts = new PartsPreparer(settings.precompute().folder().map(PartsFolder::new),
                settings.precompute().maxPartBytes(), said -> LOG.log(Level.INFO, said));
        // The bots and the clocks' flags commit through TableCommits, made after them since it needs them.
        this.bots = new BotDriver(scheduler, clock, settings.botTime(), this::commit, parts);
        this.live = new LiveTables(store, games, settings.tables().cacheBytes());
        this.flags = new FlagFalls(clock, settings.clockCheck(), this::flagDue);
        this.maker = new TableMaker(store, games, seeds, clock, settings, parts, live, bots, flags);
        this.commits = new TableCommits(store, clock, settings.botTime(), live, watchers, bots, flags, maker);
        this.seats = new SeatRequests(live, commits, settings.tables().maxNameChars());
        this.views = new TableViews(store, clock, live, commits, new Analyst(scheduler, settings.botTime(), parts));
    }

    /**
     * Reads again the active tables a bot sits at, so that their bots carry on; then follows the store's changes.
     * Every other table is read when first asked for.
     */
    public void start() {
        for (String id : store.activeWithBots()) {
            live.table(id).ifPresent(bots::consider);
        }
        // A clock that ran out while no server ran ends its game now; the others' flags are set again.
        for (String id : store.activeWithClocks()) {
            commits.flagDue(id);
        }
        subscription = store.onChange((id, version) -> bots.later(() -> commits.follow(id, version), null));
    }

    /** Every installed game. */
    public List<InstalledGame> games() {
        return games.all();
    }

    /**
     * Makes a table and stores it at version 0.
     *
     * @throws BadTableRequest when the request names what is not there
     */
    public Created create(TableRequest request) {
        return maker.create(request);
    }

    /**
     * The seat's side and token at the rematch made of this table, worked out again from its token here (the
     * offerer's page claims its own so, told of the new table by its state).
     */
    public Answer rematchSeat(String id, String token) {
        return views.rematchSeat(id, token);
    }

    /**
     * The table's state now (at once, whatever its bot is doing), or empty when there is no such table. On a store
     * other servers share, the table's version is asked of the store first, so that a change another server has
     * answered is seen here at once, before its notification arrives.
     */
    public Optional<TableState> state(String id) {
        return views.state(id);
    }

    /** What pointing at these places selects at the table now, or empty when there is no such table. */
    public Optional<PointView> point(String id, List<String> places) {
        return views.point(id, places);
    }

    /** The table's board as an SVG picture; empty when there is no such table or its game gives no layout. */
    public Optional<String> picture(String id) {
        return views.picture(id);
    }

    /**
     * The table's board as it stood at a ply; empty when there is no such table or its game gives no layout.
     *
     * @param ply the ply as the client wrote it, or null for the ply now
     * @throws BadTableRequest (BAD_PLY) when the ply is no whole number from the table's first ply to its last
     */
    public Optional<String> picture(String id, String ply) {
        return views.picture(id, ply);
    }

    /**
     * The analysis of a ply, worked out on the bots' threads ({@link Analyst}); empty when there is no such table.
     *
     * @param ply the ply as the client wrote it, or null for the ply now
     * @throws BadTableRequest (BAD_PLY) when the ply is no whole number from the table's first ply to its last
     * @throws HintsOff when the game goes on at a table made without hints
     */
    public Optional<CompletableFuture<AnalysisView>> analysis(String id, String ply) {
        return views.analysis(id, ply);
    }

    /** The side whose seat the token opens at the table, or empty when it opens none (or there is no table). */
    public Optional<String> seatOf(String id, String token) {
        return views.seatOf(id, token);
    }

    /**
     * The tokens of the table's other seats that were made with the seat this token opens, side to token: what the
     * table's creator holds, empty for any other seat (or no table, or a token that opens none).
     */
    public Map<String, String> seatsHeldWith(String id, String token) {
        return views.seatsHeldWith(id, token);
    }

    /** A page of the lobby: the tables the query asks for, newest made first, and where the next page starts. */
    public TablePage list(String game, String status, String player, int limit, Optional<ListCursor> after) {
        return views.list(game, status, player, limit, after);
    }

    /**
     * Does what a seat asks: the token must open a seat of the table, and a move or a roll must be its side's
     * turn.
     */
    public Answer act(String id, String token, TableAction action) {
        return seats.act(id, token, action);
    }

    /**
     * Takes an open seat: its token is issued once, committed as the table's next version (action {@code join}),
     * so of two people joining at once, on one server or two, exactly one gets it.
     *
     * @throws BadTableRequest (BAD_SEAT) when the side is not a person's seat of the table
     */
    public Answer join(String id, String sideId, String name) {
        return seats.join(id, sideId, name);
    }

    /**
     * Watches a table: the watcher is handed each new state, from here or from another server.
     *
     * @return the handle that stops it, or empty when there is no such table
     */
    public Optional<AutoCloseable> watch(String id, Consumer<TableState> watcher) {
        return live.table(id).map(table -> watchers.add(table.id(), watcher));
    }

    /** How the bots commit their moves: as a seat's action is committed. */
    private Answer commit(Table table, Side side, TableAction action) {
        return commits.commit(table, side, action);
    }

    /** How a clock's flag timer is looked at when it is due. */
    private void flagDue(String id) {
        commits.flagDue(id);
    }

    /** How many tables are held in memory now. */
    long heldTables() {
        return live.count();
    }

    /** The estimated bytes of the tables held in memory now ({@link Table#weight}). */
    long heldBytes() {
        return live.bytes();
    }

    /** Stops following the store and the bots' referee. */
    @Override
    public void close() {
        AutoCloseable handle = subscription;
        if (handle != null) {
            try {
                handle.close();
            } catch (Exception e) {
                LOG.log(Level.WARNING, "could not stop following the store", e);
            }
        }
        flags.close();
        bots.close();
        parts.close();
        watchers.close();
    }
}

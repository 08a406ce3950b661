package org.tabula.web.table;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.host.core.SeedSource;
import org.tabula.host.core.clock.ClockState;
import org.tabula.host.core.clock.TimeControl;
import org.tabula.host.core.clock.TurnMark;
import org.tabula.host.core.data.PartsFolder;
import org.tabula.host.core.data.PartsPreparer;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.InstalledGames;
import org.tabula.host.core.referee.BotScheduler;
import org.tabula.host.core.referee.Referee;
import org.tabula.host.core.seat.HostHeaders;
import org.tabula.host.core.seat.PlayerChoice;
import org.tabula.web.ServerSettings;
import org.tabula.web.store.ListCursor;
import org.tabula.web.store.StoredTable;
import org.tabula.web.store.TableChange;
import org.tabula.web.store.TableQuery;
import org.tabula.web.store.TableStore;

/**
 * The server's live tables and everything done at them: each action is tried on a copy of the match under the
 * table's lock and becomes the table's state only once the store has committed it; a table the store has seen
 * move on (another request, another server) is reloaded and the action tried once more.
 *
 * <p>The live tables are {@link LiveTables}, a cache: a table let go keeps its watchers (kept by id), and a bot
 * thinking at it commits through the copy it holds.
 */
@Singleton
public final class TableService implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(TableService.class.getName());
    /** The refusal of an action that came after its side's flag fell (the timeout committed first). */
    private static final String TIME_OUT = "time-out";

    private final TableStore store;
    private final InstalledGames games;
    private final SeedSource seeds;
    private final Clock clock;
    private final ServerSettings settings;
    private final LiveTables live;
    private final TableWatchers watchers = new TableWatchers();
    private final BotDriver bots;
    private final BotScheduler scheduler;
    private final FlagFalls flags;
    private final PartsPreparer parts;
    private volatile AutoCloseable subscription;

    @Inject
    TableService(TableStore store, InstalledGames games, SeedSource seeds, Clock clock, ServerSettings settings,
            BotScheduler scheduler) {
        this.store = store;
        this.games = games;
        this.seeds = seeds;
        this.clock = clock;
        this.settings = settings;
        this.scheduler = scheduler;
        this.parts = new PartsPreparer(settings.precompute().folder().map(PartsFolder::new),
                settings.precompute().maxPartBytes(), said -> LOG.log(Level.INFO, said));
        this.bots = new BotDriver(scheduler, clock, settings.botTime(), this::commit, parts);
        this.live = new LiveTables(store, games, settings.tables().cacheBytes());
        this.flags = new FlagFalls(clock, settings.clockCheck(), this::flagDue);
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
            flagDue(id);
        }
        subscription = store.onChange((id, version) -> bots.later(() -> follow(id, version), null));
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
        ServerDice.refuseClientSeed(request, settings.clientSeeds());
        InstalledGame game = NewTable.game(games, request);
        Match match = NewTable.match(game, request);
        Map<Side, PlayerChoice> seats = NewTable.seats(game, request);
        BotParts.checkSeats(game.provider(), seats, match.options(), parts);
        Set<String> open = NewTable.openSides(request);
        Map<String, String> names = NewTable.names(game, request, settings.tables().maxNameChars());
        String id = SeatTokens.tableId();
        Map<String, String> tokens = new LinkedHashMap<>();
        Map<String, String> hashes = new LinkedHashMap<>();
        seats.forEach((side, player) -> {
            if (player.human() && !open.contains(side.id())) {
                // The first seat's token is random; the others are worked out from it (SeatTokens.derive).
                String token = tokens.isEmpty() ? SeatTokens.issue()
                        : SeatTokens.derive(tokens.values().iterator().next(), id, side.id());
                tokens.put(side.id(), token);
                hashes.put(side.id(), SeatTokens.hash(token));
            }
        });
        long seed = request.seed() != null ? request.seed() : seeds.nextSeed();
        Table table = make(id, game, match, seats, hashes, seed, request.hints(),
                new Players(names, request.chat(), List.of(), null, Rematch.NONE), request.clock(), !open.isEmpty());
        return new Created(table.id(), tokens, table.stateAt(now()));
    }

    /** Stores a new table at version 0 and holds it live; its bots start. */
    private Table make(String id, InstalledGame game, Match match, Map<Side, PlayerChoice> seats,
            Map<String, String> hashes, long seed, boolean hints, Players players, TimeControl control,
            boolean anyOpen) {
        // The record carries the day and the seats, as the terminal's do (a record given keeps its day), a named
        // seat's name; not the seed, from which anyone could foresee the table's dice.
        match.headers(HostHeaders.withoutSeed(clock, match.headers(), seats));
        NamedHeaders.apply(match, seats, players.names());
        Instant now = now();
        Optional<ClockState> clocked = Optional.ofNullable(control).map(given -> {
            ClockState ready = ClockState.ready(given, game.sides().stream().map(Side::id).toList());
            // An open seat keeps the clock still until someone takes it.
            return !anyOpen && match.status() == Status.ACTIVE ? ready.started(match.turn().id(), now) : ready;
        });
        Table table = new Table(id, game, seats, hashes, seed, hints, match, 0, 0, players, clocked);
        store.create(new StoredTable(table.id(), game.id(), TableOptions.stored(match.options().asMap(), hints),
                table.seatTexts(), table.tokenHashes(), table.seed(), 0, match.record(), match.unrecordedChance(),
                match.ply(), statusWord(match), 0, now, now, List.of(), Optional.of(PlayersJson.write(players)),
                clocked));
        live.add(table);
        bots.consider(table);
        flags.watch(table.id(), clocked.flatMap(ClockState::flagFalls));
        return table;
    }

    /** The injected clock's instant, to the millisecond: as the clocks count and the store keeps it. */
    private Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MILLIS);
    }

    /**
     * The seat's side and token at the rematch made of this table, worked out again from its token here (the
     * offerer's page claims its own so, told of the new table by its state).
     */
    public Answer rematchSeat(String id, String token) {
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

    /** The rematch an accepted offer made: stored before the offer's table commits that it was, and once only. */
    private void makeRematch(Table table, Players players) {
        String id = players.rematch().table();
        if (store.version(id).isPresent()) {
            // Made by an attempt whose commit lost to another change; the same id and seats.
            return;
        }
        Match match = Match.start(table.game().provider(), table.match().options());
        make(id, table.game(), match, Rematches.seats(table), players.rematch().hashes(), seeds.nextSeed(),
                table.hints(), Rematches.players(table), table.clock().map(ClockState::control).orElse(null), false);
    }

    /**
     * The table's state now (at once, whatever its bot is doing), or empty when there is no such table. On a store
     * other servers share, the table's version is asked of the store first, so that a change another server has
     * answered is seen here at once, before its notification arrives.
     */
    public Optional<TableState> state(String id) {
        Optional<Table> table = live.table(id);
        if (table.isPresent() && store.shared()) {
            OptionalLong stored = store.version(id);
            if (stored.isPresent() && stored.getAsLong() > table.get().version()) {
                reload(table.get());
            }
        }
        Instant now = now();
        return table.map(t -> t.stateAt(now));
    }

    /** What pointing at these places selects at the table now, or empty when there is no such table. */
    public Optional<PointView> point(String id, List<String> places) {
        return live.table(id).map(table -> table.point(places));
    }

    /** The table's board as an SVG picture; empty when there is no such table or its game gives no layout. */
    public Optional<String> picture(String id) {
        return live.table(id).flatMap(Table::picture);
    }

    /**
     * The table's board as it stood at a ply; empty when there is no such table or its game gives no layout.
     *
     * @param ply the ply as the client wrote it, or null for the ply now
     * @throws BadTableRequest (BAD_PLY) when the ply is no whole number from the table's first ply to its last
     */
    public Optional<String> picture(String id, String ply) {
        return live.table(id).flatMap(table -> table.pictureAt(ply));
    }

    /**
     * The analysis of a ply, worked out on the bots' threads ({@link Analyst}); empty when there is no such table.
     *
     * @param ply the ply as the client wrote it, or null for the ply now
     * @throws BadTableRequest (BAD_PLY) when the ply is no whole number from the table's first ply to its last
     * @throws HintsOff when the game goes on at a table made without hints
     */
    public Optional<CompletableFuture<AnalysisView>> analysis(String id, String ply) {
        Optional<Table> found = live.table(id);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Table table = found.get();
        Match at = table.at(ply);
        if (!table.hints() && table.match().status() == Status.ACTIVE) {
            throw new HintsOff();
        }
        return Optional.of(new Analyst(scheduler, settings.botTime(), parts).analyse(table, at));
    }

    /** The side whose seat the token opens at the table, or empty when it opens none (or there is no table). */
    public Optional<String> seatOf(String id, String token) {
        return token == null ? Optional.empty() : live.table(id).flatMap(table -> table.sideOf(token)).map(Side::id);
    }

    /**
     * The tokens of the table's other seats that were made with the seat this token opens, side to token: what the
     * table's creator holds, empty for any other seat (or no table, or a token that opens none).
     */
    public Map<String, String> seatsHeldWith(String id, String token) {
        return token == null ? Map.of() : live.table(id).map(table -> table.seatsMadeWith(token)).orElse(Map.of());
    }

    /** A page of the lobby: the tables the query asks for, newest made first, and where the next page starts. */
    public TablePage list(String game, String status, String player, int limit, Optional<ListCursor> after) {
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
     * Does what a seat asks: the token must open a seat of the table, and a move or a roll must be its side's
     * turn.
     */
    public Answer act(String id, String token, TableAction action) {
        Optional<Table> found = live.table(id);
        if (found.isEmpty()) {
            return new Answer.NotFound("No table has the id '" + id + "'.");
        }
        Table table = found.get();
        long looked = table.version();
        Optional<Side> side = token == null ? Optional.empty() : table.sideOf(token);
        if (side.isEmpty() && token != null && !table.openSeats().isEmpty() && caughtUpSince(table, looked)) {
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
                    answer = commit(table, side.get(), doing);
                }
            }
            // A refusal read off this server's copy may be stale: another server may have committed a move this
            // one has not yet heard of. Refused only once the store has nothing newer.
            // The version it was tried on is what counts: the store's listener may have caught the table up since.
            boolean stale = attempt == 0 && (answer instanceof Answer.Forbidden || answer instanceof Answer.Refused)
                    && !TIME_OUT.equals(refusalCode(answer)) && caughtUpSince(table, tried);
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
    public Answer join(String id, String sideId, String name) {
        String named = name == null ? null : SaidText.name(name, settings.tables().maxNameChars());
        Optional<Table> found = live.table(id);
        if (found.isEmpty()) {
            return new Answer.NotFound("No table has the id '" + id + "'.");
        }
        Table table = found.get();
        Side side = table.side(sideId).filter(table::human).orElseThrow(() -> new BadTableRequest("BAD_SEAT",
                "'" + sideId + "' is not a person's seat at this " + table.game().id() + " table."));
        for (int attempt = 0; attempt < 2; attempt++) {
            synchronized (table) {
                if (!table.openSeats().contains(side.id())) {
                    return new Answer.SeatTaken("Someone has already taken " + side.title() + "'s seat.");
                }
                String token = SeatTokens.issue();
                Map<String, String> hashes = new LinkedHashMap<>(table.tokenHashes());
                hashes.put(side.id(), SeatTokens.hash(token));
                Match match = table.match();
                Instant now = now();
                boolean seated = table.openSeats().size() == 1;
                Match stands = match;
                // The last open seat taken: the clock starts for the side to move.
                Optional<ClockState> clocked = table.clock().map(c -> seated && c.running().isEmpty()
                        && stands.status() == Status.ACTIVE ? c.started(stands.turn().id(), now) : c);
                Players players = table.players();
                String written = null;
                if (named != null) {
                    players = players.named(side.id(), named);
                    match = match.copy();
                    NamedHeaders.apply(match, table.seats(), players.names());
                    written = PlayersJson.write(players);
                }
                TableChange change = new TableChange(match.record(), match.unrecordedChance(), match.ply(),
                        statusWord(match), table.draws(), "join", side.id(), "", hashes, written, clocked);
                if (store.commit(table.id(), table.version(), change)) {
                    table.joined(hashes, match, players, table.version() + 1, clocked);
                    live.changed(table);
                    TableState state = table.stateAt(now);
                    watchers.publish(state);
                    flags.watch(table.id(), clocked.flatMap(ClockState::flagFalls));
                    return new Answer.Joined(side.id(), token, state);
                }
                // Another request or server changed the table first (perhaps by taking this seat): read it again.
                reload(table);
            }
        }
        return new Answer.Conflict("The table moved on while this was tried; read it and try again.");
    }

    private static String refusalCode(Answer answer) {
        return answer instanceof Answer.Refused refused ? refused.refusal().code() : null;
    }

    /** Reads the table again from the store; true when it is now newer than the version a refusal was read off. */
    private boolean caughtUpSince(Table table, long seen) {
        synchronized (table) {
            reload(table);
            return table.version() > seen;
        }
    }

    /**
     * Watches a table: the watcher is handed each new state, from here or from another server.
     *
     * @return the handle that stops it, or empty when there is no such table
     */
    public Optional<AutoCloseable> watch(String id, Consumer<TableState> watcher) {
        return live.table(id).map(table -> watchers.add(table.id(), watcher));
    }

    /**
     * Tries the action on a copy of the table's match and commits it; on Conflict the table has been reloaded
     * from the store.
     */
    private Answer commit(Table table, Side side, TableAction action) {
        synchronized (table) {
            Instant now = now();
            Optional<String> flagged = table.clock().flatMap(c -> c.flagged(now));
            if (flagged.isPresent() && !action.equals(TableAction.timeout())) {
                // A flag fallen and not yet told: the timeout is committed first, and this arrived too late.
                Side loser = table.side(flagged.get()).orElseThrow();
                Answer timedOut = commit(table, loser, TableAction.timeout());
                return timedOut instanceof Answer.Done ? new Answer.Refused(new Refusal(TIME_OUT,
                        loser.title() + "'s time ran out before this arrived.")) : timedOut;
            }
            TurnMark mark = TurnMark.of(table.match());
            Match next = table.match().copy();
            int drawn = table.draws();
            int[] thrown = {0};
            // Supplied, never drawn by the game: a game's own seed (the dice race's 0) would throw alike everywhere.
            TableAction.Dice dice = (match, request) -> new Referee(clock, settings.botTime(),
                    TableSeeds.forThrow(table.seed(), drawn + thrown[0]++)).supply(match, request);
            Players before = table.players();
            Outcome<TableAction.Step> outcome = action.apply(next, before, side, dice, now);
            if (!outcome.isAccepted()) {
                return new Answer.Refused(outcome.refusal());
            }
            Players players = outcome.value().players();
            if (next.status() == Status.FINISHED && players.takeback() != null) {
                // Nothing is taken back once the game is over.
                players = players.withTakeback(null);
            }
            if (players.rematch().table() != null && before.rematch().table() == null) {
                makeRematch(table, players);
            }
            int draws = drawn + thrown[0];
            Optional<ClockState> clocked = table.clock().map(c -> mark.clockAfter(c, next, now));
            TableChange change = new TableChange(next.record(), next.unrecordedChance(), next.ply(), statusWord(next),
                    draws, action.word(), side.id(), outcome.value().text(), table.tokenHashes(),
                    players.equals(before) ? null : PlayersJson.write(players), clocked);
            if (!store.commit(table.id(), table.version(), change)) {
                reload(table);
                return new Answer.Conflict("The table moved on.");
            }
            table.committed(next, draws, players, table.version() + 1, clocked);
            live.changed(table);
            TableState state = table.stateAt(now);
            watchers.publish(state);
            bots.consider(table);
            flags.watch(table.id(), clocked.flatMap(ClockState::flagFalls));
            return new Answer.Done(state);
        }
    }

    /**
     * A table's flag timer is due: the table read as stored (another server may have moved, or ended the game),
     * its timeout committed when its running side's time is up, its timer set again otherwise.
     */
    private void flagDue(String id) {
        Optional<Table> found = live.table(id);
        if (found.isEmpty()) {
            return;
        }
        Table table = found.get();
        synchronized (table) {
            if (store.shared()) {
                reload(table);
            }
            Instant now = now();
            Optional<ClockState> clocked = table.clock();
            Optional<Side> flagged = clocked.flatMap(c -> c.flagged(now)).flatMap(table::side);
            if (flagged.isPresent() && table.match().status() == Status.ACTIVE) {
                // Of two servers committing it, one wins; the other reloads and finds the game over.
                Answer answer = commit(table, flagged.get(), TableAction.timeout());
                if (!(answer instanceof Answer.Conflict)) {
                    return;
                }
            }
            flags.watch(id, table.clock().filter(c -> table.match().status() == Status.ACTIVE)
                    .flatMap(ClockState::flagFalls));
        }
    }

    /**
     * After another server's commit: the table read again and its watchers told. A table let go from the cache is
     * read again only when someone watches it (reading it gives them its newest state).
     */
    private void follow(String id, long version) {
        Table table = live.ifHeld(id).orElse(null);
        if (table == null) {
            if (watchers.watched(id)) {
                live.table(id).ifPresent(loaded -> {
                    watchers.publish(loaded.stateAt(now()));
                    bots.consider(loaded);
                    flags.watch(id, loaded.clock().flatMap(ClockState::flagFalls));
                });
            }
            return;
        }
        synchronized (table) {
            if (version > table.version()) {
                reload(table);
            }
        }
    }

    /**
     * Catches the table up with the store: each version committed since, by another request or server, played on
     * it in order and handed to its watchers.
     */
    private void reload(Table table) {
        synchronized (table) {
            Optional<StoredTable> stored = store.find(table.id());
            if (stored.isPresent() && stored.get().version() > table.version()) {
                table.catchUp(stored.get(), now(), watchers::publish);
                bots.consider(table);
                flags.watch(table.id(), table.clock().flatMap(ClockState::flagFalls));
            }
        }
    }

    private static String statusWord(Match match) {
        return match.status() == Status.FINISHED ? "over" : "active";
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

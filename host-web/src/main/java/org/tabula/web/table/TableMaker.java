package org.tabula.web.table;

import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tabula.api.Match;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.host.core.SeedSource;
import org.tabula.host.core.clock.ClockState;
import org.tabula.host.core.clock.TimeControl;
import org.tabula.host.core.data.PartsPreparer;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.plugin.InstalledGames;
import org.tabula.host.core.seat.HostHeaders;
import org.tabula.host.core.seat.PlayerChoice;
import org.tabula.web.ServerSettings;
import org.tabula.web.store.StoredTable;
import org.tabula.web.store.TableStore;

/**
 * Makes new tables, for a request or as the rematch an accepted offer asks for: each stored at version 0, then
 * held live with its bots started and its clock's flag set.
 */
final class TableMaker {

    private final TableStore store;
    private final InstalledGames games;
    private final SeedSource seeds;
    private final Clock clock;
    private final ServerSettings settings;
    private final PartsPreparer parts;
    private final LiveTables live;
    private final BotDriver bots;
    private final FlagFalls flags;

    TableMaker(TableStore store, InstalledGames games, SeedSource seeds, Clock clock, ServerSettings settings,
            PartsPreparer parts, LiveTables live, BotDriver bots, FlagFalls flags) {
        this.store = store;
        this.games = games;
        this.seeds = seeds;
        this.clock = clock;
        this.settings = settings;
        this.parts = parts;
        this.live = live;
        this.bots = bots;
        this.flags = flags;
    }

    /**
     * Makes a table and stores it at version 0.
     *
     * @throws BadTableRequest when the request names what is not there
     */
    Created create(TableRequest request) {
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
        return new Created(table.id(), tokens, table.stateAt(TableStamps.now(clock)));
    }

    /**
     * The rematch an accepted offer made: stored before the offer's table commits that it was (under that table's
     * lock, as part of the commit), and once only.
     */
    void makeRematch(Table table, Players players) {
        String id = players.rematch().table();
        if (store.version(id).isPresent()) {
            // Made by an attempt whose commit lost to another change; the same id and seats.
            return;
        }
        Match match = Match.start(table.game().provider(), table.match().options());
        make(id, table.game(), match, Rematches.seats(table), players.rematch().hashes(), seeds.nextSeed(),
                table.hints(), Rematches.players(table), table.clock().map(ClockState::control).orElse(null), false);
    }

    /** Stores a new table at version 0 and holds it live; its bots start. */
    private Table make(String id, InstalledGame game, Match match, Map<Side, PlayerChoice> seats,
            Map<String, String> hashes, long seed, boolean hints, Players players, TimeControl control,
            boolean anyOpen) {
        // The record carries the day and the seats, as the terminal's do (a record given keeps its day), a named
        // seat's name; not the seed, from which anyone could foresee the table's dice.
        match.headers(HostHeaders.withoutSeed(clock, match.headers(), seats));
        NamedHeaders.apply(match, seats, players.names());
        Instant now = TableStamps.now(clock);
        Optional<ClockState> clocked = Optional.ofNullable(control).map(given -> {
            ClockState ready = ClockState.ready(given, game.sides().stream().map(Side::id).toList());
            // An open seat keeps the clock still until someone takes it.
            return !anyOpen && match.status() == Status.ACTIVE ? ready.started(match.turn().id(), now) : ready;
        });
        Table table = new Table(id, game, seats, hashes, seed, hints, match, 0, 0, players, clocked);
        store.create(new StoredTable(table.id(), game.id(), TableOptions.stored(match.options().asMap(), hints),
                table.seatTexts(), table.tokenHashes(), table.seed(), 0, match.record(), match.unrecordedChance(),
                match.ply(), TableStamps.status(match), 0, now, now, List.of(),
                Optional.of(PlayersJson.write(players)), clocked));
        live.add(table);
        bots.consider(table);
        flags.watch(table.id(), clocked.flatMap(ClockState::flagFalls));
        return table;
    }
}

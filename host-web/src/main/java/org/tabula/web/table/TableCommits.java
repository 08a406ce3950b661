package org.tabula.web.table;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.Match;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.host.core.clock.ClockState;
import org.tabula.host.core.clock.TurnMark;
import org.tabula.host.core.referee.Referee;
import org.tabula.web.store.StoredTable;
import org.tabula.web.store.TableChange;
import org.tabula.web.store.TableStore;

/**
 * Changes live tables: each action is tried on a copy of the match under the table's lock and becomes the table's
 * state only once the store has committed it, then its watchers are told; a table the store has seen move on
 * (another request, another server) is reloaded, and the action answered Conflict to be tried again. Another
 * server's commits are followed here too, and the flags that fall.
 */
final class TableCommits {

    /** The refusal of an action that came after its side's flag fell (the timeout committed first). */
    static final String TIME_OUT = "time-out";

    private final TableStore store;
    private final Clock clock;
    private final Duration botTime;
    private final LiveTables live;
    private final TableWatchers watchers;
    private final BotDriver bots;
    private final FlagFalls flags;
    private final TableMaker maker;

    TableCommits(TableStore store, Clock clock, Duration botTime, LiveTables live, TableWatchers watchers,
            BotDriver bots, FlagFalls flags, TableMaker maker) {
        this.store = store;
        this.clock = clock;
        this.botTime = botTime;
        this.live = live;
        this.watchers = watchers;
        this.bots = bots;
        this.flags = flags;
        this.maker = maker;
    }

    /**
     * Tries the action on a copy of the table's match and commits it; on Conflict the table has been reloaded
     * from the store.
     */
    Answer commit(Table table, Side side, TableAction action) {
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
            TableAction.Dice dice = (match, request) -> new Referee(clock, botTime,
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
                maker.makeRematch(table, players);
            }
            int draws = drawn + thrown[0];
            Optional<ClockState> clocked = table.clock().map(c -> mark.clockAfter(c, next, now));
            TableChange change = new TableChange(next.record(), next.unrecordedChance(), next.ply(),
                    TableStamps.status(next), draws, action.word(), side.id(), outcome.value().text(),
                    table.tokenHashes(), players.equals(before) ? null : PlayersJson.write(players), clocked);
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
     * Takes the side's open seat in one attempt, its token issued once and committed as the table's next version
     * (action {@code join}): Joined, SeatTaken, or Conflict when the table had moved on (it is then reloaded).
     *
     * @param named the name the person gave, as said, or null for none
     */
    Answer join(Table table, Side side, String named) {
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
                    TableStamps.status(match), table.draws(), "join", side.id(), "", hashes, written, clocked);
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
            return new Answer.Conflict("The table moved on.");
        }
    }

    /** Reads the table again from the store; true when it is now newer than the version a refusal was read off. */
    boolean caughtUpSince(Table table, long seen) {
        synchronized (table) {
            reload(table);
            return table.version() > seen;
        }
    }

    /**
     * A table's flag timer is due: the table read as stored (another server may have moved, or ended the game),
     * its timeout committed when its running side's time is up, its timer set again otherwise.
     */
    void flagDue(String id) {
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
    void follow(String id, long version) {
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
    void reload(Table table) {
        synchronized (table) {
            Optional<StoredTable> stored = store.find(table.id());
            if (stored.isPresent() && stored.get().version() > table.version()) {
                table.catchUp(stored.get(), now(), watchers::publish);
                bots.consider(table);
                flags.watch(table.id(), table.clock().flatMap(ClockState::flagFalls));
            }
        }
    }

    private Instant now() {
        return TableStamps.now(clock);
    }
}

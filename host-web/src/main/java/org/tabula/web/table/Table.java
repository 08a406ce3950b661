package org.tabula.web.table;

import java.time.Instant;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.tabula.api.Bot;
import org.tabula.api.GameDefinition;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.host.core.clock.ClockState;
import org.tabula.svg.SvgPicture;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.seat.PlayerChoice;
import org.tabula.web.store.StoredTable;
import org.tabula.web.store.TableEvent;

/**
 * One live table: what never changes (game, options, seats, seed) and what each commit changes (the match, the
 * throws drawn, the token hashes a join adds to, the stored version). Every read and change holds the table's
 * monitor.
 */
final class Table {

    private static final System.Logger LOG = System.getLogger(Table.class.getName());

    /** Measured: a plain table held ~10 KB, one made from a ~950 KB record ~3 MB (issue 31). */
    private static final long BASE_BYTES = 10_000;
    private static final long BYTES_PER_RECORD_CHAR = 3;

    private final String id;
    private final InstalledGame game;
    private final GameOptions options;
    private final Map<Side, PlayerChoice> seats;
    private final long seed;
    /** Whether anyone may ask for analysis while the game goes on. */
    private final boolean hints;
    private final Map<Side, Bot> bots = new HashMap<>();
    private Match match;
    /** Each joined human side's seat token hash; a human side missing here is an open seat. */
    private Map<String, String> tokenHashes;
    private int draws;
    private long version;
    /** Names, chat, a takeback or rematch asked for: changed by commits as the match is. */
    private Players players;
    /** The table's clock as of its version, or null for a table without clocks. */
    private ClockState clock;
    /** The state of the version it was made for: every read, watcher and record download of that version shares it. */
    private TableState shown;
    /** True while a bot job of this table is queued or thinking: at most one at a time. */
    private boolean botPending;

    Table(String id, InstalledGame game, Map<Side, PlayerChoice> seats, Map<String, String> tokenHashes, long seed,
            boolean hints, Match match, int draws, long version, Players players, Optional<ClockState> clock) {
        this.id = id;
        this.game = game;
        this.options = match.options();
        // In the game's side order, which the state, the store and the lobby show.
        this.seats = Collections.unmodifiableMap(new LinkedHashMap<>(seats));
        this.tokenHashes = ordered(tokenHashes);
        this.seed = seed;
        this.hints = hints;
        this.match = match;
        this.draws = draws;
        this.version = version;
        this.players = players;
        this.clock = clock.orElse(null);
    }

    /**
     * The live table of a stored one: its match read from the record, then the log's changes after it played.
     *
     * @throws IllegalArgumentException when the stored seats or options no longer suit the installed game, or its
     *     record and log do not play
     */
    static Table fromStored(StoredTable stored, InstalledGame game) {
        GameOptions options = GameOptions.of(game.options(), TableOptions.game(stored.options()));
        Map<Side, PlayerChoice> seats = seatsOf(stored, game);
        Players players = PlayersJson.read(stored.players());
        Match match = read(stored, game, options);
        // A name given at a join after the record was written: the record carries it from now on.
        NamedHeaders.apply(match, seats, players.names());
        return new Table(stored.id(), game, seats, stored.tokenHashes(), stored.seed(),
                TableOptions.hints(stored.options()), match, stored.draws(), stored.version(), players,
                stored.clock());
    }

    private static Match read(StoredTable stored, InstalledGame game, GameOptions options) {
        Match match = Match.fromRecord(game.provider(), stored.record(), stored.chance(), options);
        try {
            for (TableEvent event : stored.since()) {
                LoggedChange.replay(match, game.sides(), event);
            }
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException("table " + stored.id() + ": " + e.getMessage(), e);
        }
        return match;
    }

    private static Map<Side, PlayerChoice> seatsOf(StoredTable stored, InstalledGame game) {
        Map<Side, PlayerChoice> seats = new LinkedHashMap<>();
        for (Side side : game.sides()) {
            String text = stored.seats().getOrDefault(side.id(), "human");
            seats.put(side, PlayerChoice.parse(text, game));
        }
        return seats;
    }

    /**
     * Takes the state of the stored table, newer than this one: the log's changes after this table's version
     * played one at a time when the store still has them after its record, each version's state handed to
     * {@code each} in order; otherwise (this table is older than the stored record) read again whole, and only
     * the newest state handed on.
     */
    synchronized void catchUp(StoredTable stored, Instant now, Consumer<TableState> each) {
        if (stored.version() <= version) {
            return;
        }
        // Kept as of the stored version only: each state handed on shows the clock as it now stands.
        clock = stored.clock().orElse(null);
        if (version >= stored.recordVersion()) {
            Match next = match.copy();
            try {
                for (TableEvent event : stored.since()) {
                    if (event.version() > version) {
                        LoggedChange.replay(next, game.sides(), event);
                        match = next;
                        tokenHashes = ordered(stored.tokenHashes());
                        players = PlayersJson.read(stored.players());
                        NamedHeaders.apply(match, seats, players.names());
                        version = event.version();
                        each.accept(stateAt(now));
                    }
                }
                draws = stored.draws();
                return;
            } catch (IllegalStateException e) {
                // A log this match cannot play (it was not this table's): read whole below, as at a restart.
                LOG.log(System.Logger.Level.WARNING, "table " + id + " read again whole: " + e.getMessage());
            }
        }
        match = read(stored, game, options);
        tokenHashes = ordered(stored.tokenHashes());
        players = PlayersJson.read(stored.players());
        NamedHeaders.apply(match, seats, players.names());
        version = stored.version();
        each.accept(stateAt(now));
        draws = stored.draws();
    }

    synchronized void committed(Match next, int nextDraws, Players nextPlayers, long nextVersion,
            Optional<ClockState> nextClock) {
        match = next;
        draws = nextDraws;
        players = nextPlayers;
        version = nextVersion;
        clock = nextClock.orElse(null);
    }

    /** The table's clock as of its version, or empty for a table without clocks. */
    synchronized Optional<ClockState> clock() {
        return Optional.ofNullable(clock);
    }

    String id() {
        return id;
    }

    InstalledGame game() {
        return game;
    }

    long seed() {
        return seed;
    }

    boolean hints() {
        return hints;
    }

    synchronized Match match() {
        return match;
    }

    synchronized int draws() {
        return draws;
    }

    synchronized Players players() {
        return players;
    }

    /** The seats' players ({@code human}, a bot), by side in the game's order. */
    Map<Side, PlayerChoice> seats() {
        return seats;
    }

    synchronized long version() {
        return version;
    }

    /**
     * After a join's commit: the seat's token hash added, its name and the record naming it, the version one on, the
     * clock started if it now is.
     */
    synchronized void joined(Map<String, String> nextHashes, Match next, Players nextPlayers, long nextVersion,
            Optional<ClockState> nextClock) {
        tokenHashes = ordered(nextHashes);
        match = next;
        players = nextPlayers;
        version = nextVersion;
        clock = nextClock.orElse(null);
    }

    /** The hashes in the game's side order, so the store keeps them as the seats. */
    private Map<String, String> ordered(Map<String, String> hashes) {
        Map<String, String> inOrder = new LinkedHashMap<>();
        for (Side side : game.sides()) {
            String hash = hashes.get(side.id());
            if (hash != null) {
                inOrder.put(side.id(), hash);
            }
        }
        return Collections.unmodifiableMap(inOrder);
    }

    /** The human seats no one has joined yet, in the game's side order. */
    synchronized List<String> openSeats() {
        return game.sides().stream().filter(side -> seats.get(side).human() && !tokenHashes.containsKey(side.id()))
                .map(Side::id).toList();
    }

    /** The side of this id at the table, if the game has one. */
    Optional<Side> side(String sideId) {
        return game.sides().stream().filter(side -> side.id().equals(sideId)).findFirst();
    }

    /** True when a person plays the side (joined or not). */
    boolean human(Side side) {
        return seats.get(side).human();
    }

    /** The side whose seat this token opens, if any (every seat checked, so the time says nothing). */
    synchronized Optional<Side> sideOf(String token) {
        Side found = null;
        for (Side side : seats.keySet()) {
            String hash = tokenHashes.get(side.id());
            if (hash != null && SeatTokens.matches(token, hash) && found == null) {
                found = side;
            }
        }
        return Optional.ofNullable(found);
    }

    /** The other seats whose tokens this seat's token works out (SeatTokens.derive), side to token. */
    synchronized Map<String, String> seatsMadeWith(String token) {
        Optional<Side> own = sideOf(token);
        if (own.isEmpty()) {
            return Map.of();
        }
        Map<String, String> made = new LinkedHashMap<>();
        tokenHashes.forEach((side, hash) -> {
            if (!side.equals(own.get().id())) {
                String derived = SeatTokens.derive(token, id, side);
                // A seat joined later, or one of a seat other than the first, has a token of its own.
                if (SeatTokens.matches(derived, hash)) {
                    made.put(side, derived);
                }
            }
        });
        return Collections.unmodifiableMap(made);
    }

    /** True while the match goes on and a bot plays the side to move. */
    synchronized boolean botToMove() {
        return match.status() == Status.ACTIVE && !seats.get(match.turn()).human();
    }

    /** Marks a bot job as pending; false when one already is. */
    synchronized boolean claimBot() {
        if (botPending) {
            return false;
        }
        botPending = true;
        return true;
    }

    synchronized void releaseBot() {
        botPending = false;
    }

    /** The bot of a side, made once from the table's seed and the side. */
    synchronized Bot botFor(Side side) {
        // Through the game's definition, which adds the generic search to the game's own levels.
        return bots.computeIfAbsent(side, s -> GameDefinition.withDefaults(game.provider())
                .newBot(seats.get(s).level(), TableSeeds.forBot(seed, game.sides().indexOf(s))));
    }

    /**
     * The bytes the table is estimated to hold in memory: about 10 KB for its match, state and seats, and some
     * three bytes for each character of its record (the record, its moves and the positions they made).
     */
    synchronized int weight() {
        return (int) Math.min(Integer.MAX_VALUE, BASE_BYTES + BYTES_PER_RECORD_CHAR * state().record().length());
    }

    /** The table as a client sees it at {@code now}: its state, and its clock as read then. */
    synchronized TableState stateAt(Instant now) {
        TableState state = state();
        return clock == null ? state : state.withClock(clock.read(now));
    }

    /** The table as a client sees it, its clock aside: made once a version. */
    private TableState state() {
        // Every change to what a client sees (a move, a reload, a join) makes a new version.
        if (shown == null || shown.version() != version) {
            shown = freshState();
        }
        return shown;
    }

    private TableState freshState() {
        List<MoveView> legal = match.legalMoves().stream().map(move -> MoveView.of(match, move)).toList();
        return new TableState(id, game.id(), game.provider().title(options), options.asMap(), seatTexts(), openSeats(), match.position(),
                match.turn().id(),
                match.status().word(), match.result().orElse(null), match.ply(), version, match.record(),
                match.facts(), match.pendingChance().orElse(null),
                match.drawOfferedBy().map(Side::id).orElse(null), MoveView.last(match), legal, match.played(), players,
                hints, null);
    }

    /** What pointing at these places, in order, selects among the legal moves now. */
    synchronized PointView point(List<String> places) {
        return PointView.of(match, places);
    }

    /**
     * The board as {@code tabula show --svg} draws it (last move and check marked, a standing throw's dice), or
     * empty for a game that gives no layout.
     */
    synchronized Optional<String> picture() {
        return picture(match);
    }

    private Optional<String> picture(Match shown) {
        return shown.layout().map(layout -> SvgPicture.of(layout, shown.sides(),
                game.provider().title(shown.options()) + ": " + shown.position()));
    }

    /** The board as it stood at a ply (see {@link #at}), or empty for a game that gives no layout. */
    Optional<String> pictureAt(String ply) {
        return picture(at(ply));
    }

    /**
     * The match as it stood at a ply, between the ply the table began at and its ply now, as the move of that ply
     * left it ({@link Replay}).
     *
     * @param given the ply as a client wrote it, or null for the ply now
     * @throws BadTableRequest (BAD_PLY) when the ply is no whole number or outside the game
     */
    Match at(String given) {
        Match now;
        int ply;
        synchronized (this) {
            ply = Plies.parse(given, firstPly(), match.ply());
            now = match.copy();
        }
        return Replay.at(now, ply, Match.start(game.provider(), options));
    }

    /** The ply the table's game began at: 0, or the ply of the position its record began from. */
    synchronized int firstPly() {
        return match.ply() - match.history().size();
    }

    /** The seats as the store keeps them. */
    Map<String, String> seatTexts() {
        Map<String, String> texts = new LinkedHashMap<>();
        seats.forEach((side, choice) -> texts.put(side.id(), choice.toString()));
        return texts;
    }

    synchronized Map<String, String> tokenHashes() {
        return tokenHashes;
    }
}

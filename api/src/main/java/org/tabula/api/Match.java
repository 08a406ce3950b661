package org.tabula.api;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.tabula.api.board.BoardLayout;

/**
 * One match between two sides: a game's rules state wrapped with what the players do besides moving, written
 * once for every game. It owns the draw offers (one stands until the other side accepts or declines it or plays a
 * move; the offering side's own move leaves it standing; a move taken back puts back the offer that stood before
 * it), resignation, timeout, the draw agreed, undo of any of these, and the record with its marks. Every host and
 * the conformance kit drive a match; a game writes only its rules ({@link Game}) and its notation
 * ({@link GameProvider#writeRecord}, {@link GameProvider#readRecord}).
 *
 * <p>What is refused comes back as a {@link MatchRefusal} (or the game's own refusal of a move) and changes
 * nothing; a side the game does not have is a mistake of the calling code and throws.
 *
 * @since 0.1.0
 */
public final class Match {

    private final GameProvider provider;
    private final Game game;
    private final MatchOffers offers;
    /** What the host says of the match for its record (date, players, seed). */
    private RecordHeaders headers = RecordHeaders.NONE;

    private Match(GameProvider provider, Game game, MatchOffers offers) {
        this.provider = Objects.requireNonNull(provider, "provider");
        this.game = Objects.requireNonNull(game, "game");
        if (!provider.id().equals(game.gameId())) {
            throw new IllegalArgumentException("a " + game.gameId() + " game is not played by " + provider.id());
        }
        if (game.sides().size() != 2) {
            throw new IllegalArgumentException("a match is between two sides, not " + game.sides());
        }
        this.offers = offers;
    }

    /**
     * A match of the game from the usual start.
     *
     * @param provider the game's provider
     * @param options the game's options
     * @return a new match at the start
     */
    public static Match start(GameProvider provider, GameOptions options) {
        return of(provider, provider.newGame(options));
    }

    /**
     * A match of a game as it stands; the match owns the game from now on, and its moves count as played.
     *
     * @param provider the provider of the game
     * @param game the game as it stands; the caller keeps no hold on it
     * @return a match around the game
     */
    public static Match of(GameProvider provider, Game game) {
        return new Match(provider, game, MatchOffers.of(provider, game));
    }

    /**
     * A match from a position text.
     *
     * @param provider the game's provider
     * @param position a position, as {@link Game#position()} writes it
     * @param options the game's options
     * @return a new match at that position
     * @throws TextFormatException when the text is not a position, naming where
     */
    public static Match fromPosition(GameProvider provider, String position, GameOptions options) {
        return of(provider, provider.fromPosition(position, options));
    }

    /**
     * A match played through from its record text, its offer and ending put back; options the record names
     * overrule {@code options}.
     *
     * @param provider the game's provider
     * @param record a whole record, as {@link #record()} writes it or a person typed it
     * @param options the options to read it with where the record names none
     * @return the match the record holds
     * @throws TextFormatException when the text cannot be read or a move is refused, naming the line or move
     */
    public static Match fromRecord(GameProvider provider, String record, GameOptions options) {
        return fromRecord(provider, record, Optional.empty(), options);
    }

    /**
     * A match played through from its record text, as {@link #fromRecord(GameProvider, String, GameOptions)}
     * reads it, with the chance outcome its host kept beside the record ({@link #unrecordedChance()}) supplied
     * after the last move, before any ending the record marks.
     *
     * @param provider the game's provider
     * @param record a whole record, as {@link #record()} writes it
     * @param unrecordedChance the outcome the host kept beside the record, or empty
     * @param options the options to read it with where the record names none
     * @return the match the record holds, the kept outcome supplied
     * @throws TextFormatException when the text cannot be read or a move is refused, naming the line or move
     * @throws IllegalArgumentException when the game read refuses the outcome, or the outcome would play a move
     *     (a turn lost): then it is not one that stood after the record's moves
     */
    public static Match fromRecord(GameProvider provider, String record, Optional<String> unrecordedChance,
            GameOptions options) {
        RecordedMatch read = provider.readRecord(record, options);
        unrecordedChance.ifPresent(outcome -> KeptChance.standAgain(read.game(), outcome));
        Match match = of(provider, read.game());
        match.headers = read.marks().headers();
        match.offers.restore(read.marks());
        return match;
    }

    /**
     * An independent match in the same state.
     *
     * @return a copy that shares nothing with this match
     */
    public Match copy() {
        Game gameCopy = game.copy();
        Match copy = new Match(provider, gameCopy, offers.copyFor(gameCopy));
        copy.headers = headers;
        return copy;
    }

    /**
     * The game's provider.
     *
     * @return the provider of the match's game
     */
    public GameProvider provider() {
        return provider;
    }

    /**
     * A copy of the rules state as it stands, to read, to hand to a bot or to count perft on.
     *
     * @return a copy of the game, which the match never sees again
     */
    public Game state() {
        return game.copy();
    }

    /**
     * The id of the game.
     *
     * @return the game's id, such as {@code morris}
     */
    public String gameId() {
        return game.gameId();
    }

    /**
     * The options the game was made with.
     *
     * @return the game's options
     */
    public GameOptions options() {
        return game.options();
    }

    /**
     * The two sides, in the order the game names them.
     *
     * @return the sides, in the order the game names them
     */
    public List<Side> sides() {
        return game.sides();
    }

    /**
     * The side to move (once the match is over, the side that would have moved).
     *
     * @return the side whose turn it is
     */
    public Side turn() {
        return game.turn();
    }

    /**
     * Whether the match is still going.
     *
     * @return {@link Status#ACTIVE} while moves may be played, else {@link Status#FINISHED}
     */
    public Status status() {
        return offers.status();
    }

    /**
     * How the match ended, by the players or by the rules, or empty while it goes on.
     *
     * @return the match's result, or empty while it goes on
     */
    public Optional<Result> result() {
        return offers.result();
    }

    /**
     * The game's ply.
     *
     * @return the ply of the position as it stands
     */
    public int ply() {
        return game.ply();
    }

    /**
     * Every move the side to move may play; empty once the match is over.
     *
     * @return the legal moves, in the game's fixed order
     */
    public List<? extends Move> legalMoves() {
        return offers.endedByPlayer() ? List.of() : game.legalMoves();
    }

    /**
     * The moves played, in order.
     *
     * @return the moves played, first first
     */
    public List<? extends Move> history() {
        return game.history();
    }

    /**
     * The position as the game's position text.
     *
     * @return the position text
     */
    public String position() {
        return game.position();
    }

    /**
     * The board, ready to draw.
     *
     * @return a view of the board as it stands
     */
    public BoardView view() {
        return game.view();
    }

    /**
     * The position as geometry, as the game gives it ({@link Game#layout()}).
     *
     * @return the layout, or empty when the game gives none
     */
    public Optional<BoardLayout> layout() {
        return game.layout();
    }

    /**
     * The places a legal move touches, in the order a person points at them ({@link Game#placesOf}).
     *
     * @param move one of {@link #legalMoves()}
     * @return the names of the places the move touches, in pointing order
     */
    public List<String> placesOf(Move move) {
        return game.placesOf(move);
    }

    /**
     * A legal move as the game shows it to a reader, or empty ({@link Game#displayText}).
     *
     * @param move one of {@link #legalMoves()}
     * @return the move as the notation shows it, or empty when its canonical text is what it shows
     */
    public Optional<String> displayText(Move move) {
        return game.displayText(move);
    }

    /**
     * The moves played, oldest first, each with the number its record gives it, the side that played it and its
     * display text: what a list of the moves shows (the record's other lines, headers and offers, are not moves).
     * A match begun from a position lists the moves since then. Sides need not alternate: an extra turn or a turn
     * lost is numbered as the record numbers it.
     *
     * @return the moves played, oldest first, with their numbers, sides and display texts
     */
    public List<PlayedMove> played() {
        return MovesPlayed.of(game);
    }

    /**
     * The game's facts about the state.
     *
     * @return the facts as label and value, in the order to show them
     */
    public Map<String, String> facts() {
        return game.facts();
    }

    /**
     * The chance the game waits for, or empty (always once the match is over).
     *
     * @return the chance to throw before the next move, or empty
     */
    public Optional<ChanceRequest> pendingChance() {
        return offers.endedByPlayer() ? Optional.empty() : game.pendingChance();
    }

    /**
     * The chance outcome standing that the record does not hold ({@link Game#unrecordedChance()}), kept even once
     * a player has ended the match: a host keeps it beside {@link #record()} to read the same match back.
     *
     * @return the outcome to keep beside the record, or empty
     */
    public Optional<String> unrecordedChance() {
        return game.unrecordedChance();
    }

    /**
     * The side whose draw offer stands, if any.
     *
     * @return the side that offered a draw not yet answered, or empty
     */
    public Optional<Side> drawOfferedBy() {
        return offers.standing();
    }

    /**
     * The number the record writes for the next move, as it writes it ({@link Game#nextMoveNumber()}), for a prompt
     * to number moves as the record does.
     *
     * @return the next move's number as the record writes it
     */
    public String nextMoveNumber() {
        return game.nextMoveNumber();
    }

    /**
     * The headers the record carries: those the host gave, or those the record read back had.
     *
     * @return the headers of the record
     */
    public RecordHeaders headers() {
        return headers;
    }

    /**
     * Gives the headers every later {@link #record()} carries, where the game's notation has room for them. The
     * host gives them: the date from its clock, the players from its seats, its seed.
     *
     * @param given the date, players and seed to write
     */
    public void headers(RecordHeaders given) {
        headers = Objects.requireNonNull(given, "headers");
    }

    /**
     * The whole match as the game's record text, which {@link #fromRecord} reads back into the same match.
     *
     * @return the record text
     */
    public String record() {
        return provider.writeRecord(game, offers.marks(headers));
    }

    /**
     * Plays a move given as text for the side to move, as the game reads it.
     *
     * @param moveText a move as a person or a record wrote it; any string
     * @return the move played, in canonical form, or why it was refused
     */
    public Outcome<Move> play(String moveText) {
        Objects.requireNonNull(moveText, "moveText");
        return unlessEnded(() -> game.play(moveText));
    }

    /**
     * Plays a move value for the side to move.
     *
     * @param move a move value, such as one of {@link #legalMoves()}
     * @return the move played, or why it was refused
     */
    public Outcome<Move> play(Move move) {
        Objects.requireNonNull(move, "move");
        return unlessEnded(() -> game.play(move));
    }

    /**
     * Supplies the outcome of the pending chance.
     *
     * @param outcome one of the pending chance's outcomes
     * @return the outcome taken, in canonical text, or why it was refused
     */
    public Outcome<String> supplyChance(String outcome) {
        Objects.requireNonNull(outcome, "outcome");
        return unlessEnded(() -> game.supplyChance(outcome));
    }

    /**
     * Lets the game draw the pending chance from its own seed.
     *
     * @return the outcome drawn, in canonical text, or why none was (no chance pending, or a game that draws none
     *     itself)
     */
    public Outcome<String> drawChance() {
        return unlessEnded(game::drawChance);
    }

    /**
     * Takes back a player's ending (a resignation, a timeout, a draw agreed), every move staying and the offer
     * that stood then standing again; otherwise the game's last move, with the offer that stood before it.
     *
     * @return what was taken back, or why nothing was
     */
    public Outcome<TakenBack> undo() {
        Optional<Result> lifted = offers.liftEnding();
        if (lifted.isPresent()) {
            return Outcome.accepted(TakenBack.ending(lifted.get()));
        }
        if (game.history().isEmpty()) {
            return MatchRefusal.NOTHING_TO_UNDO.refuse();
        }
        Outcome<Move> undone = game.undo();
        if (!undone.isAccepted()) {
            return Outcome.refused(undone.refusal());
        }
        offers.undone();
        return Outcome.accepted(TakenBack.move(undone.value()));
    }

    /**
     * A side gives up and the other wins.
     *
     * @param side the side that resigns
     * @return the result, the other side winning, or why the match refused it
     */
    public Outcome<Result> resign(Side side) {
        return offers.endUnlessOver(PlayerEnding.resign(side, other(side)));
    }

    /**
     * A side has run out of time and the other wins.
     *
     * @param side the side whose time ran out
     * @return the result, the other side winning, or why the match refused it
     */
    public Outcome<Result> timeout(Side side) {
        return offers.endUnlessOver(PlayerEnding.timeout(side, other(side)));
    }

    /**
     * A side offers a draw; its own offer again changes nothing, the other side's must be answered first.
     *
     * @param side the side that offers
     * @return the side whose offer stands, or why the match refused it
     */
    public Outcome<Side> offerDraw(Side side) {
        return offers.offer(side, other(side));
    }

    /**
     * A side accepts the other's offer, and the match ends drawn.
     *
     * @param side the side that accepts
     * @return the agreed draw, or why the match refused it
     */
    public Outcome<Result> acceptDraw(Side side) {
        return offers.accept(side, other(side));
    }

    /**
     * A side declines the other's offer, which goes; play goes on.
     *
     * @param side the side that declines
     * @return the side that declined, or why the match refused it
     */
    public Outcome<Side> declineDraw(Side side) {
        return offers.decline(side, other(side));
    }

    /** A step of the game (a move, a chance) for the side to move, unless a player has ended the match. */
    private <T> Outcome<T> unlessEnded(Supplier<Outcome<T>> step) {
        // The mover is read before the step changes the turn.
        return offers.endedByPlayer() ? Outcome.refused(offers.gameOver()) : offers.moved(game.turn(), step.get());
    }

    private Side other(Side side) {
        Objects.requireNonNull(side, "side");
        List<Side> sides = game.sides();
        int index = sides.indexOf(side);
        if (index < 0) {
            throw new IllegalArgumentException(game.gameId() + " has no side '" + side + "'");
        }
        return sides.get(1 - index);
    }

    @Override
    public String toString() {
        return game.gameId() + " " + game.position();
    }
}

package org.tabula.morris;

import java.util.List;
import java.util.Objects;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.TakenBack;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.GameState;
import org.tabula.morris.text.GameText;
import org.tabula.morris.text.MoveInput;

/**
 * One game of Nine Men's Morris as the seed's object (Game::Merrills): the rules of {@link MorrisState} and what
 * the players do beside their moves (resign, time out, offer, accept and decline a draw, by side, by colour, or
 * for the side to move), carried by the api {@link Match} it wraps. Hosts drive {@link #match()}; bots and perft
 * take {@link #state()}. Where a method takes a side and is given none, it means the side to move.
 *
 * <p>It reads and writes nothing, keeps no clock and never guesses, so the same moves always make the same game.
 * What the rules or the match refuse comes back as a refusal and leaves the game as it was; an exception means a
 * mistake in the calling code (a {@code null}, a side morris does not have, a written game that does not play).
 *
 * <p>A draw offer stands until the other side accepts or declines it or plays a move; the offering side's own
 * move leaves it standing, a move taken back puts it back as it stood before that move, and the game ending
 * withdraws it (the record still names an offer that stood when a player resigned, timed out or agreed the draw).
 * The endings of the moves are {@link MorrisState}'s.
 */
public final class MorrisGame extends MatchReads {

    /** The default no-mill limit: 120 moves in a row, both sides counted, with no mill closed draw the game. */
    public static final int NO_MILL_PLIES = GameState.DEFAULT_NO_MILL_LIMIT;

    private static final MorrisProvider PROVIDER = new MorrisProvider();

    private MorrisGame(Match match) {
        super(match);
    }

    /** The seed's object around a match of morris, which it drives from now on. */
    public static MorrisGame of(Match match) {
        if (!MorrisProvider.ID.equals(Objects.requireNonNull(match, "match").gameId())) {
            throw new IllegalArgumentException("a morris game is a match of morris, not " + match.gameId());
        }
        return new MorrisGame(match);
    }

    private static MorrisGame of(MorrisState state) {
        return new MorrisGame(Match.of(PROVIDER, state));
    }

    /** A new game from the empty board, white to move, with flying. */
    public static MorrisGame newGame() {
        return newGame(true);
    }

    /** A new game from the empty board, white to move, with or without flying. */
    public static MorrisGame newGame(boolean flying) {
        return of(new MorrisState(Position.START, flying, NO_MILL_PLIES));
    }

    /**
     * A new game beginning from a position value, with no earlier moves to take back or positions to repeat.
     *
     * @throws IllegalArgumentException when a count of plies is over {@link Position#MAX_COUNT}, which the next
     *     moves could carry past the largest {@code int}, or the side to move could close a mill with no enemy man
     *     on the board to take (no game comes to such a position)
     */
    public static MorrisGame fromPosition(Position position, boolean flying) {
        return of(new MorrisState(position, flying, NO_MILL_PLIES));
    }

    /**
     * A new game with flying from a position text, such as {@code WWW.BB..B..W....B..W.B.. w 4 4 0 10}.
     *
     * @throws org.tabula.api.TextFormatException when the text is not a position, naming where
     */
    public static MorrisGame fromPosition(String text) {
        return fromPosition(text, true);
    }

    /**
     * A new game from a position text, with or without flying.
     *
     * @throws org.tabula.api.TextFormatException when the text is not a position, naming where
     */
    public static MorrisGame fromPosition(String text, boolean flying) {
        return fromPosition(MorrisNotation.parsePosition(Objects.requireNonNull(text, "text")), flying);
    }

    /**
     * A game played through from its record text, its draw offer and ending put back; with flying unless the
     * text says {@code flying no}.
     *
     * @throws org.tabula.api.TextFormatException when a line cannot be read, a move is refused (naming it), or a
     *     line names an ending the moves already reached
     */
    public static MorrisGame fromText(String text) {
        return fromText(text, true);
    }

    /**
     * A game played through from its record text; a flying line in the text overrules {@code flying}.
     *
     * @throws org.tabula.api.TextFormatException as {@link #fromText(String)}
     */
    public static MorrisGame fromText(String text, boolean flying) {
        GameOptions options = MorrisProvider.options(flying, NO_MILL_PLIES);
        return new MorrisGame(Match.fromRecord(PROVIDER, Objects.requireNonNull(text, "text"), options));
    }

    /** Every move the side to move may play, in {@link MorrisState#legalMoves()}'s order; empty once over. */
    public List<MorrisMove> legalMoves() {
        return over() ? List.of() : state().legalMoves();
    }

    /**
     * The legal moves of the man on a point; while the side to move is placing, the placements onto that point.
     *
     * @throws IllegalArgumentException when the number is not a point
     */
    public List<MorrisMove> legalMovesFor(int point) {
        List<MorrisMove> moves = state().legalMovesFor(point);
        return over() ? List.of() : moves;
    }

    /** The legal moves of the man on a named point, such as {@code d2}. @throws IllegalArgumentException for none */
    public List<MorrisMove> legalMovesFor(String point) {
        return legalMovesFor(Points.parse(point)
                .orElseThrow(() -> new IllegalArgumentException("no such point: '" + point + "'")));
    }

    /** Plays a move written as text, as {@link MorrisState#play(String)} reads it. */
    public Outcome<Move> play(String moveText) {
        return match.play(moveText);
    }

    /** Plays a move value; a move of another game is read by its text. */
    public Outcome<Move> play(Move move) {
        return match.play(move);
    }

    /** Plays a morris move for the side to move. */
    public Outcome<Move> play(MorrisMove move) {
        return match.play(move);
    }

    /**
     * Plays a move given by point numbers, {@link MorrisMove#NONE} for a {@code from} or {@code remove} it has
     * not. A number that is not a point is refused as not a move.
     */
    public Outcome<Move> play(int from, int to, int remove) {
        return over() ? gameOver() : play(MoveInput.numbers(from, to, remove));
    }

    /**
     * Plays a move given by points named ({@code d2}) or numbered ({@code 19}), {@code null} for a {@code from}
     * or {@code remove} it has not.
     */
    public Outcome<Move> play(String from, String to, String remove) {
        Objects.requireNonNull(to, "to");
        return over() ? gameOver() : play(MoveInput.names(from, to, remove));
    }

    private Outcome<Move> play(Outcome<MorrisMove> read) {
        return read.isAccepted() ? match.play(read.value()) : Outcome.refused(read.refusal());
    }

    /**
     * Takes back the last move and returns it, lifting any result the game had reached: a player's ending goes
     * with it, and the offer that stood before the move stands again. Refused when no move has been played.
     */
    public Outcome<Move> undo() {
        if (match.history().isEmpty()) {
            return MatchRefusal.NOTHING_TO_UNDO.refuse();
        }
        if (match.result().flatMap(PlayerEnding::of).isPresent()) {
            match.undo();
        }
        Outcome<TakenBack> back = match.undo();
        return back.isAccepted() ? Outcome.accepted(back.value().move().orElseThrow())
                : Outcome.refused(back.refusal());
    }

    /** A side gives up and the other wins; refused when the game is already over. */
    public Outcome<Result> resign(Side side) {
        return match.resign(side);
    }

    /** The side to move gives up, as {@link #resign(Colour)}. */
    public Outcome<Result> resign() {
        return resign(toMove());
    }

    /** A side gives up and the other wins; refused when the game is already over. */
    public Outcome<Result> resign(Colour colour) {
        return match.resign(Objects.requireNonNull(colour, "colour").side());
    }

    /** A side has run out of time and the other wins; refused when the game is already over. */
    public Outcome<Result> timeout(Side side) {
        return match.timeout(side);
    }

    /** The side to move has run out of time, as {@link #timeout(Colour)}. */
    public Outcome<Result> timeout() {
        return timeout(toMove());
    }

    /** A side has run out of time and the other wins; refused when the game is already over. */
    public Outcome<Result> timeout(Colour colour) {
        return match.timeout(Objects.requireNonNull(colour, "colour").side());
    }

    /** A side offers a draw, as {@link Match#offerDraw}. */
    public Outcome<Side> offerDraw(Side side) {
        return match.offerDraw(side);
    }

    /** The side to move offers a draw, as {@link #offerDraw(Colour)}. */
    public Outcome<Side> offerDraw() {
        return offerDraw(toMove());
    }

    /**
     * A side offers a draw; offering again while its own offer stands changes nothing. Refused when the game is
     * over or the other side's offer stands (accept or decline that instead).
     */
    public Outcome<Side> offerDraw(Colour colour) {
        return match.offerDraw(Objects.requireNonNull(colour, "colour").side());
    }

    /** A side accepts the draw the other offered, as {@link Match#acceptDraw}. */
    public Outcome<Result> acceptDraw(Side side) {
        return match.acceptDraw(side);
    }

    /** The side to move accepts the draw the other offered, as {@link #acceptDraw(Colour)}. */
    public Outcome<Result> acceptDraw() {
        return acceptDraw(toMove());
    }

    /** A side accepts the draw the other offered, and the game ends drawn; refused when there is no such offer. */
    public Outcome<Result> acceptDraw(Colour colour) {
        return match.acceptDraw(Objects.requireNonNull(colour, "colour").side());
    }

    /** A side turns down the draw the other offered, as {@link Match#declineDraw}. */
    public Outcome<Side> declineDraw(Side side) {
        return match.declineDraw(side);
    }

    /** The side to move turns down the draw the other offered, as {@link #declineDraw(Colour)}. */
    public Outcome<Side> declineDraw() {
        return declineDraw(toMove());
    }

    /** A side turns down the draw the other offered; refused when there is no such offer. */
    public Outcome<Side> declineDraw(Colour colour) {
        return match.declineDraw(Objects.requireNonNull(colour, "colour").side());
    }

    /**
     * The whole game as the seed's text (to_text): see {@link MorrisNotation}. The match's record adds the note
     * naming the game, which the seed's text does not have.
     */
    public String record() {
        return GameText.withoutGameNote(match.record());
    }

    /** A second game in the same state, offers included, that shares nothing with this one. */
    public MorrisGame copy() {
        return new MorrisGame(match.copy());
    }

    /**
     * The perft of the rules state ({@link MorrisState#perft}); 0 below depth 0 once a player ended the game.
     *
     * @throws IllegalArgumentException when depth is negative
     */
    public long perft(int depth) {
        long count = state().perft(depth);
        return over() && depth > 0 ? 0 : count;
    }

    private <T> Outcome<T> gameOver() {
        return MatchRefusal.GAME_OVER.refuse(match.result().orElseThrow().sentence());
    }

    @Override
    public String toString() {
        return position();
    }
}

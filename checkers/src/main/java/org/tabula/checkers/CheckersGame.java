package org.tabula.checkers;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Side;
import org.tabula.api.board.BoardLayout;
import org.tabula.checkers.model.Board;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.CheckersRefusal;
import org.tabula.checkers.model.CheckersResult;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.ParsedMove;
import org.tabula.checkers.model.Position;
import org.tabula.checkers.rules.Core;
import org.tabula.checkers.rules.DrawRules;
import org.tabula.checkers.rules.GameState;
import org.tabula.checkers.text.CheckersLayout;
import org.tabula.checkers.text.CheckersView;
import org.tabula.checkers.text.GameFacts;
import org.tabula.engine.state.MovePlay;
import org.tabula.engine.state.RulesStateGame;
import org.tabula.engine.state.LegalMove;
import org.tabula.notation.NumberedMoves;

/**
 * One game of English draughts (American checkers) in progress, as its rules see it: whose turn it is, what may
 * be played, and when and how the rules ended it.
 *
 * <p>The rules: black moves first; men move one square diagonally forward, kings either way; a capture is
 * compulsory, a jump goes on while it can, and the mover chooses among the capture sequences (not necessarily
 * the longest); a man reaching the far row is crowned and the move ends there. A move is resolved against the
 * legal list, so the short jump {@code 23x7} is played when it names one sequence and refused as ambiguous,
 * naming them, when it names more. The legal moves are the jumps when there are any, otherwise the steps; in
 * ascending order of the square left, then of the squares landed on.
 *
 * <p>After each move the endings are tested in this order: a side has no piece left; the side to move has no
 * move (both lose); the same position with the same side to move stands for the third time; the no-progress
 * limit (by default 40 moves of each side with no capture and no man moved) is reached (both draws). A start
 * position is tested the same way, so a game can begin already over.
 *
 * <p>It reads and writes nothing, keeps no clock and never guesses, so the same moves always make the same game.
 * A move the rules do not allow comes back as a refusal ({@link CheckersRefusal}) and leaves the game exactly as
 * it was; an exception means a mistake in the calling code. Draw offers, resigning, timeouts and the record are
 * the {@link org.tabula.api.Match}'s, which wraps this game ({@code Match.start(new CheckersProvider(), options)}).
 */
public final class CheckersGame extends RulesStateGame<Colour, CheckersMove, CheckersResult> {

    /** The default no-progress limit: 40 moves of each side with no capture and no man moved draw the game. */
    public static final int NO_PROGRESS_MOVES = DrawRules.DEFAULT_NO_PROGRESS_MOVES;

    /** The state of the game, which the moves change. */
    private final GameState state;

    CheckersGame(Position start, DrawRules draws, Map<String, String> tags) {
        this(new GameState(start, draws, tags));
    }

    CheckersGame(GameState state) {
        this.state = Objects.requireNonNull(state, "state");
    }

    /** A new game from the start: black men on 1 to 12, white men on 21 to 32, black to move. */
    public static CheckersGame newGame() {
        return fromPosition(Position.START);
    }

    /** A new game beginning from a position value, with no earlier moves to take back or positions to repeat. */
    public static CheckersGame fromPosition(Position position) {
        return new CheckersGame(position, DrawRules.DEFAULT, Map.of());
    }

    /**
     * A new game from a position text: a FEN such as {@code B:W21,22,23:B1,2,K3}, optionally followed by the
     * plies without progress and the plies played.
     *
     * @throws org.tabula.api.TextFormatException when the text is not a position, naming where
     */
    public static CheckersGame fromPosition(String text) {
        return fromPosition(CheckersNotation.parsePosition(Objects.requireNonNull(text, "text")));
    }

    @Override
    public String gameId() {
        return CheckersProvider.ID;
    }

    @Override
    public GameOptions options() {
        return CheckersProvider.options(state.draws());
    }

    @Override
    public List<Side> sides() {
        return List.of(Colour.BLACK.side(), Colour.WHITE.side());
    }

    /** The moves of each side with no capture and no man moved that draw this game; 0 when none do. */
    public int noProgressLimit() {
        return state.draws().noProgressMoves();
    }

    /** Whether the same position with the same side to move for the third time draws this game. */
    public boolean repetitionDraws() {
        return state.draws().repetition();
    }

    /** The position the game began from. */
    public Position startPosition() {
        return state.start();
    }

    /** The tags of the record this game was read from, other than those the game writes itself; unmodifiable. */
    public Map<String, String> tags() {
        return state.tags();
    }

    /** The side to move (once the game is over, the side that would have moved). */
    public Colour toMove() {
        return Colour.ofIndex(state.core().turn());
    }

    @Override
    public int ply() {
        return state.core().ply();
    }

    /** PDN's number of the next move: in pairs from 1, black's first ({@code 3.}) and white's second ({@code 3...}). */
    @Override
    public String nextMoveNumber() {
        return NumberedMoves.next(state.history().size(), state.start().turn() == Colour.WHITE);
    }

    /** The pieces on the squares, as a value: changing it never touches the game. */
    public Board board() {
        return toPosition().board();
    }

    /** The position as it stands, as a value. */
    public Position toPosition() {
        return state.core().toPosition();
    }

    /** The plies played since the last capture or man's move. */
    public int noProgress() {
        return state.core().noProgress();
    }

    /**
     * How often each position has stood since the last capture or man's move, keyed by its FEN, in the order they
     * first stood. Unmodifiable.
     */
    public Map<String, Integer> repetitionCounts() {
        return GameFacts.repetitionCounts(state.core());
    }

    /**
     * Plays a move written as text: numeric ({@code 11-15}, {@code 23x14x7}, the short {@code 23x7}) or algebraic
     * ({@code f6-e5}), white space ignored, {@code x} and file letters in either case. Takes any string without
     * throwing.
     */
    @Override
    public Outcome<Move> play(String moveText) {
        Objects.requireNonNull(moveText, "moveText");
        if (ending().isPresent()) {
            return state.gameOver();
        }
        Optional<ParsedMove> written = CheckersNotation.parseMove(moveText);
        if (written.isEmpty()) {
            return CheckersRefusal.NOT_A_MOVE.refuse(moveText.strip(),
                    "write one like 11-15, 23x14x7 or f6-e5, squares 1 to 32 or dark squares a1 to h8");
        }
        return state.play(written.get(), moveText.strip(), false);
    }

    /** Plays a move value; a move of another game is read by its text. */
    @Override
    public Outcome<Move> play(Move move) {
        return MovePlay.dispatch(move, CheckersMove.class, this::play, this::play);
    }

    /** Plays a checkers move for the side to move: one of the legal moves as it is, its whole path. */
    public Outcome<Move> play(CheckersMove move) {
        Objects.requireNonNull(move, "move");
        return ending().isPresent() ? state.gameOver() : state.play(ParsedMove.of(move), move.text(), true);
    }

    /** Plays a move as {@link CheckersNotation#parseMove(String)} reads one, resolved against the legal moves. */
    public Outcome<Move> play(ParsedMove written) {
        Objects.requireNonNull(written, "written");
        return ending().isPresent() ? state.gameOver() : state.play(written, written.text(), false);
    }

    /**
     * The position text: the FEN, then the plies since the last capture or man's move, then the plies played,
     * such as {@code B:W21,22,23:B1,2,K3 0 0}.
     */
    @Override
    public String position() {
        return CheckersNotation.formatPosition(toPosition());
    }

    /** The FEN of the position as it stands: the pieces and the side to move, no counts. */
    public String fen() {
        return CheckersNotation.fenFromPosition(board(), toMove());
    }

    @Override
    public CheckersGame copy() {
        return new CheckersGame(state.copy());
    }

    @Override
    public BoardView view() {
        return new CheckersView(board(), state.lastMove().orElse(null));
    }

    /** The board as geometry: the 32 numbered dark squares, the pieces, and the last move's squares marked. */
    @Override
    public Optional<BoardLayout> layout() {
        return Optional.of(CheckersLayout.of(board(), state.lastMove().orElse(null)));
    }

    /**
     * The squares a legal move touches: the square left, then every square landed on ({@code 9x18x27} is 9, 18,
     * 27). No move's squares begin another's, as a jump goes on while it can.
     *
     * @throws IllegalArgumentException for a move that is not one of the legal moves here
     */
    @Override
    public List<String> placesOf(Move move) {
        CheckersMove checkers = LegalMove.of(move, CheckersMove.class, legalMoves());
        return CheckersLayout.places(checkers);
    }

    /** Each side's men and kings, the no-progress count, and the last move by file and rank, in that order. */
    @Override
    public Map<String, String> facts() {
        return GameFacts.of(state);
    }

    /** The same count as the contract's perft, on the fast core. */
    @Override
    public long perft(int depth) {
        return CheckersPerft.perft(this, depth);
    }

    /** The state itself, for the provider's record text, which reads and writes it whole. */
    @Override
    protected GameState state() {
        return state;
    }

    /** An independent copy of the fast core, standing where the game stands, for perft and the bots. */
    Core core() {
        return state.core().copy();
    }

    @Override
    public String toString() {
        return position();
    }
}

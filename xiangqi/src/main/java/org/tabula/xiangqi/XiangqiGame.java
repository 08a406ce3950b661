package org.tabula.xiangqi;

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
import org.tabula.engine.state.MovePlay;
import org.tabula.engine.state.RulesStateGame;
import org.tabula.engine.state.LegalMove;
import org.tabula.notation.NumberedMoves;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;
import org.tabula.xiangqi.model.XiangqiRefusal;
import org.tabula.xiangqi.model.XiangqiResult;
import org.tabula.xiangqi.rules.Core;
import org.tabula.xiangqi.rules.GameState;
import org.tabula.xiangqi.rules.Limits;
import org.tabula.xiangqi.text.XiangqiLayout;
import org.tabula.xiangqi.text.XiangqiView;

/**
 * One game of xiangqi in progress, as its rules see it: whose turn it is, what may be played, and when and how the
 * rules ended it. Draw offers, resignation, timeouts and the record belong to the api's
 * {@link org.tabula.api.Match} that wraps it; the provider reads and writes its records.
 *
 * <p>It reads and writes nothing, keeps no clock and never guesses, so the same moves always make the same game.
 * A move the rules do not allow comes back as a refusal ({@link XiangqiRefusal}) and leaves the game exactly as
 * it was; an exception means a mistake in the calling code (a {@code null}, a text that is not a position).
 *
 * <p>Moves are read and written in ICCS ({@code h2e2}); {@link #wxfHistory()} and the facts carry WXF for the
 * reader. The legal moves are ordered by the point left and then the point reached (points numbered a0, b0, ...
 * i0, a1, ...). After each move the endings are tested in this order: the side to move has no legal move (checkmate or
 * stalemate alike lose); the position stands for the third time since the last capture (the repetition
 * limit, an option; ruled by {@link org.tabula.xiangqi.rules.Repetition}: perpetual check loses, else perpetual
 * chase loses, else a draw); the no-capture limit is reached (a draw). A start position is tested the same way,
 * so a game can begin already over.
 */
public final class XiangqiGame extends RulesStateGame<Colour, XiangqiMove, XiangqiResult> {

    /** The default no-capture limit: 120 plies (60 moves a side) without a capture draw the game. */
    public static final int NO_CAPTURE_PLIES = 120;
    /** The default repetition limit: the rulings are made the third time the same position stands. */
    public static final int REPETITIONS = 3;

    /** The state of this one game, which its moves change. */
    final GameState state;

    XiangqiGame(Position start, Limits limits) {
        this(new GameState(start, limits));
    }

    XiangqiGame(GameState state) {
        this.state = state;
    }

    @Override
    protected GameState state() {
        return state;
    }

    /** A new game from the usual start, red to move, with the default no-capture limit. */
    public static XiangqiGame newGame() {
        return new XiangqiGame(Position.START, Limits.DEFAULT);
    }

    /** A new game beginning from a position value, with no earlier moves to take back or positions to repeat. */
    public static XiangqiGame fromPosition(Position position) {
        return new XiangqiGame(Objects.requireNonNull(position, "position"), Limits.DEFAULT);
    }

    /**
     * A new game from a FEN, such as {@link XiangqiNotation#START_FEN}.
     *
     * @throws org.tabula.api.TextFormatException when the text is not a position, naming where
     */
    public static XiangqiGame fromFen(String fen) {
        return fromPosition(XiangqiNotation.parseFen(Objects.requireNonNull(fen, "fen")));
    }

    @Override
    public String gameId() {
        return XiangqiProvider.ID;
    }

    @Override
    public GameOptions options() {
        return XiangqiProvider.options(state.limits);
    }

    @Override
    public List<Side> sides() {
        return List.of(Colour.RED.side(), Colour.BLACK.side());
    }

    /** The plies in a row without a capture that draw this game; 0 when none do. */
    public int noCaptureLimit() {
        return state.limits.noCapture();
    }

    /** How many times the same position must stand for the repetition rulings to end this game; 0 for never. */
    public int repetitionLimit() {
        return state.limits.repetition();
    }

    /** The position the game began from. */
    public Position startPosition() {
        return state.start;
    }

    /** The side to move (once the game is over, the side that would have moved). */
    public Colour toMove() {
        return Colour.values()[state.core().turn()];
    }

    @Override
    public int ply() {
        return state.core().ply();
    }

    /** The record's number of the next move: in pairs from 1, red's first ({@code 3.}), black's second ({@code 3...}). */
    @Override
    public String nextMoveNumber() {
        return NumberedMoves.next(history().size(), startPosition().turn() == Colour.BLACK);
    }

    /** True when the side to move is in check. */
    public boolean inCheck() {
        return state.core().inCheck();
    }

    /** The plies played since the last capture. */
    public int noCapture() {
        return state.core().noCapture();
    }

    /** The position as it stands, as a value: changing nothing in the game. */
    public Position toPosition() {
        return state.core().toPosition();
    }

    /** The moves played, in WXF, each written from the board it was played on. */
    public List<String> wxfHistory() {
        return XiangqiNotation.wxfOfMoves(state.start, state.history());
    }

    /** A move in WXF as it would be written now, or empty when its from point holds nothing. */
    public Optional<String> wxf(XiangqiMove move) {
        return XiangqiNotation.wxfOf(toPosition(), Objects.requireNonNull(move, "move"));
    }

    /**
     * The legal moves of the piece on a named point, such as {@code h2}.
     *
     * @throws IllegalArgumentException when the name is no point
     */
    public List<XiangqiMove> legalMovesFrom(String point) {
        int square = Squares.parse(point).orElseThrow(() -> new IllegalArgumentException("no such point: '"
                + point + "'"));
        return legalMoves().stream().filter(move -> move.from() == square).toList();
    }

    /**
     * Plays a move written in ICCS, {@code h2e2}, in any case, white space around it and the dash of the older
     * form ({@code H2-E2}) forgiven. Takes any string without throwing; WXF is not read.
     */
    @Override
    public Outcome<Move> play(String moveText) {
        Objects.requireNonNull(moveText, "moveText");
        if (ending().isPresent()) {
            return state.gameOver();
        }
        Optional<XiangqiMove> move = XiangqiNotation.parseMove(moveText);
        return move.isPresent() ? state.play(move.get()) : XiangqiRefusal.NOT_A_MOVE.refuse(moveText.strip(),
                "write it in ICCS, the point left then the point reached, such as h2e2");
    }

    /** Plays a move value; a move of another game is read by its text. */
    @Override
    public Outcome<Move> play(Move move) {
        return MovePlay.dispatch(move, XiangqiMove.class, this::play, this::play);
    }

    /** Plays a xiangqi move for the side to move. */
    public Outcome<Move> play(XiangqiMove move) {
        return state.play(Objects.requireNonNull(move, "move"));
    }

    /** The position as its FEN. */
    @Override
    public String position() {
        return XiangqiNotation.formatFen(toPosition());
    }

    @Override
    public XiangqiGame copy() {
        return new XiangqiGame(state.copy());
    }

    @Override
    public BoardView view() {
        return new XiangqiView(toPosition(), state.lastMove().orElse(null));
    }

    /** The board with its pieces, the last move's points and a general in check marked. */
    @Override
    public Optional<BoardLayout> layout() {
        return Optional.of(XiangqiLayout.of(toPosition(), state.lastMove(), inCheck()));
    }

    /**
     * The point a legal move leaves, then the point it reaches: {@code h2e2} is h2, e2.
     *
     * @throws IllegalArgumentException when the move is not legal here
     */
    @Override
    public List<String> placesOf(Move move) {
        XiangqiMove xiangqiMove = LegalMove.of(move, XiangqiMove.class, legalMoves());
        return XiangqiLayout.placesOf(xiangqiMove);
    }

    /**
     * A legal move in WXF as it would be written now ({@code C2.5} for {@code h2e2}), for a host to show beside
     * the ICCS it is played by.
     *
     * @throws IllegalArgumentException when the move is not legal here
     */
    @Override
    public Optional<String> displayText(Move move) {
        return wxf(LegalMove.of(move, XiangqiMove.class, legalMoves()));
    }

    /**
     * The last move in WXF ({@code last move in WXF: C2.5}), a check standing ({@code check: black is in check}),
     * and the plies without a capture ({@code no capture: 3 of 120 plies}), in that order.
     */
    @Override
    public Map<String, String> facts() {
        return state.facts(XiangqiNotation::wxfOf);
    }

    /** Counted on the fast core, with the same numbers as the SPI's walk over copies. */
    @Override
    public long perft(int depth) {
        return XiangqiPerft.perft(this, depth);
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

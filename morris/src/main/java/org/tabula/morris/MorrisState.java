package org.tabula.morris;

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
import org.tabula.engine.state.LegalMove;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.MorrisRefusal;
import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;
import org.tabula.morris.rules.Core;
import org.tabula.morris.rules.GameState;
import org.tabula.morris.text.MorrisLayout;
import org.tabula.morris.text.MorrisView;
import org.tabula.morris.text.MoveInput;
import org.tabula.notation.NumberedMoves;

/**
 * One game of Nine Men's Morris as its rules see it: whose turn it is, what may be played, and the ending the moves
 * reach. What {@link MorrisProvider} makes, what bots and perft take, and what a {@link org.tabula.api.Match}
 * wraps; draw offers, resignation and timeout are the match's, and {@link MorrisGame} is the seed's whole object.
 *
 * <p>A move the rules do not allow comes back as a refusal ({@link MorrisRefusal}, or api's {@code game-over} once
 * the game is over) and leaves the game exactly as it was. The legal moves come in a fixed order: placements by
 * point; steps by the point left and then the point reached; a move that closes a mill once for each man it could
 * take, by that man's point.
 *
 * <p>After each move the endings are tested in this order: the side to move has fewer than three men; it has no
 * move; the same position stands for the third time (a draw); the no-mill limit is reached (a draw). A start
 * position is tested the same way, either side's men counted, so a game can begin already over.
 *
 * <p>The draw counts: {@link #noMill()} is 0 after a placement or a capture and otherwise counts each move; the
 * repetition table counts the positions (men on points and side to move) since the last placement or capture,
 * the position right after it (or the start) counting once. A placement or capture cannot be undone by later
 * moves, so no earlier position can come round again.
 */
public final class MorrisState extends PositionFacts {

    MorrisState(Position start, boolean flying, int noMillLimit) {
        super(new GameState(start, flying, noMillLimit));
    }

    MorrisState(GameState state) {
        super(state);
    }

    @Override
    public String gameId() {
        return MorrisProvider.ID;
    }

    @Override
    public GameOptions options() {
        return MorrisProvider.options(state.flying, state.noMillLimit);
    }

    @Override
    public List<Side> sides() {
        return List.of(Colour.WHITE.side(), Colour.BLACK.side());
    }

    /** Whether a side down to three men flies in this game. */
    public boolean flying() {
        return state.flying;
    }

    /** The moves in a row without a mill that draw this game; 0 when none do. */
    public int noMillLimit() {
        return state.noMillLimit;
    }

    /** The position the game began from. */
    public Position startPosition() {
        return state.start;
    }

    @Override
    public int ply() {
        return state.core().ply();
    }

    /**
     * The record's number of the next move: in pairs from 1 wherever the game began, white's first ({@code 3.}),
     * black's second ({@code 3...}).
     */
    @Override
    public String nextMoveNumber() {
        return NumberedMoves.next(state.history().size(), state.start.turn() == Colour.BLACK);
    }

    /**
     * The legal moves of the man on a point; while the side to move is placing, the placements onto that point.
     *
     * @throws IllegalArgumentException when the number is not a point
     */
    public List<MorrisMove> legalMovesFor(int point) {
        Points.name(point);
        boolean placing = inHand(toMove()) > 0;
        return legalMoves().stream().filter(m -> (placing ? m.to() : m.from()) == point).toList();
    }

    /**
     * Plays a move written as text: {@code d2}, {@code d2-d3}, {@code d2xa1} or {@code d2-d3xa1}, in any case,
     * spaces around the {@code -} and {@code x} forgiven. Takes any string without throwing.
     */
    @Override
    public Outcome<Move> play(String moveText) {
        Objects.requireNonNull(moveText, "moveText");
        return ending().isPresent() ? state.gameOver() : play(MoveInput.text(moveText));
    }

    /** Plays a move value; a move of another game is read by its text. */
    @Override
    public Outcome<Move> play(Move move) {
        return MovePlay.dispatch(move, MorrisMove.class, this::play, this::play);
    }

    /** Plays a morris move for the side to move. */
    public Outcome<Move> play(MorrisMove move) {
        return state.play(Objects.requireNonNull(move, "move"));
    }

    /** Plays a move read from points (see {@link MoveInput}), or passes on why it could not be read. */
    Outcome<Move> play(Outcome<MorrisMove> read) {
        if (ending().isPresent()) {
            return state.gameOver();
        }
        return read.isAccepted() ? state.play(read.value()) : Outcome.refused(read.refusal());
    }

    @Override
    public String position() {
        return MorrisNotation.formatPosition(toPosition());
    }

    @Override
    public MorrisState copy() {
        return new MorrisState(state.copy());
    }

    @Override
    public BoardView view() {
        return MorrisView.of(board(), state.lastMove().orElse(null));
    }

    /** The points and lines, the men on them and in hand, the last move's points: see {@link MorrisLayout}. */
    @Override
    public Optional<BoardLayout> layout() {
        return Optional.of(MorrisLayout.of(board(), state.lastMove()));
    }

    /**
     * The points of a legal move in the order a person points at them: {@code d2}; {@code d2-d3}; with a capture
     * the man taken last, {@code d2xa1} and {@code d2-d3xa1}.
     *
     * @throws IllegalArgumentException for a move that is not legal here, or not a morris move
     */
    @Override
    public List<String> placesOf(Move move) {
        MorrisMove morris = LegalMove.of(move, MorrisMove.class, legalMoves());
        return MorrisLayout.placesOf(morris);
    }

    /** The phase, the men in hand and on the board of each side, and the no-mill count, in that order. */
    @Override
    public Map<String, String> facts() {
        return state.facts(phase());
    }

    /**
     * The number of move sequences of {@code depth} moves from here, counted by {@link MorrisPerft#perft}: a move
     * closing a mill counts once for each man it could take, and a finished game (by any ending, the draws
     * included) has no moves. The same numbers as the contract's default walk, many times faster.
     *
     * @throws IllegalArgumentException when depth is negative
     */
    @Override
    public long perft(int depth) {
        return MorrisPerft.perft(this, depth);
    }

    /** An independent copy of the fast core, standing where the game stands, for perft and the bots. */
    Core core() {
        return state.core().copy();
    }

    /** The state behind this game, for the record's reader and writer in {@code text}. */
    GameState rulesState() {
        return state;
    }

    @Override
    public String toString() {
        return position();
    }
}

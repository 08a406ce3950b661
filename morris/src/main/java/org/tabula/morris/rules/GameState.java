package org.tabula.morris.rules;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.engine.state.GameOver;
import org.tabula.engine.state.MoveHistory;
import org.tabula.engine.state.PositionCounts;
import org.tabula.api.Refusal;
import org.tabula.morris.Board;
import org.tabula.morris.Colour;
import org.tabula.morris.MorrisMove;
import org.tabula.morris.MorrisResult;
import org.tabula.morris.MorrisState;
import org.tabula.morris.Phase;
import org.tabula.morris.Points;
import org.tabula.morris.Position;
import org.tabula.morris.Rules;

/**
 * The state of one game as the rules see it: the core, the moves played, and the ending the moves reached.
 * {@link MorrisState} is the public face of it; draw offers and the endings players make are the match's.
 *
 * <p>Every change is checked in full before anything is touched, so a refused one leaves the state as it was.
 */
public final class GameState {

    public final Position start;
    public final boolean flying;
    public final int noMillLimit;
    private final Core core;
    private final MoveHistory<MorrisMove> history;
    /** The ending the position has reached, or null while the game goes on. */
    private MorrisResult result;

    public GameState(Position start, boolean flying, int noMillLimit) {
        if (noMillLimit < 0) {
            throw new IllegalArgumentException("the no-mill limit is 0 (none) or more: " + noMillLimit);
        }
        this.start = Objects.requireNonNull(start, "start");
        if (start.noMill() > Position.MAX_COUNT || start.ply() > Position.MAX_COUNT) {
            // The counts go up with every move; one at the top of an int would overflow on the next.
            throw new IllegalArgumentException("a game begins with counts of at most " + Position.MAX_COUNT
                    + " plies: " + start);
        }
        this.flying = flying;
        this.noMillLimit = noMillLimit;
        this.core = Core.of(start, flying, noMillLimit);
        this.history = MoveHistory.empty();
        this.result = reachedEnding();
    }

    private GameState(GameState other) {
        this.start = other.start;
        this.flying = other.flying;
        this.noMillLimit = other.noMillLimit;
        this.core = other.core.copy();
        this.history = other.history.copy();
        this.result = other.result;
    }

    /** An independent state, equal to this one. */
    public GameState copy() {
        return new GameState(this);
    }

    /** The live core, to read from; only this class changes it. */
    public Core core() {
        return core;
    }

    /** The ending the moves reached, or empty while the game goes on. */
    public Optional<MorrisResult> result() {
        return Optional.ofNullable(result);
    }

    /** The moves played, in order, as an unmodifiable copy. */
    public List<MorrisMove> history() {
        return history.moves();
    }

    /** The last move played, or empty. */
    public Optional<MorrisMove> lastMove() {
        return history.last();
    }

    /** The legal moves in the fixed order; none once the game is over. */
    public List<MorrisMove> legalMoves() {
        if (result != null) {
            return List.of();
        }
        return Collections.unmodifiableList(MoveCode.legalMoves(core));
    }

    /** Plays a move for the side to move; refused, as api's game-over, once the game is over. */
    public Outcome<Move> play(MorrisMove move) {
        if (result != null) {
            return gameOver();
        }
        int code = MoveCode.encode(move);
        // The quick check accepts; only a move it does not accept is looked at again, to say why.
        if (!MoveChecks.isLegal(core, code)) {
            Optional<Refusal> refusal = Rules.check(core.toPosition(), flying, move);
            if (refusal.isPresent()) {
                return Outcome.refused(refusal.get());
            }
        }
        core.make(code);
        history.add(move);
        result = reachedEnding();
        return Outcome.accepted(move);
    }

    /** Takes back the last move; the position it returns to was going on, so any result is lifted. */
    public Outcome<Move> undo() {
        if (history.isEmpty()) {
            return MatchRefusal.NOTHING_TO_UNDO.refuse();
        }
        core.unmake();
        MorrisMove undone = history.removeLast();
        result = reachedEnding();
        return Outcome.accepted(undone);
    }

    /** The refusal of a move once the game is over: api's, as a match gives it, with the ending's sentence. */
    public <T> Outcome<T> gameOver() {
        return GameOver.refusal(result.sentence());
    }

    /** How often each position has stood since the last placement or capture, in the order they first stood. */
    public Map<String, Integer> repetitionCounts() {
        return PositionCounts.of(core.windowKeys(), GameState::keyText);
    }

    /** A repetition key as the 24 points ({@code W}, {@code B}, {@code .}) and the side letter. */
    private static String keyText(long key) {
        StringBuilder text = new StringBuilder(Points.COUNT + 2);
        for (int point = 0; point < Points.COUNT; point++) {
            text.append((key >>> point & 1) != 0 ? 'W' : (key >>> (24 + point) & 1) != 0 ? 'B' : '.');
        }
        return text.append(' ').append((key >>> 48) == 0 ? 'w' : 'b').toString();
    }

    /** The ending the position has reached, testing in the rules' order, or null while the game goes on. */
    private MorrisResult reachedEnding() {
        int below = core.sideBelowThree();
        if (below >= 0) {
            return MorrisResult.fewerThanThree(Colour.values()[below]);
        }
        if (!MoveChecks.canMove(core)) {
            return MorrisResult.noMove(Colour.values()[core.turn()]);
        }
        switch (core.drawn()) {
            case Core.REPETITION:
                return MorrisResult.repetition();
            case Core.NO_MILL:
                return MorrisResult.noMill(noMillLimit);
            default:
                return null;
        }
    }

    /** The facts a host shows beside the board: the phase, each side's men in hand and on board, the no-mill count. */
    public Map<String, String> facts(Phase phase) {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("phase", phase.word());
        Board board = Board.of(core.toPosition());
        for (Colour colour : Colour.values()) {
            facts.put(colour.word() + " in hand", Integer.toString(board.inHand(colour)));
        }
        for (Colour colour : Colour.values()) {
            facts.put(colour.word() + " on board", Integer.toString(board.onBoard(colour)));
        }
        facts.put("no mill", core.noMill() + (noMillLimit == 0 ? "" : " of " + noMillLimit));
        return Collections.unmodifiableMap(facts);
    }
}

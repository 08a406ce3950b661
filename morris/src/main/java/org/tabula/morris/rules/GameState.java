package org.tabula.morris.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.morris.Board;
import org.tabula.morris.Colour;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.MorrisMove;
import org.tabula.morris.MorrisRefusal;
import org.tabula.morris.MorrisResult;
import org.tabula.morris.Phase;
import org.tabula.morris.Points;
import org.tabula.morris.Position;
import org.tabula.morris.Rules;

/**
 * The state of one game and what moves and players do to it: the core, the moves played, and how the game
 * stands beside them ({@link Standing}: the ending, the draw offer). {@link MorrisGame} is the public face of it.
 *
 * <p>Every change is checked in full before anything is touched, so a refused one leaves the state as it was.
 */
public final class GameState {

    public final Position start;
    public final boolean flying;
    public final int noMillLimit;
    private final Core core;
    private final List<MorrisMove> history;
    /** For each move played, the offer that stood before it (null for none), which undo puts back. */
    private final List<Colour> offersBefore;
    private final Standing standing;

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
        this.history = new ArrayList<>();
        this.offersBefore = new ArrayList<>();
        this.standing = new Standing(reachedEnding());
    }

    private GameState(GameState other) {
        this.start = other.start;
        this.flying = other.flying;
        this.noMillLimit = other.noMillLimit;
        this.core = other.core.copy();
        this.history = new ArrayList<>(other.history);
        this.offersBefore = new ArrayList<>(other.offersBefore);
        this.standing = other.standing.copy();
    }

    /** An independent state, equal to this one. */
    public GameState copy() {
        return new GameState(this);
    }

    /** The live core, to read from; only this class changes it. */
    public Core core() {
        return core;
    }

    /** How the game stands beside its moves (its ending, the draw offer), to read and to act on. */
    public Standing standing() {
        return standing;
    }

    /** The moves played, in order, as an unmodifiable copy. */
    public List<MorrisMove> history() {
        return List.copyOf(history);
    }

    /** The last move played, or empty. */
    public Optional<MorrisMove> lastMove() {
        return history.isEmpty() ? Optional.empty() : Optional.of(history.get(history.size() - 1));
    }

    /** The legal moves in the fixed order; none once the game is over. */
    public List<MorrisMove> legalMoves() {
        if (standing.over()) {
            return List.of();
        }
        return Collections.unmodifiableList(MoveCode.legalMoves(core));
    }

    /** Plays a move for the side to move; it withdraws the other side's draw offer, not the mover's own. */
    public Outcome<Move> play(MorrisMove move) {
        if (standing.over()) {
            return standing.gameOver();
        }
        int code = MoveCode.encode(move);
        // The quick check accepts; only a move it does not accept is looked at again, to say why.
        if (!MoveChecks.isLegal(core, code)) {
            Optional<Refusal> refusal = Rules.check(core.toPosition(), flying, move);
            if (refusal.isPresent()) {
                return Outcome.refused(refusal.get());
            }
        }
        Colour mover = Colour.values()[core.turn()];
        offersBefore.add(standing.offer().orElse(null));
        core.make(code);
        history.add(move);
        standing.moved(mover, reachedEnding());
        return Outcome.accepted(move);
    }

    /** Takes back the last move; the position it returns to was going on, so any result is lifted. */
    public Outcome<Move> undo() {
        if (history.isEmpty()) {
            return Outcome.refused(MorrisRefusal.NO_MOVE_TO_UNDO.with());
        }
        core.unmake();
        MorrisMove undone = history.remove(history.size() - 1);
        standing.undone(reachedEnding(), offersBefore.remove(offersBefore.size() - 1));
        return Outcome.accepted(undone);
    }

    /** How often each position has stood since the last placement or capture, in the order they first stood. */
    public Map<String, Integer> repetitionCounts() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (long key : core.windowKeys()) {
            counts.merge(keyText(key), 1, Integer::sum);
        }
        return Collections.unmodifiableMap(counts);
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

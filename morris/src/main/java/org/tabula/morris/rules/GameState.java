package org.tabula.morris.rules;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.engine.state.RulesState;
import org.tabula.engine.state.PositionCounts;
import org.tabula.api.Refusal;
import org.tabula.morris.model.Board;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.MorrisResult;
import org.tabula.morris.model.Phase;
import org.tabula.morris.model.Points;
import org.tabula.morris.model.Position;

/**
 * The state of one game as the rules see it: the core, the moves played, and the ending the moves reached.
 * {@link org.tabula.morris.MorrisState} is the public face of it; draw offers and the endings players make are the
 * match's.
 *
 * <p>Every change is checked in full before anything is touched, so a refused one leaves the state as it was.
 */
public final class GameState extends RulesState<Core, MorrisMove, MorrisResult> {

    /** The default no-mill limit: 120 moves in a row, both sides counted, with no mill closed draw the game. */
    public static final int DEFAULT_NO_MILL_LIMIT = 120;

    public final Position start;
    public final boolean flying;
    public final int noMillLimit;

    public GameState(Position start, boolean flying, int noMillLimit) {
        super(checkedCore(start, flying, noMillLimit));
        this.start = start;
        this.flying = flying;
        this.noMillLimit = noMillLimit;
        judge();
    }

    /** The core of a new game, once its start and limit are checked. */
    private static Core checkedCore(Position start, boolean flying, int noMillLimit) {
        if (noMillLimit < 0) {
            throw new IllegalArgumentException("the no-mill limit is 0 (none) or more: " + noMillLimit);
        }
        Objects.requireNonNull(start, "start");
        if (start.noMill() > Position.MAX_COUNT || start.ply() > Position.MAX_COUNT) {
            // The counts go up with every move; one at the top of an int would overflow on the next.
            throw new IllegalArgumentException("a game begins with counts of at most " + Position.MAX_COUNT
                    + " plies: " + start);
        }
        PositionCheck.problem(start).ifPresent(problem -> {
            throw new IllegalArgumentException("not a position: " + problem + ": " + start);
        });
        return Core.of(start, flying, noMillLimit);
    }

    private GameState(GameState other) {
        super(other);
        this.start = other.start;
        this.flying = other.flying;
        this.noMillLimit = other.noMillLimit;
    }

    /** An independent state, equal to this one. */
    public GameState copy() {
        return new GameState(this);
    }

    @Override
    protected List<MorrisMove> generateMoves() {
        return MoveCode.legalMoves(core());
    }

    /** Plays a move for the side to move; refused, as api's game-over, once the game is over. */
    public Outcome<Move> play(MorrisMove move) {
        if (isOver()) {
            return gameOver();
        }
        int code = MoveCode.encode(move);
        // The quick check accepts; only a move it does not accept is looked at again, to say why.
        if (!MoveChecks.isLegal(core(), code)) {
            Optional<Refusal> refusal = MoveRefusals.check(core().toPosition(), flying, move);
            if (refusal.isPresent()) {
                return Outcome.refused(refusal.get());
            }
        }
        core().make(code);
        return played(move);
    }

    /**
     * How often each position has stood since the last placement or capture, in the order they first stood; empty
     * while a man is still to be placed (the seed: "Both counts begin once every man is placed").
     */
    public Map<String, Integer> repetitionCounts() {
        if (core().hand(0) > 0 || core().hand(1) > 0) {
            return Map.of();
        }
        return PositionCounts.of(core().windowKeys(), GameState::keyText);
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
    @Override
    protected MorrisResult reachedEnding() {
        int below = core().sideBelowThree();
        if (below >= 0) {
            return MorrisResult.fewerThanThree(Colour.values()[below]);
        }
        if (!MoveChecks.canMove(core())) {
            return MorrisResult.noMove(Colour.values()[core().turn()]);
        }
        switch (core().drawn()) {
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
        Board board = Board.of(core().toPosition());
        for (Colour colour : Colour.values()) {
            facts.put(colour.word() + " in hand", Integer.toString(board.inHand(colour)));
        }
        for (Colour colour : Colour.values()) {
            facts.put(colour.word() + " on board", Integer.toString(board.onBoard(colour)));
        }
        facts.put("no mill", core().noMill() + (noMillLimit == 0 ? "" : " of " + noMillLimit));
        return Collections.unmodifiableMap(facts);
    }
}

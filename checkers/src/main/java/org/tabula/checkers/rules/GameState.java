package org.tabula.checkers.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.engine.state.RulesState;
import org.tabula.checkers.model.CheckersMove;
import org.tabula.checkers.model.CheckersResult;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.ParsedMove;
import org.tabula.checkers.model.Position;

/**
 * The state of one game as its rules see it: the core, the moves played, the ending the rules reached, and the
 * tags of the record it was read from. {@link org.tabula.checkers.CheckersGame} is the public face of it; offers and
 * the endings players make belong to the {@link org.tabula.api.Match} around it.
 *
 * <p>Every change is checked in full before anything is touched, so a refused one leaves the state as it was.
 */
public final class GameState extends RulesState<Core, CheckersMove, CheckersResult> {

    private final Position start;
    private final DrawRules draws;
    private final Map<String, String> tags;

    /** A game beginning at a position, with no earlier moves, read with the given tags. */
    public GameState(Position start, DrawRules draws, Map<String, String> tags) {
        super(Core.of(Objects.requireNonNull(start, "start"), Objects.requireNonNull(draws, "draws").noProgressPlies(),
                draws.repetition()));
        this.start = start;
        this.draws = draws;
        this.tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        judge();
    }

    private GameState(GameState other) {
        super(other);
        this.start = other.start;
        this.draws = other.draws;
        this.tags = other.tags;
    }

    /** The position the game began from. */
    public Position start() {
        return start;
    }

    /** The draw rules the game is played with. */
    public DrawRules draws() {
        return draws;
    }

    /** The tags a record was read with, to be written back; the ones the game writes itself are left out. */
    public Map<String, String> tags() {
        return tags;
    }

    /** An independent state, equal to this one. */
    public GameState copy() {
        return new GameState(this);
    }

    @Override
    protected List<CheckersMove> generateMoves() {
        long[] moves = MoveGenerator.legalMoves(core());
        List<CheckersMove> list = new ArrayList<>(moves.length);
        for (long move : moves) {
            list.add(MoveCode.toMove(move));
        }
        return list;
    }

    /**
     * Plays a move for the side to move.
     *
     * @param exact true for a move value, which must be a legal move as it is; false for a move as written
     */
    public Outcome<Move> play(ParsedMove written, String text, boolean exact) {
        if (isOver()) {
            return gameOver();
        }
        Outcome<Long> resolved = MoveResolver.resolve(core(), written, text, exact);
        if (!resolved.isAccepted()) {
            return Outcome.refused(resolved.refusal());
        }
        long code = resolved.value();
        CheckersMove move = MoveCode.toMove(code);
        core().make(code);
        return played(move);
    }

    /** The ending the position has reached, testing in the rules' order, or null while the game goes on. */
    @Override
    protected CheckersResult reachedEnding() {
        int without = core().sideWithoutPieces();
        if (without >= 0) {
            return CheckersResult.noPieces(Colour.ofIndex(without));
        }
        if (!core().canMove()) {
            return CheckersResult.noMove(Colour.ofIndex(core().turn()));
        }
        switch (core().drawn()) {
            case Core.REPETITION:
                return CheckersResult.repetition();
            case Core.NO_PROGRESS:
                return CheckersResult.noProgress(draws.noProgressMoves());
            default:
                return null;
        }
    }
}

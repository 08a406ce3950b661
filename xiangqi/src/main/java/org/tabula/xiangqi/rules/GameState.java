package org.tabula.xiangqi.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.engine.state.RulesState;
import org.tabula.api.Refusal;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;
import org.tabula.xiangqi.model.XiangqiResult;

/**
 * The state of one game and what moves do to it: the core, the moves played, the ending the rules reached.
 * {@link org.tabula.xiangqi.XiangqiGame} is the public face of it; what players do beside moving belongs to the
 * api's {@link org.tabula.api.Match}.
 *
 * <p>Every change is checked in full before anything is touched, so a refused one leaves the state as it was.
 */
public final class GameState extends RulesState<Core, XiangqiMove, XiangqiResult> {

    public final Position start;
    public final Limits limits;

    public GameState(Position start, Limits limits) {
        super(Core.of(Objects.requireNonNull(start, "start"), Objects.requireNonNull(limits, "limits")));
        this.start = start;
        this.limits = limits;
        judge();
    }

    private GameState(GameState other) {
        super(other);
        this.start = other.start;
        this.limits = other.limits;
    }

    /** An independent state, equal to this one. */
    public GameState copy() {
        return new GameState(this);
    }

    /** The legal moves ordered by the point left, then the point reached. */
    @Override
    protected List<XiangqiMove> generateMoves() {
        int[] moves = new int[Core.MAX_MOVES];
        int count = LegalMoves.generate(core(), moves, 0);
        int[] keys = new int[count];
        for (int i = 0; i < count; i++) {
            keys[i] = MoveCode.from(moves[i]) * Squares.COUNT + MoveCode.to(moves[i]);
        }
        Arrays.sort(keys);
        List<XiangqiMove> list = new ArrayList<>(count);
        for (int key : keys) {
            list.add(new XiangqiMove(key / Squares.COUNT, key % Squares.COUNT));
        }
        return list;
    }

    /** Plays a move for the side to move. */
    public Outcome<Move> play(XiangqiMove move) {
        if (isOver()) {
            return gameOver();
        }
        Optional<Refusal> refusal = MoveRefusals.check(core(), move);
        if (refusal.isPresent()) {
            return Outcome.refused(refusal.get());
        }
        core().make(MoveCode.encode(move));
        return played(move);
    }

    /** The ending the position has reached, testing in the rules' order, or null while the game goes on. */
    @Override
    protected XiangqiResult reachedEnding() {
        Colour toMove = Colour.values()[core().turn()];
        if (!LegalMoves.any(core(), new int[Core.MAX_MOVES], 0)) {
            return core().inCheck() ? XiangqiResult.checkmate(toMove) : XiangqiResult.stalemate(toMove);
        }
        if (core().repetitionLimitReached()) {
            return Repetition.judge(core());
        }
        if (core().noCaptureLimitReached()) {
            return XiangqiResult.noCapture(limits.noCapture());
        }
        return null;
    }

    /**
     * The facts a host shows beside the board: the last move in WXF, a check standing, the plies uncaptured.
     *
     * @param wxf writes a move in WXF from the position it was played on: the notation's, which the rules beneath
     *     it do not import
     */
    public Map<String, String> facts(BiFunction<Position, XiangqiMove, Optional<String>> wxf) {
        Map<String, String> facts = new LinkedHashMap<>();
        // The host names the last move in ICCS already; the reader's notation goes beside it.
        lastMoveWxf(wxf).ifPresent(last -> facts.put("last move in WXF", last));
        if (!isOver() && core().inCheck()) {
            facts.put("check", Colour.values()[core().turn()].word() + " is in check");
        }
        facts.put("no capture", core().noCapture() + (limits.noCapture() == 0 ? " plies" : " of "
                + limits.noCapture() + " plies"));
        return Collections.unmodifiableMap(facts);
    }

    /** The last move in WXF, written from the board before it. */
    private Optional<String> lastMoveWxf(BiFunction<Position, XiangqiMove, Optional<String>> wxf) {
        Optional<XiangqiMove> lastMove = lastMove();
        if (lastMove.isEmpty()) {
            return Optional.empty();
        }
        XiangqiMove last = lastMove.get();
        core().unmake();
        Position before = core().toPosition();
        core().make(MoveCode.encode(last));
        return wxf.apply(before, last);
    }
}

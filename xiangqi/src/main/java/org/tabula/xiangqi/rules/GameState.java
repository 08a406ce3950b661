package org.tabula.xiangqi.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.engine.state.GameOver;
import org.tabula.engine.state.MoveHistory;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Refusal;
import org.tabula.xiangqi.Colour;
import org.tabula.xiangqi.Position;
import org.tabula.xiangqi.Squares;
import org.tabula.xiangqi.XiangqiMove;
import org.tabula.xiangqi.XiangqiNotation;
import org.tabula.xiangqi.XiangqiResult;

/**
 * The state of one game and what moves do to it: the core, the moves played, the ending the rules reached.
 * {@link org.tabula.xiangqi.XiangqiGame} is the public face of it; what players do beside moving belongs to the
 * api's {@link org.tabula.api.Match}.
 *
 * <p>Every change is checked in full before anything is touched, so a refused one leaves the state as it was.
 */
public final class GameState {

    public final Position start;
    public final Limits limits;
    private final Core core;
    private final MoveHistory<XiangqiMove> history;
    private XiangqiResult result;

    public GameState(Position start, Limits limits) {
        this.start = Objects.requireNonNull(start, "start");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.core = Core.of(start, limits);
        this.history = MoveHistory.empty();
        this.result = reachedEnding();
    }

    private GameState(GameState other) {
        this.start = other.start;
        this.limits = other.limits;
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

    public Optional<XiangqiResult> result() {
        return Optional.ofNullable(result);
    }

    public List<XiangqiMove> history() {
        return history.moves();
    }

    public Optional<XiangqiMove> lastMove() {
        return history.last();
    }

    /** The legal moves ordered by the point left, then the point reached; none once the game is over. */
    public List<XiangqiMove> legalMoves() {
        if (result != null) {
            return List.of();
        }
        int[] moves = new int[Core.MAX_MOVES];
        int count = LegalMoves.generate(core, moves, 0);
        int[] keys = new int[count];
        for (int i = 0; i < count; i++) {
            keys[i] = MoveCode.from(moves[i]) * Squares.COUNT + MoveCode.to(moves[i]);
        }
        Arrays.sort(keys);
        List<XiangqiMove> list = new ArrayList<>(count);
        for (int key : keys) {
            list.add(new XiangqiMove(key / Squares.COUNT, key % Squares.COUNT));
        }
        return Collections.unmodifiableList(list);
    }

    /** Plays a move for the side to move. */
    public Outcome<Move> play(XiangqiMove move) {
        if (result != null) {
            return gameOver();
        }
        Optional<Refusal> refusal = MoveRefusals.check(core, move);
        if (refusal.isPresent()) {
            return Outcome.refused(refusal.get());
        }
        core.make(MoveCode.encode(move));
        history.add(move);
        result = reachedEnding();
        return Outcome.accepted(move);
    }

    /** Takes back the last move; the position it returns to is judged again, as when it was reached. */
    public Outcome<Move> undo() {
        if (history.isEmpty()) {
            return MatchRefusal.NOTHING_TO_UNDO.refuse();
        }
        core.unmake();
        XiangqiMove undone = history.removeLast();
        result = reachedEnding();
        return Outcome.accepted(undone);
    }

    /** The refusal of anything asked of a finished game. */
    public <T> Outcome<T> gameOver() {
        return GameOver.refusal(result.sentence());
    }

    /** The ending the position has reached, testing in the rules' order, or null while the game goes on. */
    private XiangqiResult reachedEnding() {
        Colour toMove = Colour.values()[core.turn()];
        if (!LegalMoves.any(core, new int[Core.MAX_MOVES], 0)) {
            return core.inCheck() ? XiangqiResult.checkmate(toMove) : XiangqiResult.stalemate(toMove);
        }
        if (core.repetitionLimitReached()) {
            return Repetition.judge(core);
        }
        if (core.noCaptureLimitReached()) {
            return XiangqiResult.noCapture(limits.noCapture());
        }
        return null;
    }

    /** The facts a host shows beside the board: the last move in WXF, a check standing, the plies uncaptured. */
    public Map<String, String> facts() {
        Map<String, String> facts = new LinkedHashMap<>();
        // The host names the last move in ICCS already; the reader's notation goes beside it.
        lastMoveWxf().ifPresent(wxf -> facts.put("last move in WXF", wxf));
        if (result == null && core.inCheck()) {
            facts.put("check", Colour.values()[core.turn()].word() + " is in check");
        }
        facts.put("no capture", core.noCapture() + (limits.noCapture() == 0 ? " plies" : " of "
                + limits.noCapture() + " plies"));
        return Collections.unmodifiableMap(facts);
    }

    /** The last move in WXF, written from the board before it. */
    public Optional<String> lastMoveWxf() {
        if (history.isEmpty()) {
            return Optional.empty();
        }
        core.unmake();
        Position before = core.toPosition();
        XiangqiMove last = history.last().orElseThrow();
        core.make(MoveCode.encode(last));
        return XiangqiNotation.wxfOf(before, last);
    }
}

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
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.xiangqi.Colour;
import org.tabula.xiangqi.Ending;
import org.tabula.xiangqi.Position;
import org.tabula.xiangqi.Squares;
import org.tabula.xiangqi.XiangqiMove;
import org.tabula.xiangqi.XiangqiNotation;
import org.tabula.xiangqi.XiangqiRefusal;
import org.tabula.xiangqi.XiangqiResult;

/**
 * The state of one game and what moves and players do to it: the core, the moves played, the ending, the draw
 * offer. {@link XiangqiGame} is the public face of it.
 *
 * <p>Every change is checked in full before anything is touched, so a refused one leaves the state as it was.
 *
 * <p>A draw offer stands until the other side accepts it, declines it or plays a move; the offerer's own move
 * leaves it standing. The offer standing before each move is kept beside the move, so undo puts it back as it
 * was; and undo after an agreed draw takes back the agreement only, the offer standing again.
 */
public final class GameState {

    public final Position start;
    public final Limits limits;
    private final Core core;
    private final List<XiangqiMove> history;
    /** The offer standing before each move of the history (null for none), in step with it. */
    private final List<Colour> offersBefore;
    private XiangqiResult result;
    private Colour offer;
    /** The offer that stood when the game was agreed drawn, for undo to put back; null otherwise. */
    private Colour agreedOffer;

    public GameState(Position start, Limits limits) {
        this.start = Objects.requireNonNull(start, "start");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.core = Core.of(start, limits);
        this.history = new ArrayList<>();
        this.offersBefore = new ArrayList<>();
        this.result = reachedEnding();
    }

    private GameState(GameState other) {
        this.start = other.start;
        this.limits = other.limits;
        this.core = other.core.copy();
        this.history = new ArrayList<>(other.history);
        this.offersBefore = new ArrayList<>(other.offersBefore);
        this.result = other.result;
        this.offer = other.offer;
        this.agreedOffer = other.agreedOffer;
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

    public Optional<Colour> offer() {
        return Optional.ofNullable(offer);
    }

    public List<XiangqiMove> history() {
        return List.copyOf(history);
    }

    public Optional<XiangqiMove> lastMove() {
        return history.isEmpty() ? Optional.empty() : Optional.of(history.get(history.size() - 1));
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

    /** Plays a move for the side to move; it withdraws the other side's draw offer, not the mover's own. */
    public Outcome<Move> play(XiangqiMove move) {
        if (result != null) {
            return gameOver();
        }
        Optional<Refusal> refusal = MoveRefusals.check(core, move);
        if (refusal.isPresent()) {
            return Outcome.refused(refusal.get());
        }
        Colour mover = Colour.values()[core.turn()];
        core.make(MoveCode.encode(move));
        history.add(move);
        offersBefore.add(offer);
        result = reachedEnding();
        if (offer != mover || result != null) {
            // Playing on answers the other side's offer; and an ended game has no offer standing.
            offer = null;
        }
        return Outcome.accepted(move);
    }

    /**
     * Takes back the last move, the position it returns to going on, with the offer that stood before it; after an
     * agreed draw, takes back the agreement only and answers with the last move, which stays played.
     */
    public Outcome<Move> undo() {
        if (history.isEmpty()) {
            return refuse(XiangqiRefusal.NO_MOVE_TO_UNDO);
        }
        if (result != null && result.ending() == Ending.AGREEMENT) {
            result = null;
            offer = agreedOffer;
            agreedOffer = null;
            return Outcome.accepted(history.get(history.size() - 1));
        }
        core.unmake();
        XiangqiMove undone = history.remove(history.size() - 1);
        offer = offersBefore.remove(offersBefore.size() - 1);
        agreedOffer = null;
        result = reachedEnding();
        return Outcome.accepted(undone);
    }

    /** Ends the game as a player did (resign, timeout, agreement); an offer standing goes with the game. */
    public Outcome<Result> end(XiangqiResult ending) {
        if (result != null) {
            return gameOver();
        }
        result = ending;
        offer = null;
        return Outcome.accepted(ending.toResult());
    }

    public Outcome<Side> offerDraw(Colour colour) {
        if (result != null) {
            return gameOver();
        }
        if (offer == colour.opponent()) {
            return refuse(XiangqiRefusal.OFFER_STANDING, offer.title());
        }
        offer = colour;
        return Outcome.accepted(colour.side());
    }

    public Outcome<Result> acceptDraw(Colour colour) {
        Outcome<Side> offered = answerable(colour, "accept");
        if (!offered.isAccepted()) {
            return Outcome.refused(offered.refusal());
        }
        Colour standing = offer;
        Outcome<Result> agreed = end(XiangqiResult.agreement());
        agreedOffer = standing;
        return agreed;
    }

    public Outcome<Side> declineDraw(Colour colour) {
        Outcome<Side> offered = answerable(colour, "decline");
        if (offered.isAccepted()) {
            offer = null;
        }
        return offered;
    }

    private Outcome<Side> answerable(Colour colour, String verb) {
        if (result != null) {
            return gameOver();
        }
        if (offer == colour) {
            return refuse(XiangqiRefusal.OWN_OFFER, colour.title(), verb, colour.opponent().title());
        }
        if (offer != colour.opponent()) {
            return refuse(XiangqiRefusal.NO_OFFER, colour.opponent().title(), verb);
        }
        return Outcome.accepted(colour.side());
    }

    /** The refusal of anything asked of a finished game. */
    public <T> Outcome<T> gameOver() {
        return refuse(XiangqiRefusal.GAME_OVER, result.sentence());
    }

    private static <T> Outcome<T> refuse(XiangqiRefusal reason, Object... arguments) {
        return Outcome.refused(reason.with(arguments));
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
        XiangqiMove last = history.get(history.size() - 1);
        core.make(MoveCode.encode(last));
        return XiangqiNotation.wxfOf(before, last);
    }

    /** Puts back an ending a record wrote; the caller checked that the game goes on. */
    public void endAs(XiangqiResult ending) {
        result = ending;
        offer = null;
    }
}

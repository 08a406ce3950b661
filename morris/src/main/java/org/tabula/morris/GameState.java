package org.tabula.morris;

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

/**
 * The state of one game and what moves and players do to it: the core, the moves played, the ending, the draw
 * offer. {@link MorrisGame} is the public face of it.
 *
 * <p>Every change is checked in full before anything is touched, so a refused one leaves the state as it was.
 */
final class GameState {

    final Position start;
    final boolean flying;
    final int noMillLimit;
    private final Core core;
    private final List<MorrisMove> history;
    private MorrisResult result;
    private Colour offer;

    GameState(Position start, boolean flying, int noMillLimit) {
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
        this.result = reachedEnding();
    }

    private GameState(GameState other) {
        this.start = other.start;
        this.flying = other.flying;
        this.noMillLimit = other.noMillLimit;
        this.core = other.core.copy();
        this.history = new ArrayList<>(other.history);
        this.result = other.result;
        this.offer = other.offer;
    }

    /** An independent state, equal to this one. */
    GameState copy() {
        return new GameState(this);
    }

    /** The live core, to read from; only this class changes it. */
    Core core() {
        return core;
    }

    /** How the game ended, or empty while it goes on. */
    Optional<MorrisResult> result() {
        return Optional.ofNullable(result);
    }

    /** The side whose draw offer stands, or empty. */
    Optional<Colour> offer() {
        return Optional.ofNullable(offer);
    }

    /** The moves played, in order, as an unmodifiable copy. */
    List<MorrisMove> history() {
        return List.copyOf(history);
    }

    /** The last move played, or empty. */
    Optional<MorrisMove> lastMove() {
        return history.isEmpty() ? Optional.empty() : Optional.of(history.get(history.size() - 1));
    }

    /** The legal moves in the fixed order; none once the game is over. */
    List<MorrisMove> legalMoves() {
        if (result != null) {
            return List.of();
        }
        int[] moves = new int[Core.MAX_MOVES];
        int count = core.generate(moves, 0);
        List<MorrisMove> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            list.add(MoveCode.toMove(moves[i]));
        }
        return Collections.unmodifiableList(list);
    }

    /** Plays a move for the side to move; a move withdraws any draw offer. */
    Outcome<Move> play(MorrisMove move) {
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
        offer = null;
        result = reachedEnding();
        return Outcome.accepted(move);
    }

    /** Takes back the last move; the position it returns to was going on, so any result is lifted. */
    Outcome<Move> undo() {
        if (history.isEmpty()) {
            return MorrisRefusal.NO_MOVE_TO_UNDO.refuse();
        }
        core.unmake();
        MorrisMove undone = history.remove(history.size() - 1);
        // The offer was made in the position just left behind, so it goes with it.
        offer = null;
        result = reachedEnding();
        return Outcome.accepted(undone);
    }

    /** Ends the game as a player did (resign, timeout, agreement); an offer standing goes with the game. */
    Outcome<Result> end(MorrisResult ending) {
        if (result != null) {
            return gameOver();
        }
        result = ending;
        offer = null;
        return Outcome.accepted(ending.toResult());
    }

    /** A side offers a draw; its own offer again changes nothing, the other side's must be answered first. */
    Outcome<Side> offerDraw(Colour colour) {
        if (result != null) {
            return gameOver();
        }
        if (offer == colour.opponent()) {
            return MorrisRefusal.OFFER_STANDING.refuse(offer.side().title());
        }
        offer = colour;
        return Outcome.accepted(colour.side());
    }

    /** A side accepts the other's offer: the game is drawn. */
    Outcome<Result> acceptDraw(Colour colour) {
        Outcome<Side> offered = answerable(colour, "accept");
        return offered.isAccepted() ? end(MorrisResult.agreement()) : Outcome.refused(offered.refusal());
    }

    /** A side declines the other's offer: the offer is gone and play goes on. */
    Outcome<Side> declineDraw(Colour colour) {
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
        if (offer != colour.opponent()) {
            return MorrisRefusal.NO_OFFER.refuse(colour.opponent().side().title(), verb);
        }
        return Outcome.accepted(colour.side());
    }

    /** The refusal of anything asked of a finished game. */
    <T> Outcome<T> gameOver() {
        return MorrisRefusal.GAME_OVER.refuse(result.sentence());
    }

    /** How often each position has stood since the last placement or capture, in the order they first stood. */
    Map<String, Integer> repetitionCounts() {
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
    Map<String, String> facts(Phase phase) {
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

    /** Puts back an ending a record wrote; the caller checked that the game goes on. */
    void endAs(MorrisResult ending) {
        result = ending;
        offer = null;
    }
}

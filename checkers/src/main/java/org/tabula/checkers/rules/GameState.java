package org.tabula.checkers.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.checkers.CheckersGame;
import org.tabula.checkers.CheckersMove;
import org.tabula.checkers.CheckersRefusal;
import org.tabula.checkers.CheckersResult;
import org.tabula.checkers.Colour;
import org.tabula.checkers.DrawAgreement;
import org.tabula.checkers.Ending;
import org.tabula.checkers.ParsedMove;
import org.tabula.checkers.Position;

/**
 * The state of one game and what moves and players do to it: the core, the moves played, the ending, the draw
 * offer, and the tags of the record it was read from. {@link CheckersGame} is the public face of it.
 *
 * <p>Every change is checked in full before anything is touched, so a refused one leaves the state as it was.
 */
public final class GameState {

    private final Position start;
    private final DrawRules draws;
    private final Map<String, String> tags;
    private final Core core;
    private final List<CheckersMove> history;
    /** The offer standing before each move of {@link #history}, to put back when the move is taken back. */
    private final List<Colour> offersBefore;
    private CheckersResult result;
    private Colour offer;
    /** The offer a draw by agreement accepted, to stand again when the agreement is taken back; else null. */
    private Colour agreed;

    /** A game beginning at a position, with no earlier moves, read with the given tags. */
    public GameState(Position start, DrawRules draws, Map<String, String> tags) {
        this.start = Objects.requireNonNull(start, "start");
        this.draws = Objects.requireNonNull(draws, "draws");
        this.tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        this.core = Core.of(start, draws.noProgressPlies(), draws.repetition());
        this.history = new ArrayList<>();
        this.offersBefore = new ArrayList<>();
        this.result = reachedEnding();
    }

    private GameState(GameState other) {
        this.start = other.start;
        this.draws = other.draws;
        this.tags = other.tags;
        this.core = other.core.copy();
        this.history = new ArrayList<>(other.history);
        this.offersBefore = new ArrayList<>(other.offersBefore);
        this.result = other.result;
        this.offer = other.offer;
        this.agreed = other.agreed;
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

    /** The live core, to read from; only this class changes it. */
    public Core core() {
        return core;
    }

    /** How the game ended, or empty while it goes on. */
    public Optional<CheckersResult> result() {
        return Optional.ofNullable(result);
    }

    /** The side whose draw offer stands, or empty. */
    public Optional<Colour> offer() {
        return Optional.ofNullable(offer);
    }

    /** The side whose offer the agreed draw that ended the game accepted, for the record; else empty. */
    public Optional<Colour> agreedOffer() {
        return result().filter(r -> r.ending() == Ending.AGREEMENT).flatMap(r -> Optional.ofNullable(agreed));
    }

    /** The moves played, in order, as an unmodifiable copy. */
    public List<CheckersMove> history() {
        return List.copyOf(history);
    }

    /** The last move played, or empty. */
    public Optional<CheckersMove> lastMove() {
        return history.isEmpty() ? Optional.empty() : Optional.of(history.get(history.size() - 1));
    }

    /** The legal moves in the fixed order; none once the game is over. */
    public List<CheckersMove> legalMoves() {
        if (result != null) {
            return List.of();
        }
        long[] moves = MoveGenerator.legalMoves(core);
        List<CheckersMove> list = new ArrayList<>(moves.length);
        for (long move : moves) {
            list.add(MoveCode.toMove(move));
        }
        return Collections.unmodifiableList(list);
    }

    /**
     * Plays a move for the side to move; the move answers the other side's draw offer, which goes, and leaves the
     * mover's own offer standing.
     *
     * @param exact true for a move value, which must be a legal move as it is; false for a move as written
     */
    public Outcome<Move> play(ParsedMove written, String text, boolean exact) {
        if (result != null) {
            return gameOver();
        }
        Outcome<Long> resolved = MoveResolver.resolve(core, written, text, exact);
        if (!resolved.isAccepted()) {
            return Outcome.refused(resolved.refusal());
        }
        long code = resolved.value();
        CheckersMove move = MoveCode.toMove(code);
        Colour mover = Colour.ofIndex(core.turn());
        core.make(code);
        history.add(move);
        offersBefore.add(offer);
        if (offer != mover) {
            offer = null;
        }
        result = reachedEnding();
        return Outcome.accepted(move);
    }

    /**
     * Takes back an agreed draw, the agreement only, the offer it accepted standing again; otherwise the last
     * move, with the offer as it stood before it. The position a move returns to was going on, so any result is
     * lifted.
     */
    public Outcome<Move> undo() {
        if (result != null && result.ending() == Ending.AGREEMENT) {
            result = null;
            offer = agreed;
            agreed = null;
            return Outcome.accepted(DrawAgreement.TAKEN_BACK);
        }
        if (history.isEmpty()) {
            return Outcome.refused(CheckersRefusal.NO_MOVE_TO_UNDO.with());
        }
        core.unmake();
        CheckersMove undone = history.remove(history.size() - 1);
        offer = offersBefore.remove(offersBefore.size() - 1);
        result = reachedEnding();
        return Outcome.accepted(undone);
    }

    /** Ends the game as a player did (resign, timeout, agreement); an offer standing goes with the game. */
    public Outcome<Result> end(CheckersResult ending) {
        if (result != null) {
            return gameOver();
        }
        result = ending;
        offer = null;
        return Outcome.accepted(ending.toResult());
    }

    /** A side offers a draw; its own offer again changes nothing, the other side's must be answered first. */
    public Outcome<Side> offerDraw(Colour colour) {
        if (result != null) {
            return gameOver();
        }
        if (offer == colour.opponent()) {
            return Outcome.refused(CheckersRefusal.OFFER_STANDING.with(offer.title()));
        }
        offer = colour;
        return Outcome.accepted(colour.side());
    }

    /** A side accepts the other's offer: the game is drawn, the offer kept for an undo to stand again. */
    public Outcome<Result> acceptDraw(Colour colour) {
        Outcome<Side> offered = answerable(colour, "accept");
        if (!offered.isAccepted()) {
            return Outcome.refused(offered.refusal());
        }
        endAs(CheckersResult.agreement());
        return Outcome.accepted(result.toResult());
    }

    /** A side declines the other's offer: the offer is gone and play goes on. */
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
            return Outcome.refused(
                    CheckersRefusal.OWN_OFFER.with(colour.title(), verb, colour.opponent().title()));
        }
        if (offer != colour.opponent()) {
            return Outcome.refused(CheckersRefusal.NO_OFFER.with(colour.opponent().title(), verb));
        }
        return Outcome.accepted(colour.side());
    }

    /** The refusal of anything asked of a finished game. */
    public <T> Outcome<T> gameOver() {
        return Outcome.refused(CheckersRefusal.GAME_OVER.with(result.sentence()));
    }

    /** The ending the position has reached, testing in the rules' order, or null while the game goes on. */
    private CheckersResult reachedEnding() {
        int without = core.sideWithoutPieces();
        if (without >= 0) {
            return CheckersResult.noPieces(Colour.ofIndex(without));
        }
        if (!core.canMove()) {
            return CheckersResult.noMove(Colour.ofIndex(core.turn()));
        }
        switch (core.drawn()) {
            case Core.REPETITION:
                return CheckersResult.repetition();
            case Core.NO_PROGRESS:
                return CheckersResult.noProgress(draws.noProgressMoves());
            default:
                return null;
        }
    }

    /**
     * Ends the game as a record or an accepted offer says; the caller checked that the game goes on. An agreement
     * keeps the offer standing, if one does, as the one it accepted.
     */
    public void endAs(CheckersResult ending) {
        agreed = ending.ending() == Ending.AGREEMENT ? offer : null;
        result = ending;
        offer = null;
    }
}

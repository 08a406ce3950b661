package org.tabula.engine.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.board.Mark;

/**
 * One game in progress over an immutable {@link PlayableState}: the bookkeeping every such game repeats, kept once
 * (the start, the state now and before each move, the moves played, play by text and by value, undo, copy, turn,
 * ply, status, chance, the places a move touches and the last move's marks). The game adds its id and sides (from
 * its provider), its texts and its layout. A game whose state is a mutable core for speed uses {@link RulesState}.
 *
 * <p>A chance outcome changes the state now without a move; undo takes back the last move and leaves the outcome
 * it was played on standing, as the state before it held it.
 *
 * @param <S> the game's immutable state
 * @param <M> the game's move
 */
public abstract class StateGame<S extends PlayableState<S, M>, M extends Move> implements Game {

    private final GameProvider provider;
    private final GameOptions options;
    private final Class<M> moveType;
    private final S start;
    private S now;
    private final List<S> before = new ArrayList<>();
    private final List<M> played = new ArrayList<>();

    /**
     * A game of the provider's (its id and sides) begun at {@code start} with no move played; {@code moveType} is
     * the class of the game's own moves.
     */
    protected StateGame(GameProvider provider, GameOptions options, Class<M> moveType, S start) {
        this.provider = Objects.requireNonNull(provider, "provider");
        this.options = Objects.requireNonNull(options, "options");
        this.moveType = Objects.requireNonNull(moveType, "moveType");
        this.start = Objects.requireNonNull(start, "start");
        this.now = start;
    }

    /** A new game of this kind with the same options, begun at {@code start}: what {@link #copy()} replays onto. */
    protected abstract StateGame<S, M> begun(S start);

    /** The places a legal move touches in the state, in the order a person points at them; none by default. */
    protected List<String> places(S state, M move) {
        return List.of();
    }

    /** The state the game began in. */
    public final S start() {
        return start;
    }

    /** The state now. */
    public final S now() {
        return now;
    }

    /** The state before each move played, in order. */
    public final List<S> before() {
        return List.copyOf(before);
    }

    @Override
    public final String gameId() {
        return provider.id();
    }

    @Override
    public final List<Side> sides() {
        return provider.sides();
    }

    @Override
    public final GameOptions options() {
        return options;
    }

    @Override
    public final Side turn() {
        return now.side();
    }

    @Override
    public final int ply() {
        return now.ply();
    }

    @Override
    public final Status status() {
        return GameOver.status(result());
    }

    @Override
    public final Optional<Result> result() {
        return now.result();
    }

    @Override
    public final List<M> legalMoves() {
        return List.copyOf(now.moves());
    }

    @Override
    public final Outcome<Move> play(String moveText) {
        Objects.requireNonNull(moveText, "moveText");
        return played(now.read(moveText));
    }

    @Override
    public final Outcome<Move> play(Move move) {
        return MovePlay.dispatch(move, moveType,
                own -> played(now.check(own).<Outcome<M>>map(Outcome::refused).orElse(Outcome.accepted(own))),
                this::play);
    }

    private Outcome<Move> played(Outcome<M> allowed) {
        if (!allowed.isAccepted()) {
            return Outcome.refused(allowed.refusal());
        }
        M move = allowed.value();
        before.add(now);
        played.add(move);
        now = now.after(move);
        return Outcome.accepted(move);
    }

    @Override
    public final Outcome<Move> undo() {
        if (played.isEmpty()) {
            return MatchRefusal.NOTHING_TO_UNDO.refuse();
        }
        now = before.remove(before.size() - 1);
        return Outcome.accepted(played.remove(played.size() - 1));
    }

    @Override
    public final List<M> history() {
        return List.copyOf(played);
    }

    /** An independent game begun where this one began, with the same moves and the same state now. */
    @Override
    public final Game copy() {
        StateGame<S, M> copy = begun(start);
        copy.before.addAll(before);
        copy.played.addAll(played);
        copy.now = now;
        return copy;
    }

    /**
     * The places a legal move touches now; a move of another making is read by its text, as play reads it.
     *
     * @throws IllegalArgumentException when the move is not legal now
     */
    @Override
    public final List<String> placesOf(Move move) {
        Objects.requireNonNull(move, "move");
        Outcome<M> own = moveType.isInstance(move) ? Outcome.accepted(moveType.cast(move)) : now.read(move.text());
        if (!own.isAccepted() || !now.moves().contains(own.value())) {
            throw new IllegalArgumentException(move.text() + " is not a legal move now");
        }
        return places(now, own.value());
    }

    /** The position text as the terminal's one line, until the game draws a board of its own. */
    @Override
    public BoardView view() {
        String line = position();
        return palette -> List.of(line);
    }

    @Override
    public final Optional<ChanceRequest> pendingChance() {
        return now.chance();
    }

    /** Supplies the outcome of the chance due; the outcome taken is its text with the blanks around it trimmed. */
    @Override
    public final Outcome<String> supplyChance(String outcome) {
        Outcome<S> next = now.supplied(Objects.requireNonNull(outcome, "outcome"));
        if (!next.isAccepted()) {
            return Outcome.refused(next.refusal());
        }
        now = next.value();
        return Outcome.accepted(outcome.strip());
    }

    /** The last move played, or empty before the first. */
    protected final Optional<M> lastMove() {
        return played.isEmpty() ? Optional.empty() : Optional.of(played.get(played.size() - 1));
    }

    /** The marks of the last move played, on the places it touched; none before the first. */
    protected final List<Mark> lastMoveMarks() {
        if (played.isEmpty()) {
            return List.of();
        }
        return places(before.get(before.size() - 1), played.get(played.size() - 1)).stream()
                .map(place -> new Mark(place, Mark.LAST_MOVE)).toList();
    }
}

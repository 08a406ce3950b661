package org.tabula.engine.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Status;
import org.tabula.api.board.Mark;

/**
 * One game in progress over an immutable state value: the game gives its state's moves, how a move is read and
 * checked, the state a move leads to and the ending a state has reached; the bookkeeping is kept here once (the
 * start, the state now and before each move, the moves played, play by text and by value, undo, copy, status,
 * the places a move touches and the last move's marks). A game whose state is a mutable core for speed uses
 * {@link RulesState} instead.
 *
 * <p>A chance outcome (a roll) changes the state now without a move ({@link #chanced}); undo takes back the last
 * move and leaves the outcome it was played on standing, as the state before it held it.
 *
 * @param <S> the game's immutable state
 * @param <M> the game's move
 */
public abstract class StateGame<S, M extends Move> implements Game {

    private final GameOptions options;
    private final Class<M> moveType;
    private final S start;
    private S now;
    private final List<S> before = new ArrayList<>();
    private final List<M> played = new ArrayList<>();

    /** A game begun at {@code start} with no move played; {@code moveType} is the class of the game's own moves. */
    protected StateGame(GameOptions options, Class<M> moveType, S start) {
        this.options = Objects.requireNonNull(options, "options");
        this.moveType = Objects.requireNonNull(moveType, "moveType");
        this.start = Objects.requireNonNull(start, "start");
        this.now = start;
    }

    /** The legal moves of a state, in the game's fixed order; none once it is over or while chance is due. */
    protected abstract List<M> movesIn(S state);

    /** The move a text names if it may be played in the state, or why not. Never throws. */
    protected abstract Outcome<M> read(S state, String text);

    /** Why a move of the game's own may not be played in the state, or empty when it may. */
    protected abstract Optional<Refusal> check(S state, M move);

    /** The state a move {@link #check} allowed leads to. */
    protected abstract S after(S state, M move);

    /** How the rules ended the game in the state, or empty while it goes on. */
    protected abstract Optional<Result> ending(S state);

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

    /** Puts the state a chance outcome led to in place of the state now; no move is played. */
    protected final void chanced(S next) {
        now = Objects.requireNonNull(next, "next");
    }

    @Override
    public final GameOptions options() {
        return options;
    }

    @Override
    public final Status status() {
        return GameOver.status(result());
    }

    @Override
    public final Optional<Result> result() {
        return ending(now);
    }

    @Override
    public final List<M> legalMoves() {
        return List.copyOf(movesIn(now));
    }

    @Override
    public final Outcome<Move> play(String moveText) {
        Objects.requireNonNull(moveText, "moveText");
        return played(read(now, moveText));
    }

    @Override
    public final Outcome<Move> play(Move move) {
        return MovePlay.dispatch(move, moveType,
                own -> played(check(now, own).<Outcome<M>>map(Outcome::refused).orElse(Outcome.accepted(own))),
                this::play);
    }

    private Outcome<Move> played(Outcome<M> allowed) {
        if (!allowed.isAccepted()) {
            return Outcome.refused(allowed.refusal());
        }
        M move = allowed.value();
        before.add(now);
        played.add(move);
        now = after(now, move);
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
        Outcome<M> own = moveType.isInstance(move) ? Outcome.accepted(moveType.cast(move)) : read(now, move.text());
        if (!own.isAccepted() || !movesIn(now).contains(own.value())) {
            throw new IllegalArgumentException(move.text() + " is not a legal move now");
        }
        return places(now, own.value());
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

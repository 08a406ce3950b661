package org.tabula.dicerace;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Mark;
import org.tabula.dicerace.board.RaceLayout;
import org.tabula.dicerace.rules.Die;
import org.tabula.dicerace.rules.RaceMove;
import org.tabula.dicerace.rules.RaceRefusal;
import org.tabula.dicerace.rules.RaceState;
import org.tabula.dicerace.text.PositionText;
import org.tabula.dicerace.text.RaceRecord;

/**
 * One dice race in progress: the rules' state now and before each move, which is all that undo and the record
 * need. It is the rules only; offers, resignations, timeouts and the record's marks belong to the
 * {@link org.tabula.api.Match} a host wraps it in. Undo takes back the last move and leaves the roll it was played
 * on standing.
 */
final class DiceRaceGame implements Game {

    private final GameOptions options;
    private final long seed;
    /** The state the game began in, which its record names when it is not the usual start. */
    private final RaceState start;
    private RaceState state;
    private final List<RaceState> before = new ArrayList<>();
    private final List<RaceMove> history = new ArrayList<>();

    DiceRaceGame(GameOptions options, RaceState start) {
        this(options, start, List.of(), List.of(), start);
    }

    /**
     * A game begun at {@code start} that has played {@code moves}, each from the state before it, and stands at
     * {@code now}.
     */
    DiceRaceGame(GameOptions options, RaceState start, List<RaceState> before, List<RaceMove> moves, RaceState now) {
        this.options = Objects.requireNonNull(options, "options");
        this.seed = options.integer(DiceRaceProvider.SEED);
        this.start = Objects.requireNonNull(start, "start");
        this.state = now;
        this.before.addAll(before);
        this.history.addAll(moves);
    }

    /** The record of this game with the marks of its match. */
    String record(MatchMarks marks) {
        return RaceRecord.write(seed, start, before, history, state, marks);
    }

    @Override
    public String gameId() {
        return DiceRaceProvider.ID;
    }

    @Override
    public GameOptions options() {
        return options;
    }

    @Override
    public List<Side> sides() {
        return RaceState.SIDES;
    }

    @Override
    public Side turn() {
        return state.side();
    }

    @Override
    public Status status() {
        return result().isPresent() ? Status.FINISHED : Status.ACTIVE;
    }

    @Override
    public Optional<Result> result() {
        return state.result();
    }

    @Override
    public int ply() {
        return state.ply();
    }

    @Override
    public List<RaceMove> legalMoves() {
        return state.moves();
    }

    @Override
    public Outcome<Move> play(String moveText) {
        Objects.requireNonNull(moveText, "moveText");
        return played(state.read(moveText));
    }

    @Override
    public Outcome<Move> play(Move move) {
        Objects.requireNonNull(move, "move");
        if (!(move instanceof RaceMove own)) {
            return play(move.text());
        }
        return played(state.check(own).<Outcome<RaceMove>>map(Outcome::refused).orElse(Outcome.accepted(own)));
    }

    /** Plays a move the rules allowed, or passes their refusal on with the game unchanged. */
    private Outcome<Move> played(Outcome<RaceMove> allowed) {
        if (!allowed.isAccepted()) {
            return Outcome.refused(allowed.refusal());
        }
        RaceMove move = allowed.value();
        before.add(state);
        history.add(move);
        state = state.after(move);
        return Outcome.accepted(move);
    }

    @Override
    public Outcome<Move> undo() {
        if (history.isEmpty()) {
            return MatchRefusal.NOTHING_TO_UNDO.refuse();
        }
        state = before.remove(before.size() - 1);
        return Outcome.accepted(history.remove(history.size() - 1));
    }

    @Override
    public List<RaceMove> history() {
        return List.copyOf(history);
    }

    @Override
    public String position() {
        return PositionText.write(state);
    }

    @Override
    public DiceRaceGame copy() {
        return new DiceRaceGame(options, start, before, history, state);
    }

    @Override
    public BoardView view() {
        String line = position();
        return palette -> List.of(line);
    }

    @Override
    public Optional<BoardLayout> layout() {
        List<Mark> marks = history.isEmpty() ? List.of()
                : RaceLayout.lastMove(before.get(before.size() - 1), history.get(history.size() - 1));
        return Optional.of(RaceLayout.of(state, marks));
    }

    @Override
    public List<String> placesOf(Move move) {
        Objects.requireNonNull(move, "move");
        // A move of another making is read by its text, as play(Move) reads it.
        RaceMove own = move instanceof RaceMove race ? race : RaceMove.parse(move.text())
                .orElseThrow(() -> new IllegalArgumentException(move.text() + " is not a dice race move"));
        return RaceLayout.placesOf(state, own);
    }

    @Override
    public Map<String, String> facts() {
        return Map.of("roll", state.roll() < 0 ? "to come" : Integer.toString(state.roll()));
    }

    @Override
    public Optional<ChanceRequest> pendingChance() {
        return state.rollDue() ? Optional.of(Die.request()) : Optional.empty();
    }

    @Override
    public Outcome<String> supplyChance(String outcome) {
        Outcome<Integer> face = state.readRoll(Objects.requireNonNull(outcome, "outcome"));
        if (!face.isAccepted()) {
            return Outcome.refused(face.refusal());
        }
        state = state.rolled(face.value());
        return Outcome.accepted(Die.FACES.get(face.value()));
    }

    @Override
    public Outcome<String> drawChance() {
        if (!state.rollDue()) {
            return RaceRefusal.NO_ROLL_DUE.refuse();
        }
        return supplyChance(Die.FACES.get(Die.drawn(seed, state)));
    }
}

package org.tabula.api.testgame;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tabula.api.BoardView;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;

/**
 * One dice race in progress: a test-only game with chance (a roll before every move) and extra turns (the
 * rosette), to try the conformance kit on what morris does not have. Undo takes back the last move and leaves the
 * roll it was played on standing.
 */
final class DiceRaceGame implements Game {

    static final List<Side> SIDES = List.of(Side.of("light"), Side.of("dark"));

    private final GameOptions options;
    private final long seed;
    private DiceRaceBoard board;
    private final List<DiceRaceBoard> before = new ArrayList<>();
    private final List<DiceRaceMove> history = new ArrayList<>();

    DiceRaceGame(GameOptions options, DiceRaceBoard start) {
        this.options = options;
        this.seed = options.integer(DiceRaceProvider.SEED);
        this.board = start;
    }

    private DiceRaceGame(DiceRaceGame other) {
        this(other.options, other.board);
        before.addAll(other.before);
        history.addAll(other.history);
    }

    DiceRaceBoard board() {
        return board;
    }

    /** The board before each move played, for the record's rolls. */
    List<DiceRaceBoard> before() {
        return List.copyOf(before);
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
        return SIDES;
    }

    @Override
    public Side turn() {
        return SIDES.get(board.turn());
    }

    @Override
    public Status status() {
        return result().isPresent() ? Status.FINISHED : Status.ACTIVE;
    }

    @Override
    public Optional<Result> result() {
        int winner = board.winner();
        return winner < 0 ? Optional.empty() : Optional.of(Result.win(SIDES.get(winner), "home",
                SIDES.get(winner).title() + " wins: both men are home"));
    }

    @Override
    public int ply() {
        return board.ply();
    }

    @Override
    public List<DiceRaceMove> legalMoves() {
        return status() == Status.FINISHED || board.roll() < 0 ? List.of() : board.moves();
    }

    @Override
    public Outcome<Move> play(String moveText) {
        Objects.requireNonNull(moveText, "moveText");
        Optional<DiceRaceMove> move = DiceRaceMove.parse(moveText);
        if (move.isEmpty()) {
            return Outcome.refused("not-a-move", "'" + moveText.strip() + "' is not a move: write a3 or pass.");
        }
        return play(move.get());
    }

    @Override
    public Outcome<Move> play(Move move) {
        Objects.requireNonNull(move, "move");
        if (!(move instanceof DiceRaceMove own)) {
            return play(move.text());
        }
        if (status() == Status.FINISHED) {
            return Outcome.refused("game-over", "The game is over.");
        }
        if (board.roll() < 0) {
            return Outcome.refused("roll-first", "Roll first.");
        }
        if (!board.moves().contains(own)) {
            return Outcome.refused("illegal-move", own.text() + " is not a move the roll of " + board.roll()
                    + " allows.");
        }
        before.add(board);
        history.add(own);
        board = board.after(own);
        return Outcome.accepted(own);
    }

    @Override
    public Outcome<Move> undo() {
        if (history.isEmpty()) {
            return MatchRefusal.NOTHING_TO_UNDO.refuse();
        }
        board = before.remove(before.size() - 1);
        return Outcome.accepted(history.remove(history.size() - 1));
    }

    @Override
    public List<DiceRaceMove> history() {
        return List.copyOf(history);
    }

    @Override
    public String position() {
        return DiceRaceText.position(board);
    }

    @Override
    public DiceRaceGame copy() {
        return new DiceRaceGame(this);
    }

    @Override
    public BoardView view() {
        return palette -> List.of(DiceRaceText.position(board));
    }

    @Override
    public Map<String, String> facts() {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("roll", board.roll() < 0 ? "to come" : Integer.toString(board.roll()));
        return facts;
    }

    @Override
    public Optional<ChanceRequest> pendingChance() {
        return status() == Status.ACTIVE && board.roll() < 0
                ? Optional.of(new ChanceRequest("roll a die of 0 to 3", DiceRaceBoard.OUTCOMES, true))
                : Optional.empty();
    }

    @Override
    public Outcome<String> supplyChance(String outcome) {
        if (pendingChance().isEmpty()) {
            return Outcome.refused("no-roll-due", "No roll is due.");
        }
        String value = Objects.requireNonNull(outcome, "outcome").strip();
        if (!DiceRaceBoard.OUTCOMES.contains(value)) {
            return Outcome.refused("not-a-roll", "'" + outcome + "' is not a roll: 0, 1, 2 or 3.");
        }
        board = board.rolled(Integer.parseInt(value));
        return Outcome.accepted(value);
    }

    @Override
    public Outcome<String> drawChance() {
        if (pendingChance().isEmpty()) {
            return Outcome.refused("no-roll-due", "No roll is due.");
        }
        // Drawn from the seed and the state alone, so the same game always rolls the same.
        long mixed = (seed ^ board.ply() * 0x9E3779B97F4A7C15L ^ board.men().hashCode()) * 0xBF58476D1CE4E5B9L;
        return supplyChance(DiceRaceBoard.OUTCOMES.get((int) Math.floorMod(mixed >>> 17, 4L)));
    }
}

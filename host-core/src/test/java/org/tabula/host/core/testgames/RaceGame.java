package org.tabula.host.core.testgames;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tabula.api.BoardView;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchRefusal;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Palette;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.board.BoardLayout;
import org.tabula.api.board.Dice;
import org.tabula.api.board.Mark;
import org.tabula.api.board.Piece;
import org.tabula.api.board.Place;

/**
 * A race with a three-sided die, written to test the host's handling of chance and of turns that do not
 * alternate: the side to move rolls (the game waits for chance), then moves its counter on by 1 up to the roll;
 * a roll of 3 gives the same side another turn. The first counter to reach the goal wins.
 */
final class RaceGame implements Game {

    static final Side RED = Side.of("red");
    static final Side BLACK = Side.of("black");
    private static final List<Side> SIDES = List.of(RED, BLACK);
    static final List<String> FACES = List.of("1", "2", "3");
    /** A 3 comes as often as a 1 and a 2 together, so that a host is held to the weights, not to the faces. */
    static final List<Long> WEIGHTS = List.of(1L, 1L, 2L);

    /** One move played: who played it, on which roll, and how far. */
    record Turn(int side, int roll, int steps) {
    }

    private final GameOptions options;
    private final int goal;
    private final long seed;
    private final int[] startAt;
    private final int startSide;
    private final List<Turn> history = new ArrayList<>();
    private int roll;

    RaceGame(GameOptions options, int[] startAt, int startSide, int startRoll) {
        this.options = options;
        this.goal = (int) options.integer("goal");
        this.seed = options.integer("seed");
        this.startAt = startAt.clone();
        this.startSide = startSide;
        this.roll = startRoll;
    }

    int at(int side) {
        int at = startAt[side];
        for (Turn turn : history) {
            at += turn.side() == side ? turn.steps() : 0;
        }
        return at;
    }

    private int sideIndex() {
        int side = startSide;
        for (Turn turn : history) {
            side = turn.roll() == 3 ? turn.side() : 1 - turn.side();
        }
        return side;
    }

    int roll() {
        return roll;
    }

    @Override
    public String gameId() {
        return "race";
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
        return SIDES.get(sideIndex());
    }

    @Override
    public Status status() {
        return result().isPresent() ? Status.FINISHED : Status.ACTIVE;
    }

    @Override
    public Optional<Result> result() {
        for (int side = 0; side < 2; side++) {
            if (at(side) >= goal) {
                Side winner = SIDES.get(side);
                return Optional.of(Result.win(winner, "home", winner.title() + " wins: home first"));
            }
        }
        return Optional.empty();
    }

    @Override
    public int ply() {
        return history.size();
    }

    @Override
    public List<RaceMove> legalMoves() {
        if (status() == Status.FINISHED || roll == 0) {
            return List.of();
        }
        List<RaceMove> moves = new ArrayList<>();
        for (int steps = 1; steps <= roll; steps++) {
            moves.add(new RaceMove(steps));
        }
        return moves;
    }

    @Override
    public Optional<ChanceRequest> pendingChance() {
        if (status() == Status.FINISHED || roll != 0) {
            return Optional.empty();
        }
        return Optional.of(new ChanceRequest("roll the three-sided die", FACES, WEIGHTS, seed != 0));
    }

    @Override
    public Outcome<String> supplyChance(String outcome) {
        if (pendingChance().isEmpty()) {
            return Outcome.refused("no-chance", "No roll is due.");
        }
        String face = outcome == null ? "" : outcome.strip();
        if (!FACES.contains(face)) {
            return Outcome.refused("bad-roll", "The die shows 1, 2 or 3, not '" + face + "'.");
        }
        roll = Integer.parseInt(face);
        return Outcome.accepted(face);
    }

    @Override
    public Outcome<String> drawChance() {
        if (pendingChance().isEmpty()) {
            return Outcome.refused("no-chance", "No roll is due.");
        }
        if (seed == 0) {
            return Outcome.refused("no-seed", "This game has no seed to roll with; supply the roll.");
        }
        return supplyChance(pendingChance().orElseThrow().draw(new SplittableRandom(seed * 1_000_003L + history.size())));
    }

    @Override
    public Outcome<Move> play(String moveText) {
        if (status() == Status.FINISHED) {
            return MatchRefusal.GAME_OVER.refuse(result().orElseThrow().sentence());
        }
        if (roll == 0) {
            return Outcome.refused("roll-first", "Roll first.");
        }
        String text = moveText == null ? "" : moveText.strip();
        for (RaceMove move : legalMoves()) {
            if (move.text().equals(text) || move.text().equals("+" + text)) {
                history.add(new Turn(sideIndex(), roll, move.steps()));
                roll = 0;
                return Outcome.accepted(move);
            }
        }
        return Outcome.refused("too-far", "With a roll of " + roll + ", move +1 to +" + roll + ", not '" + text + "'.");
    }

    @Override
    public Outcome<Move> play(Move move) {
        return play(move.text());
    }

    @Override
    public Outcome<Move> undo() {
        if (history.isEmpty()) {
            return MatchRefusal.NOTHING_TO_UNDO.refuse();
        }
        Turn last = history.remove(history.size() - 1);
        roll = last.roll();
        return Outcome.accepted(new RaceMove(last.steps()));
    }

    @Override
    public List<RaceMove> history() {
        return history.stream().map(turn -> new RaceMove(turn.steps())).toList();
    }

    /** {@code red/black/side/roll}, such as {@code 3/5/black/-} ({@code -} while the roll is due). */
    @Override
    public String position() {
        return at(0) + "/" + at(1) + "/" + turn().id() + "/" + (roll == 0 ? "-" : Integer.toString(roll));
    }

    /** Each move as {@code ROLL:+STEPS}, then {@code ROLL:} for a roll made and not yet moved on. */
    String moves() {
        List<String> tokens = new ArrayList<>();
        for (Turn turn : history) {
            tokens.add(turn.roll() + ":+" + turn.steps());
        }
        if (roll != 0) {
            tokens.add(roll + ":");
        }
        return String.join(" ", tokens);
    }

    @Override
    public RaceGame copy() {
        RaceGame copy = new RaceGame(options, startAt, startSide, 0);
        copy.history.addAll(history);
        copy.roll = roll;
        return copy;
    }

    /** The track as squares 0 to the goal in a row, both counters on it, the last counter moved marked. */
    @Override
    public Optional<BoardLayout> layout() {
        List<Place> squares = new ArrayList<>();
        for (int square = 0; square <= goal; square++) {
            squares.add(Place.square(Integer.toString(square), square + 1, 1, 1));
        }
        List<Piece> pieces = new ArrayList<>();
        for (int side = 0; side < 2; side++) {
            pieces.add(Piece.one(Integer.toString(Math.min(at(side), goal)), SIDES.get(side), "counter",
                    side == 0 ? "<&>" : ""));
        }
        List<Mark> marks = history.isEmpty() ? List.of() : List.of(new Mark(
                Integer.toString(Math.min(at(history.get(history.size() - 1).side()), goal)), Mark.LAST_MOVE));
        Optional<Dice> dice = roll == 0 ? Optional.empty()
                : Optional.of(new Dice(List.of(Integer.toString(roll)), Integer.toString(roll)));
        return Optional.of(BoardLayout.board(goal + 2, 2, squares, List.of(), List.of()).with(pieces, marks, dice));
    }

    @Override
    public BoardView view() {
        int[] at = {at(0), at(1)};
        return palette -> {
            List<String> lines = new ArrayList<>();
            for (int side = 0; side < 2; side++) {
                StringBuilder track = new StringBuilder();
                for (int square = 0; square <= goal; square++) {
                    track.append(square == Math.min(at[side], goal)
                            ? palette.paint(SIDES.get(side).id(), "o") : palette.paint(Palette.BOARD, "."));
                }
                lines.add(String.format("%-6s", SIDES.get(side).id()) + track);
            }
            return lines;
        };
    }

    @Override
    public Map<String, String> facts() {
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("roll", roll == 0 ? "due" : Integer.toString(roll));
        facts.put("red at", Integer.toString(at(0)));
        facts.put("black at", Integer.toString(at(1)));
        facts.put("goal", Integer.toString(goal));
        return facts;
    }
}

package org.tabula.dicerace.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Side;

/**
 * A dice race at one moment: the board, whose turn it is, the roll standing and the moves played. An immutable
 * value; the game keeps one for now and one for before each move, which is all undo needs.
 *
 * <p>Before every move the side to move rolls the die; a roll of 0 to 3 moves one man exactly that far, to home
 * (7) at the most. A man may not land on its own other man, nor on an enemy on the rosette; landing on the
 * rosette gives another turn. When the roll moves nobody, the only move is {@code pass}. A side wins when both
 * its men are home.
 *
 * @param board where the men stand
 * @param turn 0 for light, 1 for dark
 * @param roll the roll to move by, or -1 while the roll is to come
 * @param ply the moves played
 */
public record RaceState(Board board, int turn, int roll, int ply) {

    /** The sides, light first. */
    public static final List<Side> SIDES = List.of(Side.of("light"), Side.of("dark"));
    /** The usual start: every man off the track, light to roll. */
    public static final RaceState START = new RaceState(Board.START, 0, -1, 0);

    /** Checks each part, and that no roll stands once the game is over. */
    public RaceState {
        if (turn < 0 || turn > 1 || roll < -1 || roll >= Die.FACES.size() || ply < 0) {
            throw new IllegalArgumentException("turn 0 or 1, roll -1 to 3, ply 0 or more: " + turn + ", " + roll
                    + ", " + ply);
        }
        if (board.winner() >= 0 && roll >= 0) {
            throw new IllegalArgumentException("no roll stands once the game is over");
        }
    }

    /** The side to move. */
    public Side side() {
        return SIDES.get(turn);
    }

    /** How the rules ended the game, or empty while it goes on. */
    public Optional<Result> result() {
        int winner = board.winner();
        return winner < 0 ? Optional.empty() : Optional.of(Result.win(SIDES.get(winner), "home",
                SIDES.get(winner).title() + " wins: both men are home"));
    }

    /** Whether the die is to be rolled before the next move. */
    public boolean rollDue() {
        return board.winner() < 0 && roll < 0;
    }

    /** The moves the roll allows, man a first; a pass alone when it allows none; none before the roll or at the end. */
    public List<RaceMove> moves() {
        if (board.winner() >= 0 || roll < 0) {
            return List.of();
        }
        List<RaceMove> moves = new ArrayList<>();
        for (int m = 0; m < 2; m++) {
            int from = board.man(turn, m);
            int to = from + roll;
            if (roll > 0 && from < Board.HOME && to <= Board.HOME
                    && (to == Board.HOME || board.man(turn, 1 - m) != to)
                    && !(to == Board.ROSETTE && board.enemyOn(turn, to))) {
                moves.add(new RaceMove(m, to));
            }
        }
        return moves.isEmpty() ? List.of(RaceMove.PASS) : moves;
    }

    /** Why a move may not be played now; empty when it may. */
    public Optional<Refusal> check(RaceMove move) {
        Optional<Result> result = result();
        if (result.isPresent()) {
            return Optional.of(RaceRefusal.GAME_OVER.with(result.get().sentence()));
        }
        if (roll < 0) {
            return Optional.of(RaceRefusal.ROLL_FIRST.with(side().title()));
        }
        if (!moves().contains(move)) {
            return Optional.of(RaceRefusal.ILLEGAL_MOVE.with(move.text(), roll));
        }
        return Optional.empty();
    }

    /** The move a text names, if it may be played now, or why not. Never throws. */
    public Outcome<RaceMove> read(String text) {
        Optional<RaceMove> move = RaceMove.parse(text);
        if (move.isEmpty()) {
            return RaceRefusal.NOT_A_MOVE.refuse(text.strip());
        }
        Optional<Refusal> refusal = check(move.get());
        return refusal.isPresent() ? Outcome.refused(refusal.get()) : Outcome.accepted(move.get());
    }

    /** Why a roll may not be supplied now, or the face it names. Never throws. */
    public Outcome<Integer> readRoll(String text) {
        if (!rollDue()) {
            return RaceRefusal.NO_ROLL_DUE.refuse();
        }
        Optional<Integer> face = Die.face(text);
        return face.isPresent() ? Outcome.accepted(face.get()) : RaceRefusal.NOT_A_ROLL.refuse(text);
    }

    /** The state after a move {@link #check} allows: the turn passed on unless the rosette was reached, no roll yet. */
    public RaceState after(RaceMove move) {
        if (move.man() < 0) {
            return new RaceState(board, 1 - turn, -1, ply + 1);
        }
        return new RaceState(board.moved(turn, move.man(), move.to()),
                move.to() == Board.ROSETTE ? turn : 1 - turn, -1, ply + 1);
    }

    /** The state with its roll to come again, as it stood before the roll. */
    public RaceState unrolled() {
        return new RaceState(board, turn, -1, ply);
    }

    /** The state with a face rolled. */
    public RaceState rolled(int face) {
        return new RaceState(board, turn, face, ply);
    }
}

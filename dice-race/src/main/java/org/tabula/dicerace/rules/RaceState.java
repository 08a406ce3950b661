package org.tabula.dicerace.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Outcome;
import org.tabula.api.Refusal;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.engine.state.PlayableState;

/**
 * A dice race at one moment: where the four men stand, whose turn it is, the roll standing and the moves played.
 * An immutable value; refusals carry their codes ({@code roll-first}) and sentences.
 *
 * <p>Each side has two men, {@code a} and {@code b}, each at 0 (not yet on the track) to 7 (home); squares 1 to 6
 * hold one man each. Before every move the side to move rolls a die of 0 to 3 and moves one man exactly that far,
 * home at the most. A man may not land on its own other man, nor on an enemy on the rosette (3), where a man is
 * safe; landing on an enemy elsewhere sends it back to 0, and landing on the rosette gives another turn. When the
 * roll moves nobody the only move is {@code pass}. A side wins when both its men are home.
 *
 * @param men the squares of light's a and b, then dark's a and b
 * @param turn 0 for light, 1 for dark
 * @param roll the roll to move by, or -1 while the roll is to come
 * @param ply the moves played
 */
public record RaceState(List<Integer> men, int turn, int roll, int ply)
        implements PlayableState<RaceState, RaceMove> {

    /** The sides, light first. */
    public static final List<Side> SIDES = List.of(Side.of("light"), Side.of("dark"));
    /** The square a man has finished on. */
    public static final int HOME = 7;
    /** The safe square, which also gives another turn. */
    public static final int ROSETTE = 3;
    /** The die's faces, in canonical text. */
    public static final List<String> FACES = List.of("0", "1", "2", "3");
    /** The usual start: every man off the track, light to roll. */
    public static final RaceState START = new RaceState(List.of(0, 0, 0, 0), 0, -1, 0);

    /** Checks each part: four men at 0 to 7, no two on one square of the track, and no roll once the game is over. */
    public RaceState {
        men = List.copyOf(men);
        if (men.size() != 4 || men.stream().anyMatch(square -> square < 0 || square > HOME) || sharedSquare(men) > 0
                || turn < 0 || turn > 1 || roll < -1 || roll >= FACES.size() || ply < 0
                || (winnerOf(men) >= 0 && roll >= 0)) {
            throw new IllegalArgumentException("not a dice race: " + men + " " + turn + " " + roll + " " + ply);
        }
    }

    /** The first square of the track (1 to 6) that two of the men stand on, or 0 when none does. */
    public static int sharedSquare(List<Integer> men) {
        return men.stream().filter(square -> square > 0 && square < HOME && Collections.frequency(men, square) > 1)
                .findFirst().orElse(0);
    }

    /** The side both of whose men are home, or -1. */
    public static int winnerOf(List<Integer> men) {
        return men.get(0) == HOME && men.get(1) == HOME ? 0 : men.get(2) == HOME && men.get(3) == HOME ? 1 : -1;
    }

    /** The square of one man: side 0 (light) or 1 (dark), man 0 ({@code a}) or 1 ({@code b}). */
    public int man(int side, int man) {
        return men.get(side * 2 + man);
    }

    @Override
    public Side side() {
        return SIDES.get(turn);
    }

    @Override
    public Optional<Result> result() {
        return winnerOf(men) < 0 ? Optional.empty() : Optional.of(Result.win(SIDES.get(winnerOf(men)), "home",
                SIDES.get(winnerOf(men)).title() + " wins: both men are home"));
    }

    /** The moves the roll allows, man a first; a pass alone when it allows none; none before the roll or at the end. */
    @Override
    public List<RaceMove> moves() {
        if (winnerOf(men) >= 0 || roll < 0) {
            return List.of();
        }
        List<RaceMove> moves = new ArrayList<>();
        for (int m = 0; m < 2; m++) {
            int to = man(turn, m) + roll;
            boolean enemyOnRosette = to == ROSETTE && (man(1 - turn, 0) == to || man(1 - turn, 1) == to);
            if (roll > 0 && man(turn, m) < HOME && to <= HOME && (to == HOME || man(turn, 1 - m) != to)
                    && !enemyOnRosette) {
                moves.add(new RaceMove(m, to));
            }
        }
        return moves.isEmpty() ? List.of(RaceMove.PASS) : moves;
    }

    @Override
    public Optional<Refusal> check(RaceMove move) {
        if (result().isPresent()) {
            return Optional.of(new Refusal("game-over", "The game is over: " + result().get().sentence() + "."));
        }
        if (roll < 0) {
            return Optional.of(new Refusal("roll-first", side().title()
                    + " rolls first: there is no roll to move by."));
        }
        return moves().contains(move) ? Optional.empty() : Optional.of(new Refusal("illegal-move",
                move.text() + " is not a move the roll of " + roll + " allows."));
    }

    @Override
    public Outcome<RaceMove> read(String text) {
        Optional<RaceMove> move = RaceMove.parse(text);
        if (move.isEmpty()) {
            return Outcome.refused("not-a-move", "'" + text.strip() + "' is not a move: write a3 or pass.");
        }
        return check(move.get()).<Outcome<RaceMove>>map(Outcome::refused).orElse(Outcome.accepted(move.get()));
    }

    @Override
    public Optional<ChanceRequest> chance() {
        // Four faces, equally likely; the game may draw the roll itself, and a host may supply any face.
        return winnerOf(men) >= 0 || roll >= 0 ? Optional.empty()
                : Optional.of(new ChanceRequest("roll a die of 0 to 3", FACES, List.of(1L, 1L, 1L, 1L), true));
    }

    /** The state with the face a text names rolled, blanks around it forgiven, or why not. Never throws. */
    @Override
    public Outcome<RaceState> supplied(String outcome) {
        int face = FACES.indexOf(outcome.strip());
        if (chance().isEmpty()) {
            return Outcome.refused("no-roll-due", "No roll is due.");
        }
        return face < 0 ? Outcome.refused("not-a-roll", "'" + outcome + "' is not a roll: 0, 1, 2 or 3.")
                : Outcome.accepted(rolled(face));
    }

    /** The state after a move {@link #check} allows: an enemy hit sent back, the turn passed on off the rosette. */
    @Override
    public RaceState after(RaceMove move) {
        if (move.man() < 0) {
            return new RaceState(men, 1 - turn, -1, ply + 1);
        }
        List<Integer> next = new ArrayList<>(men);
        next.set(turn * 2 + move.man(), move.to());
        for (int enemy = (1 - turn) * 2; enemy < (1 - turn) * 2 + 2; enemy++) {
            if (move.to() < HOME && next.get(enemy) == move.to()) {
                next.set(enemy, 0);
            }
        }
        return new RaceState(next, move.to() == ROSETTE ? turn : 1 - turn, -1, ply + 1);
    }

    /** The state with a face rolled, or with its roll to come again (-1). */
    public RaceState rolled(int face) {
        return new RaceState(men, turn, face, ply);
    }

    /**
     * The face a seeded game rolls here: from the seed and the state alone, so the same game always rolls the
     * same and no random source is kept (engines are pure).
     */
    public int drawn(long seed) {
        long mixed = (seed ^ ply * 0x9E3779B97F4A7C15L ^ men.hashCode()) * 0xBF58476D1CE4E5B9L;
        return (int) Math.floorMod(mixed >>> 17, (long) FACES.size());
    }
}

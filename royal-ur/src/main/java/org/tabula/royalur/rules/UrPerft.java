package org.tabula.royalur.rules;

import java.util.List;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Seed;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRules;

/**
 * Perft of the Royal Game of Ur, counted on positions: the number of ways to play {@code depth} plies, where a ply
 * is a move or a turn lost, as a record writes one a line.
 *
 * <p>Chance is counted by roll, not by the ways the dice fall: each roll the dice can make is one branch, however
 * likely (in a game with a seed, only the roll the seed throws there). A roll that allows no move is a turn lost,
 * one ply and one branch; otherwise the roll stands and each move it allows is a ply. A move onto a rosette is a
 * ply like any other, followed by the same side's throw. A finished game has no plies. This is the count
 * Game::RoyalUr::Engine's {@code walk} describes.
 */
public final class UrPerft {

    private final UrRules rules;
    private final Seed seed;
    private final int opening;
    private final int plyCap;

    public UrPerft(UrRules rules, Seed seed, int opening, int plyCap) {
        this.rules = rules;
        this.seed = seed;
        this.opening = opening;
        this.plyCap = plyCap;
    }

    /** The count from a position of a game that goes on: a roll due, or a roll standing. */
    public long count(Position position, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (over(position)) {
            return 0;
        }
        return position.rollDue() ? throwsFrom(position, depth) : movesFrom(position, depth);
    }

    private long throwsFrom(Position position, int depth) {
        long count = 0;
        for (int roll : rolls(position)) {
            if (MoveGenerator.hasMove(position, rules, roll)) {
                count += movesFrom(position.withRoll(roll), depth);
            } else {
                count += count(MoveGenerator.forfeit(position), depth - 1);
            }
        }
        return count;
    }

    private long movesFrom(Position position, int depth) {
        List<UrMove> moves = MoveGenerator.legalMoves(position, rules);
        if (depth == 1) {
            return moves.size();
        }
        long count = 0;
        for (UrMove move : moves) {
            count += count(MoveGenerator.apply(position, rules, move), depth - 1);
        }
        return count;
    }

    private List<Integer> rolls(Position position) {
        if (seed == null) {
            return rules.rolls();
        }
        return List.of(rules.rollOfFaces(seed.faces((long) opening + position.ply(), rules.dice())));
    }

    private boolean over(Position position) {
        return position.winner() != null || (plyCap > 0 && position.ply() >= plyCap);
    }
}

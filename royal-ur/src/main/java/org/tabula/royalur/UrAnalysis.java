package org.tabula.royalur;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.tabula.api.Analysis;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;
import org.tabula.royalur.rules.GameState;
import org.tabula.royalur.rules.MoveGenerator;

/**
 * A game's exact chance to win with best play, read from the two-piece table of its rule set wherever each side has
 * at most two pieces left to bring home: pieces already home take no part in the race, so such a position is one of
 * the two-piece game's. Before a throw the chance is the mean over the rolls; with a roll standing it is the best
 * move's, and the best moves are those that keep it.
 */
final class UrAnalysis {

    /** The pieces a side may have left to bring home for the table to know the position. */
    static final int TABLE_PIECES = 2;
    /** Two moves whose chances differ by no more than this keep the same chance. */
    private static final double SAME = 1e-9;
    private static final double TOLERANCE = 1e-12;
    /** One table a rule set, built the first time it is asked for (about a second) and kept: they are few and small. */
    private static final Map<UrRules, WinChances> TABLES = new ConcurrentHashMap<>();

    private UrAnalysis() {
    }

    /**
     * The analysis of a game's position, or empty when the game is over, a side has more than two pieces left, or
     * a cap of turns could draw the game (the table plays every game out).
     */
    static Optional<Analysis> of(GameState state) {
        Position position = state.position();
        if (state.result().isPresent() || state.plyCap > 0 || left(position, UrSide.LIGHT) > TABLE_PIECES
                || left(position, UrSide.DARK) > TABLE_PIECES) {
            return Optional.empty();
        }
        UrRules rules = state.rules;
        WinChances table = TABLES.computeIfAbsent(UrRules.of(rules.route(), rules.dice(), rules.zeroRolls(),
                rules.safeRosettes(), TABLE_PIECES), small -> WinChances.of(small, TOLERANCE));
        if (position.rollDue()) {
            return Optional.of(Analysis.chances(chanceOfTurn(table, position, position.turn()), List.of(),
                    "the two-piece table: the exact chance before the throw, with best play on every roll to come"
                            + " and the dice thrown fair"));
        }
        double best = -1;
        List<String> keeping = new ArrayList<>();
        for (UrMove move : state.legalMoves()) {
            double worth = chanceOfTurn(table, MoveGenerator.apply(position, rules, move), position.turn());
            if (worth > best + SAME) {
                best = worth;
                keeping.clear();
            }
            if (worth >= best - SAME) {
                keeping.add(move.text());
            }
        }
        return Optional.of(Analysis.chances(best, keeping, "the two-piece table: the exact chance with the roll of "
                + position.roll() + " standing, with best play on every roll to come and the dice thrown fair"));
    }

    /** The chance of {@code side} in a position with a throw due, whichever side throws. */
    private static double chanceOfTurn(WinChances table, Position position, UrSide side) {
        double thrower = table.chanceToWin(asTwoPieces(position));
        return position.turn() == side ? thrower : 1 - thrower;
    }

    private static int left(Position position, UrSide side) {
        return position.hand(side) + position.onBoard(side);
    }

    /** The same race with the pieces already home left out: each side's home made up to two. */
    private static Position asTwoPieces(Position position) {
        return new Position(position.light(), position.dark(), position.turn(), 0, position.lightHand(),
                TABLE_PIECES - left(position, UrSide.LIGHT), position.darkHand(),
                TABLE_PIECES - left(position, UrSide.DARK), 0);
    }
}

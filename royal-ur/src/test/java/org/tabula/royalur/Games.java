package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.tabula.api.MatchMarks;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.royalur.model.Squares;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/** Games built for the tests: random ones, and ones played from written turns. */
public final class Games {

    private Games() {
    }

    /** A game of random dice and random legal moves from the seed, at most {@code turns} throws long. */
    static RoyalUrGame random(long seed, UrRules rules, int turns) {
        Random random = new Random(seed);
        RoyalUrGame game = RoyalUrGame.newGame(rules, random.nextBoolean() ? UrSide.LIGHT : UrSide.DARK,
                Optional.empty());
        for (int i = 0; i < turns && game.status() == Status.ACTIVE; i++) {
            step(game, random);
        }
        return game;
    }

    /** One step of a random game: the dice thrown when due, else a random legal move. */
    static void step(RoyalUrGame game, Random random) {
        if (game.pendingChance().isPresent()) {
            List<String> outcomes = game.pendingChance().get().outcomes();
            assertThat(game.supplyChance(outcomes.get(random.nextInt(outcomes.size()))).isAccepted()).isTrue();
        } else {
            List<UrMove> moves = game.legalMoves();
            assertThat(game.play(moves.get(random.nextInt(moves.size()))).isAccepted()).isTrue();
        }
    }

    /**
     * A Finkel game from a position text with the roll given standing, or from the start when the position is
     * null; the throws and moves are then played in turn: a throw is faces (supplied as chance) or a roll alone
     * ({@link RoyalUrGame#supplyRoll(int)}), anything else a move.
     */
    static RoyalUrGame played(UrRules rules, String position, String... steps) {
        RoyalUrProvider provider = new RoyalUrProvider();
        RoyalUrGame game = position == null ? RoyalUrGame.newGame(rules, UrSide.LIGHT, Optional.empty())
                : provider.fromPosition(position, RoyalUrProvider.options(rules, Optional.empty(), UrSide.LIGHT, 0,
                0));
        for (String step : steps) {
            boolean accepted;
            if (step.matches("[01]{" + rules.dice() + "}")) {
                accepted = game.supplyChance(step).isAccepted();
            } else if (step.matches("[0-9]")) {
                accepted = game.supplyRoll(step.charAt(0) - '0').isAccepted();
            } else {
                accepted = game.play(step).isAccepted();
            }
            assertThat(accepted).as("%s in %s", step, game.position()).isTrue();
        }
        return game;
    }

    /**
     * A position text from the squares of light's and dark's pieces (names separated by spaces), the side to move
     * ({@code l} or {@code d}), the roll ({@code -} for none) and the pieces in hand and home of each side.
     */
    public static String position(String light, String dark, char side, String roll, int lightHand, int lightHome,
            int darkHand, int darkHome) {
        char[][] rows = new char[4][];
        for (int row = 1; row <= 3; row++) {
            rows[row] = (row == 2 ? "........" : "....xx..").toCharArray();
        }
        put(rows, light, 'l');
        put(rows, dark, 'd');
        return new String(rows[3]) + "/" + new String(rows[2]) + "/" + new String(rows[1]) + " " + side + " " + roll
                + " " + lightHand + " " + lightHome + " " + darkHand + " " + darkHome + " 10";
    }

    private static void put(char[][] rows, String squares, char letter) {
        for (String name : squares.split(" ")) {
            if (!name.isEmpty()) {
                int cell = Squares.parse(name);
                rows[Squares.row(cell)][Squares.file(cell)] = letter;
            }
        }
    }

    /** The record of a game with no marks, as a match with no player's ending writes it. */
    static String recordOf(RoyalUrGame game) {
        return new RoyalUrProvider().writeRecord(game, MatchMarks.NONE);
    }

    /** A game read back from its record (the marks left aside), as a match reads it. */
    static RoyalUrGame read(String record) {
        RoyalUrProvider provider = new RoyalUrProvider();
        return (RoyalUrGame) provider.readRecord(record, provider.newGame().options()).game();
    }

    /** Everything a caller can see of a game, to compare a game before and after. */
    record Snapshot(String position, String record, List<UrMove> history, List<UrMove> legalMoves,
            Optional<String> chance, int ply, Side turn, Status status, Optional<Result> result,
            Map<String, String> facts, List<String> view) {

        static Snapshot of(RoyalUrGame game) {
            return new Snapshot(game.position(), recordOf(game), game.history(), game.legalMoves(),
                    game.pendingChance().map(c -> c.description() + c.outcomes() + c.selfDrawn()), game.ply(),
                    game.turn(), game.status(), game.result(), game.facts(), game.view().draw());
        }
    }
}

package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.tabula.api.GameOptions;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;

/** Games built from FENs and moves, random games, and a game's whole visible state, for the tests. */
public final class Fixtures {

    private Fixtures() {
    }

    /** A game from a FEN (or a position text), with the default rules. */
    static CheckersGame game(String fen) {
        return CheckersGame.fromPosition(fen);
    }

    /** A game from a FEN, with options given as name, value, name, value... */
    static CheckersGame game(String fen, String... options) {
        return new CheckersProvider().fromPosition(fen, options(options));
    }

    /** The options of the provider with the given names and values, the rest at their defaults. */
    static GameOptions options(String... pairs) {
        Map<String, String> given = new java.util.LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            given.put(pairs[i], pairs[i + 1]);
        }
        return GameOptions.of(new CheckersProvider().options(), given);
    }

    /** A new game with the moves played, each of which must be accepted. */
    static CheckersGame played(String... moves) {
        return playAll(CheckersGame.newGame(), moves);
    }

    /** The game with the moves played, each of which must be accepted. */
    static CheckersGame playAll(CheckersGame game, String... moves) {
        for (String move : moves) {
            assertThat(game.play(move).isAccepted()).as("%s in %s: %s", move, game.position(),
                    game.play(move)).isTrue();
        }
        return game;
    }

    /** A game of random legal moves from the seed, at most {@code plies} long, with the default rules. */
    public static CheckersGame randomGame(long seed, int plies) {
        return randomGame(CheckersGame.newGame(), seed, plies);
    }

    /** The game with at most {@code plies} random legal moves from the seed played on it. */
    static CheckersGame randomGame(CheckersGame game, long seed, int plies) {
        Random random = new Random(seed);
        for (int i = 0; i < plies && game.status() == Status.ACTIVE; i++) {
            List<CheckersMove> moves = game.legalMoves();
            assertThat(game.play(moves.get(random.nextInt(moves.size()))).isAccepted()).isTrue();
        }
        return game;
    }

    /** Everything a caller can see of a game, to compare a game before and after. */
    record Snapshot(String position, String record, List<CheckersMove> history, List<CheckersMove> legalMoves,
            Map<String, Integer> repetitions, int noProgress, int ply, Side turn, Status status,
            Optional<Result> result, Optional<Side> offer, Board board, Map<String, String> facts) {

        static Snapshot of(CheckersGame game) {
            return new Snapshot(game.position(), game.record(), game.history(), List.copyOf(game.legalMoves()),
                    Map.copyOf(game.repetitionCounts()), game.noProgress(), game.ply(), game.turn(), game.status(),
                    game.result(), game.drawOfferedBy(), game.board(), Map.copyOf(game.facts()));
        }
    }
}

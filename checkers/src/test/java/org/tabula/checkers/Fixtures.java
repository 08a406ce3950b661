package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.MatchMarks;
import org.tabula.api.Move;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.checkers.model.Board;
import org.tabula.checkers.model.CheckersMove;

/** Games built from FENs and moves, random games, matches, and a match's whole visible state, for the tests. */
public final class Fixtures {

    /** The provider, which keeps no state. */
    static final CheckersProvider PROVIDER = new CheckersProvider();

    private Fixtures() {
    }

    /** A match of a game as it stands; the match owns the game from now on. */
    static Match match(CheckersGame game) {
        return Match.of(PROVIDER, game);
    }

    /** A match of a new game with the moves played, each of which must be accepted. */
    static Match matchPlayed(String... moves) {
        return match(played(moves));
    }

    /** The record of a game with no marks: its PDN. */
    public static String record(CheckersGame game) {
        return PROVIDER.writeRecord(game, MatchMarks.NONE);
    }

    /** A match read back from PDN with the default options, its marks put back. */
    public static Match fromPdn(String text) {
        return Match.fromRecord(PROVIDER, text, GameOptions.defaults(PROVIDER.options()));
    }

    /** The rules state of a match, as checkers' own class. */
    public static CheckersGame state(Match match) {
        return (CheckersGame) match.state();
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

    /** Everything a caller can see of a game or a match, to compare one before and after. */
    record Snapshot(String position, String record, List<Move> history, List<Move> legalMoves,
            Map<String, Integer> repetitions, int noProgress, int ply, Side turn, Status status,
            Optional<Result> result, Optional<Side> offer, Board board, Map<String, String> facts) {

        static Snapshot of(CheckersGame game) {
            return of(match(game.copy()));
        }

        static Snapshot of(Match match) {
            CheckersGame game = state(match);
            return new Snapshot(match.position(), match.record(), List.copyOf(match.history()),
                    List.copyOf(match.legalMoves()),
                    Map.copyOf(game.repetitionCounts()), game.noProgress(), game.ply(), match.turn(),
                    match.status(), match.result(), match.drawOfferedBy(), game.board(), Map.copyOf(game.facts()));
        }
    }
}

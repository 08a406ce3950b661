package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabula.api.MatchMarks;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.morris.model.Board;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Points;
import org.tabula.morris.rules.Core;

/** Positions built from the points of each side's men, and a game's whole visible state, for the tests. */
public final class Fixtures {

    private Fixtures() {
    }

    /**
     * A position text from the points of white's and black's men (names separated by spaces), the side to move
     * ({@code w} or {@code b}), the men in hand and the two counts.
     */
    public static String position(String white, String black, char turn, int whiteInHand, int blackInHand, int noMill,
            int ply) {
        char[] board = ".".repeat(Points.COUNT).toCharArray();
        put(board, white, 'W');
        put(board, black, 'B');
        return new String(board) + " " + turn + " " + whiteInHand + " " + blackInHand + " " + noMill + " " + ply;
    }

    /** A position in the moving phase: nobody has men in hand. */
    public static String moving(String white, String black, char turn) {
        return position(white, black, turn, 0, 0, 0, 40);
    }

    /** A game from a moving position, with flying. */
    public static MorrisGame game(String white, String black, char turn) {
        return MorrisGame.fromPosition(moving(white, black, turn));
    }

    /** A new game with the moves played, each of which must be accepted. */
    public static MorrisGame played(String... moves) {
        return playAll(MorrisGame.newGame(), moves);
    }

    /** The game with the moves played, each of which must be accepted. */
    public static MorrisGame playAll(MorrisGame game, String... moves) {
        for (String move : moves) {
            assertThat(game.play(move).isAccepted()).as("%s in %s", move, game.position()).isTrue();
        }
        return game;
    }

    /** The rules state with the moves played, each of which must be accepted. */
    public static MorrisState playAll(MorrisState game, String... moves) {
        for (String move : moves) {
            assertThat(game.play(move).isAccepted()).as("%s in %s", move, game.position()).isTrue();
        }
        return game;
    }

    /**
     * The fast core of a game, standing where it stands: the way in for the tests of the engine's packages, since
     * {@code MorrisGame.core()} stays package-private.
     */
    public static Core core(MorrisGame game) {
        return game.core();
    }

    private static void put(char[] board, String points, char glyph) {
        for (String name : points.split("\\s+")) {
            if (!name.isEmpty()) {
                board[Points.parse(name).orElseThrow()] = glyph;
            }
        }
    }

    /** Everything a caller can see of a game, to compare a game before and after. */
    public record Snapshot(String position, String record, List<MorrisMove> history, List<MorrisMove> legalMoves,
            Map<String, Integer> repetitions, int noMill, int ply, Side turn, Status status,
            Optional<Result> result, Optional<Side> offer, Board board) {

        public static Snapshot of(MorrisGame game) {
            return new Snapshot(game.position(), game.record(), game.history(), List.copyOf(game.legalMoves()),
                    Map.copyOf(game.repetitionCounts()), game.noMill(), game.ply(), game.turn(), game.status(),
                    game.result(), game.drawOfferedBy(), game.board());
        }

        /** A rules state's, its record written with no marks and no offer standing. */
        public static Snapshot of(MorrisState game) {
            return new Snapshot(game.position(), new MorrisProvider().writeRecord(game, MatchMarks.NONE),
                    game.history(), List.copyOf(game.legalMoves()), Map.copyOf(game.repetitionCounts()),
                    game.noMill(), game.ply(), game.turn(), game.status(), game.result(), Optional.empty(),
                    game.board());
        }
    }
}

package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.MatchMarks;
import org.tabula.api.Move;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;

/**
 * Positions built from a list of pieces, games played from them, and a game's whole visible state; public for the
 * tests of the engine's packages.
 */
public final class Fixtures {

    private Fixtures() {
    }

    /**
     * The FEN of the pieces given as FEN letter and point, separated by spaces ({@code "Ke0 ke9 Rh2"}), with the
     * side to move ({@code w} or {@code b}).
     */
    public static String fen(String pieces, char turn) {
        char[][] board = new char[Squares.RANKS][Squares.FILES];
        for (String piece : pieces.trim().split("\\s+")) {
            int square = Squares.parse(piece.substring(1)).orElseThrow();
            board[Squares.rank(square)][Squares.file(square)] = piece.charAt(0);
        }
        StringBuilder fen = new StringBuilder();
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Squares.FILES; file++) {
                char c = board[rank][file];
                if (c == 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        fen.append(empty);
                    }
                    empty = 0;
                    fen.append(c);
                }
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        return fen.append(' ').append(turn).append(" - - 0 1").toString();
    }

    /** The position of the pieces, as {@link #fen(String, char)} writes them. */
    public static Position position(String pieces, char turn) {
        return XiangqiNotation.parseFen(fen(pieces, turn));
    }

    /** A game from the pieces, with the default limits. */
    static XiangqiGame game(String pieces, char turn) {
        return XiangqiGame.fromPosition(position(pieces, turn));
    }

    /** A new game with the moves played, each of which must be accepted. */
    static XiangqiGame played(String... moves) {
        return playAll(XiangqiGame.newGame(), moves);
    }

    /** The game with the moves played, each of which must be accepted. */
    static XiangqiGame playAll(XiangqiGame game, String... moves) {
        for (String move : moves) {
            assertThat(game.play(move).isAccepted()).as("%s in %s", move, game.position()).isTrue();
        }
        return game;
    }

    /** The move of an ICCS text. */
    static XiangqiMove move(String iccs) {
        return XiangqiMove.of(iccs);
    }

    /** The provider, which reads and writes the records. */
    static final XiangqiProvider PROVIDER = new XiangqiProvider();

    /** Every option at its default. */
    static GameOptions defaults() {
        return GameOptions.defaults(PROVIDER.options());
    }

    /** The record of a game alone, with no offer or player's ending marked. */
    static String record(XiangqiGame game) {
        String record = PROVIDER.writeRecord(game, MatchMarks.NONE);
        org.assertj.core.api.Assertions.assertThat(record).startsWith(GAME_TAG);
        return record.substring(GAME_TAG.length());
    }

    /** The first line of every record, the tag naming the game. */
    static final String GAME_TAG = "[Game \"Chinese Chess\"]\n";

    /** The match a record makes, read with every option at its default unless the record names it. */
    static Match read(String record) {
        return Match.fromRecord(PROVIDER, record, defaults());
    }

    /** The game a record's moves make, its marks put aside. */
    static XiangqiGame readGame(String record) {
        return (XiangqiGame) PROVIDER.readRecord(record, defaults()).game();
    }

    /** A match of a game as it stands. */
    static Match match(XiangqiGame game) {
        return Match.of(PROVIDER, game);
    }

    /** Everything a caller can see of a game, to compare a game before and after. */
    record Snapshot(String position, String record, List<XiangqiMove> history, List<XiangqiMove> legalMoves,
            int ply, Side turn, Status status, Optional<Result> result, List<String> view) {

        static Snapshot of(XiangqiGame game) {
            return new Snapshot(game.position(), Fixtures.record(game), game.history(), game.legalMoves(), game.ply(),
                    game.turn(), game.status(), game.result(), game.view().draw());
        }
    }

    /** Everything a caller can see of a match, to compare a match before and after. */
    record MatchSnapshot(String position, String record, List<? extends Move> history, List<? extends Move> legal,
            Status status, Optional<Result> result, Optional<Side> offer) {

        static MatchSnapshot of(Match match) {
            return new MatchSnapshot(match.position(), match.record(), match.history(), match.legalMoves(),
                    match.status(), match.result(), match.drawOfferedBy());
        }
    }
}

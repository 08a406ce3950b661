package org.tabula.checkers;

import java.util.Objects;
import java.util.Optional;
import org.tabula.api.Result;
import org.tabula.checkers.text.Pdn;

/**
 * How the rules ended a checkers game: the winner or a draw, the ending and its sentence, such as
 * "White wins: Black has no move".
 *
 * @param winner the side that won, or empty for a draw
 * @param ending how the game ended
 * @param sentence the ending for a person
 */
public record CheckersResult(Optional<Colour> winner, Ending ending, String sentence) {

    /** Checks that a win has a winner and a draw has none. */
    public CheckersResult {
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(ending, "ending");
        Objects.requireNonNull(sentence, "sentence");
        if (winner.isPresent() == ending.isDraw()) {
            throw new IllegalArgumentException(ending.code() + (ending.isDraw() ? " is a draw" : " has a winner"));
        }
    }

    /** {@code loser} has no piece left. */
    public static CheckersResult noPieces(Colour loser) {
        return win(loser, Ending.NO_PIECES, loser.title() + " has no pieces left");
    }

    /** The side to move, {@code loser}, has no move. */
    public static CheckersResult noMove(Colour loser) {
        return win(loser, Ending.NO_MOVE, loser.title() + " has no move");
    }

    /** The same position stood for the third time. */
    public static CheckersResult repetition() {
        return draw(Ending.REPETITION, "the same position for the third time");
    }

    /** {@code moves} moves of each side passed with no capture and no man moved. */
    public static CheckersResult noProgress(int moves) {
        return draw(Ending.NO_PROGRESS, moves + " moves each without a capture or a man's move");
    }

    private static CheckersResult win(Colour loser, Ending ending, String why) {
        Colour winner = loser.opponent();
        return new CheckersResult(Optional.of(winner), ending, winner.title() + " wins: " + why);
    }

    private static CheckersResult draw(Ending ending, String why) {
        return new CheckersResult(Optional.empty(), ending, "Draw: " + why);
    }

    /** True when nobody won. */
    public boolean isDraw() {
        return winner.isEmpty();
    }

    /** The result token PDN writes: {@code 1-0} when black won, {@code 0-1} when white did, {@code 1/2-1/2}. */
    public String token() {
        return winner.map(w -> w == Colour.BLACK ? Pdn.BLACK_WINS : Pdn.WHITE_WINS).orElse(Pdn.DRAW);
    }

    /** The result as the API gives it. */
    public Result toResult() {
        return winner.map(w -> Result.win(w.side(), ending.code(), sentence))
                .orElseGet(() -> Result.draw(ending.code(), sentence));
    }

    @Override
    public String toString() {
        return sentence;
    }
}

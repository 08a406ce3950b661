package ${package}.bots;

import ${package}.rules.Board;
import ${package}.rules.Square;
import java.util.List;
import org.tabula.engine.bots.RandomChoice;
import org.tabula.engine.bots.SeededRandom;

/** What each bot level draws its move from, with its seed, for engine-support's seeded random bot. */
public final class Choices {

    private Choices() {
    }

    /** Level 1: any free square. */
    public static RandomChoice any(Board board) {
        return among(board, board.moves());
    }

    /** Level 2: a square that wins at once; else one the other side would win on next; else any free square. */
    public static RandomChoice alert(Board board) {
        List<Square> moves = board.moves();
        for (int side : new int[] {board.turn(), 1 - board.turn()}) {
            List<Square> urgent = moves.stream().filter(square -> board.wins(square, side)).toList();
            if (!urgent.isEmpty()) {
                return among(board, urgent);
            }
        }
        return among(board, moves);
    }

    private static RandomChoice among(Board board, List<Square> squares) {
        return new RandomChoice(squares.size(), squares::get, SeededRandom.spread(board.cells().hashCode(),
                board.ply()));
    }
}

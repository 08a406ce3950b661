package org.tabula.api.mcts;

import static org.tabula.api.mcts.TinyGame.FIRST;
import static org.tabula.api.mcts.TinyGame.SECOND;

import java.util.List;
import java.util.stream.IntStream;
import org.tabula.api.Side;
import org.tabula.api.mcts.TinyGame.End;
import org.tabula.api.mcts.TinyGame.Throw;
import org.tabula.api.mcts.TinyGame.Turn;

/** The small games the search is tested on. */
final class TinyGames {

    private TinyGames() {
    }

    /** Nim on one heap: take 1 to 3 stones; who takes the last wins. */
    static TinyGame nim(int stones) {
        return new TinyGame(path -> {
            int left = stones - path.stream().mapToInt(Integer::parseInt).sum();
            Side toMove = path.size() % 2 == 0 ? FIRST : SECOND;
            if (left == 0) {
                return new End(path.size() % 2 == 0 ? SECOND : FIRST);
            }
            return new Turn(toMove, IntStream.rangeClosed(1, Math.min(3, left)).mapToObj(Integer::toString).toList());
        });
    }

    /**
     * A bet on a weighted coin: the first side calls {@code safe} (it wins on heads) or {@code risky} (it wins on
     * tails or on the edge), then the coin falls heads 9 times in 11, tails once and on its edge once. Thrown as if
     * every outcome were as likely, {@code risky} would look better.
     */
    static TinyGame coin() {
        return new TinyGame(path -> switch (path.size()) {
            case 0 -> new Turn(FIRST, List.of("risky", "safe"));
            case 1 -> new Throw(List.of("heads", "tails", "edge"), List.of(9L, 1L, 1L));
            default -> new End(path.get(0).equals("safe") == path.get(1).equals("heads") ? FIRST : SECOND);
        });
    }

    /**
     * A race to 12 on a die of three faces weighted 1, 2, 1: each turn throws, then the side moves its man by the
     * throw ({@code run}) or by one ({@code walk}). Every turn has a throw and a choice.
     */
    static TinyGame diceRace() {
        return new TinyGame(path -> {
            int[] at = new int[2];
            for (int i = 0; i + 1 < path.size(); i += 2) {
                int side = i / 2 % 2;
                at[side] += path.get(i + 1).equals("run") ? Integer.parseInt(path.get(i)) : 1;
            }
            if (at[0] >= 12 || at[1] >= 12) {
                return new End(at[0] >= 12 ? FIRST : SECOND);
            }
            Side toMove = path.size() / 2 % 2 == 0 ? FIRST : SECOND;
            return path.size() % 2 == 0 ? new Throw(List.of("1", "2", "3"), List.of(1L, 2L, 1L))
                    : new Turn(toMove, List.of("walk", "run"));
        });
    }

    /**
     * The first side moves twice in a row when it says {@code again}: {@code again} then {@code win} wins for it,
     * {@code again} then {@code lose} loses, and {@code pass} draws. A search that took turns to alternate would
     * count the second move for the second side and pass.
     */
    static TinyGame twice() {
        return new TinyGame(path -> {
            if (path.isEmpty()) {
                return new Turn(FIRST, List.of("pass", "again"));
            }
            if (path.get(0).equals("pass")) {
                return new End(null);
            }
            return path.size() == 1 ? new Turn(FIRST, List.of("lose", "win"))
                    : new End(path.get(1).equals("win") ? FIRST : SECOND);
        });
    }
}

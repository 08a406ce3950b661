package org.tabula.benchmarks.versus;

import java.util.List;
import java.util.Optional;
import org.tabula.api.Outcome;
import org.tabula.api.Move;
import org.tabula.morris.model.Colour;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.model.MorrisResult;

/**
 * Plays one game between two players with Tabula's own MorrisGame as the judge of every move.
 *
 * <p>A move the rules refuse, or no move at all, ends the game as a loss for the player who gave it; a game still
 * going at the ply cap is adjourned and counted as a draw.
 */
public final class Referee {

    private final long millis;
    private final int plyCap;

    /** @throws IllegalArgumentException when the budget or the cap is not positive */
    public Referee(long millis, int plyCap) {
        if (millis <= 0 || plyCap <= 0) {
            throw new IllegalArgumentException("budget and cap must be positive: " + millis + " ms, " + plyCap);
        }
        this.millis = millis;
        this.plyCap = plyCap;
    }

    /**
     * Plays game {@code index} from an opening, the first player with white when {@code firstIsWhite}.
     *
     * @throws IllegalArgumentException when the opening is not legal
     */
    public PlayedGame play(int index, List<String> opening, Player first, Player second, boolean firstIsWhite) {
        MorrisGame game = MorrisGame.newGame();
        for (String move : opening) {
            if (!game.play(move).isAccepted()) {
                throw new IllegalArgumentException("opening move refused: " + move + " in " + opening);
            }
        }
        int[] moves = new int[2];
        long[] cpu = new long[2];
        while (game.ending().isEmpty() && game.ply() < plyCap) {
            Colour mover = game.toMove();
            int who = (mover == Colour.WHITE) == firstIsWhite ? 0 : 1;
            Player player = who == 0 ? first : second;
            Choice choice;
            try {
                choice = player.choose(game, millis);
            } catch (PlayerFailure e) {
                return illegal(index, game, firstIsWhite, who, moves, cpu, e.getMessage());
            }
            moves[who]++;
            cpu[who] += choice.cpuNanos();
            Outcome<Move> played = game.play(choice.move());
            if (!played.isAccepted()) {
                return illegal(index, game, firstIsWhite, who, moves, cpu,
                        player.name() + " played " + choice.move() + ": " + played.refusal().message());
            }
        }
        Optional<MorrisResult> result = game.ending();
        if (result.isEmpty()) {
            return new PlayedGame(index, firstIsWhite, Optional.empty(), GameEnd.CAP, game.ply(), game.record(),
                    moves[0], cpu[0], moves[1], cpu[1], "");
        }
        GameEnd end = GameEnd.of(result.get());
        Optional<Boolean> firstWon = result.get().winner().map(w -> (w == Colour.WHITE) == firstIsWhite);
        return new PlayedGame(index, firstIsWhite, firstWon, end, game.ply(), game.record(), moves[0], cpu[0],
                moves[1], cpu[1], "");
    }

    private static PlayedGame illegal(int index, MorrisGame game, boolean firstIsWhite, int offender, int[] moves,
            long[] cpu, String note) {
        return new PlayedGame(index, firstIsWhite, Optional.of(offender != 0), GameEnd.ILLEGAL, game.ply(),
                game.record(), moves[0], cpu[0], moves[1], cpu[1], note);
    }
}

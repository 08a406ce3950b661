package org.tabula.benchmarks.versus;

import java.util.List;
import java.util.Optional;
import org.tabula.api.Game;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Result;
import org.tabula.morris.MorrisGame;
import org.tabula.morris.MorrisProvider;

/**
 * Plays one game between two players with Tabula's own rules, through the game's provider, as the judge of every
 * move.
 *
 * <p>A move the rules refuse, or no move at all, ends the game as a loss for the player who gave it; a game still
 * going at the ply cap is adjourned and counted as a draw. The first of the game's sides is called white.
 */
public final class Referee {

    private final GameProvider provider;
    private final long millis;
    private final int plyCap;

    /** A referee of morris, the standard game. */
    public Referee(long millis, int plyCap) {
        this(new MorrisProvider(), millis, plyCap);
    }

    /** @throws IllegalArgumentException when the budget or the cap is not positive */
    public Referee(GameProvider provider, long millis, int plyCap) {
        if (millis <= 0 || plyCap <= 0) {
            throw new IllegalArgumentException("budget and cap must be positive: " + millis + " ms, " + plyCap);
        }
        this.provider = provider;
        this.millis = millis;
        this.plyCap = plyCap;
    }

    /**
     * Plays game {@code index} from an opening, the first player with white when {@code firstIsWhite}.
     *
     * @throws IllegalArgumentException when the opening is not legal
     * @throws IllegalStateException when the game waits for chance (a dice game), which the referee does not throw
     */
    public PlayedGame play(int index, List<String> opening, Player first, Player second, boolean firstIsWhite) {
        Game game = provider.newGame();
        for (String move : opening) {
            if (!game.play(move).isAccepted()) {
                throw new IllegalArgumentException("opening move refused: " + move + " in " + opening);
            }
        }
        int[] moves = new int[2];
        long[] cpu = new long[2];
        while (game.result().isEmpty() && game.ply() < plyCap) {
            if (game.pendingChance().isPresent()) {
                throw new IllegalStateException(provider.id() + " waits for chance; versus plays games without");
            }
            boolean whiteMoves = game.turn().equals(game.sides().get(0));
            int who = whiteMoves == firstIsWhite ? 0 : 1;
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
        Optional<Result> result = game.result();
        if (result.isEmpty()) {
            return new PlayedGame(index, firstIsWhite, Optional.empty(), GameEnd.CAP, game.ply(), record(game),
                    moves[0], cpu[0], moves[1], cpu[1], "");
        }
        Optional<Boolean> firstWon = result.get().winnerIfAny()
                .map(winner -> winner.equals(game.sides().get(0)) == firstIsWhite);
        return new PlayedGame(index, firstIsWhite, firstWon, GameEnd.of(result.get()), game.ply(), record(game),
                moves[0], cpu[0], moves[1], cpu[1], "");
    }

    /** The game's record; morris's without the note naming the game, as the published morris reports hold it. */
    private String record(Game game) {
        Match match = Match.of(provider, game);
        return provider instanceof MorrisProvider ? MorrisGame.of(match).record() : match.record();
    }

    private PlayedGame illegal(int index, Game game, boolean firstIsWhite, int offender, int[] moves, long[] cpu,
            String note) {
        return new PlayedGame(index, firstIsWhite, Optional.of(offender != 0), GameEnd.ILLEGAL, game.ply(),
                record(game), moves[0], cpu[0], moves[1], cpu[1], note);
    }
}

package org.tabula.host.play;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.Move;
import org.tabula.api.Outcome;

/**
 * Does what no person types: throws the dice a game waits for, and has a bot choose and play its move within
 * the time allowed.
 *
 * <p>Chance is thrown the way the game asks: a game that carries its own seed draws it itself; otherwise the
 * host draws one of the listed outcomes from its own seeded generator, each listed outcome as likely as any
 * other, and supplies it. A bot's time is measured on the host's clock: the bot is asked to stop once the time
 * is up, and plays the best move it has found.
 */
public final class Referee {

    private final Clock clock;
    private final Duration botTime;
    private final SplittableRandom dice;

    /**
     * A referee.
     *
     * @param clock the clock a bot's time is measured on
     * @param botTime how long a bot may think about one move
     * @param dice the host's generator for the chance it draws
     */
    public Referee(Clock clock, Duration botTime, SplittableRandom dice) {
        this.clock = Objects.requireNonNull(clock, "clock");
        this.botTime = Objects.requireNonNull(botTime, "botTime");
        this.dice = Objects.requireNonNull(dice, "dice");
        if (botTime.isNegative() || botTime.isZero()) {
            throw new IllegalArgumentException("a bot needs some time: " + botTime);
        }
    }

    /**
     * Throws the chance the game waits for and hands it to the game.
     *
     * @return the outcome, in the game's canonical text
     * @throws IllegalStateException when the game refuses its own chance (a fault of the game)
     */
    public String roll(Game game, ChanceRequest request) {
        Outcome<String> outcome;
        if (request.selfDrawn()) {
            outcome = game.drawChance();
        } else {
            List<String> outcomes = request.outcomes();
            if (outcomes.isEmpty()) {
                throw new IllegalStateException(game.gameId() + " waits for chance but lists no outcome: "
                        + request.description());
            }
            outcome = game.supplyChance(outcomes.get(dice.nextInt(outcomes.size())));
        }
        if (!outcome.isAccepted()) {
            throw new IllegalStateException(game.gameId() + " refused the chance it waited for ("
                    + request.description() + "): " + outcome.refusal());
        }
        return outcome.value();
    }

    /**
     * Has the bot choose a move for the side to move, on a copy of the game, and plays it on the game.
     *
     * @return the move played and how long the bot took
     * @throws IllegalStateException when the game refuses the bot's move (a fault of the game's bot)
     */
    public BotMove play(Game game, Bot bot) {
        Instant start = clock.instant();
        Instant deadline = start.plus(botTime);
        BooleanSupplier timeUp = () -> !clock.instant().isBefore(deadline);
        Move chosen = bot.chooseMove(game.copy(), timeUp);
        Duration took = Duration.between(start, clock.instant());
        Outcome<Move> played = game.play(chosen);
        if (!played.isAccepted()) {
            throw new IllegalStateException(game.gameId() + " refused its own bot's move " + chosen.text() + ": "
                    + played.refusal());
        }
        return new BotMove(played.value(), took);
    }

    /**
     * A move a bot played.
     *
     * @param move the move, as the game took it
     * @param took how long the bot thought
     */
    public record BotMove(Move move, Duration took) {
    }
}

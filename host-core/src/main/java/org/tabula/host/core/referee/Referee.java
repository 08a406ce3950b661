package org.tabula.host.core.referee;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import org.tabula.api.Bot;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Outcome;

/**
 * Does what no person types: throws the dice a game waits for, and has a bot choose and play its move within
 * the time allowed.
 *
 * <p>Chance is thrown the way the game asks ({@link #roll}): a game that carries its own seed draws it itself;
 * otherwise the host draws one of the listed outcomes from its own seeded generator, by the outcomes' weights, and
 * supplies it. A host whose dice must be its own whatever the game carries throws with {@link #supply}. A bot's
 * time is measured on the host's clock: the bot is asked to stop once the time is up, and plays the best move it
 * has found.
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

    /** How long a bot may think about one move, at most. */
    public Duration botTime() {
        return botTime;
    }

    /**
     * Throws the chance the match's game waits for and hands it to the match.
     *
     * @return the outcome, in the game's canonical text
     * @throws IllegalStateException when the game refuses its own chance (a fault of the game)
     */
    public String roll(Match match, ChanceRequest request) {
        return request.selfDrawn() ? taken(match, request, match.drawChance()) : supply(match, request);
    }

    /**
     * Throws the chance from the host's own generator and hands it to the match, even when the game could draw it
     * from a seed of its own: a server's dice come from its secret seed alone, never from a game's seed that its
     * options show everyone.
     *
     * @return the outcome, in the game's canonical text
     * @throws IllegalStateException when the game refuses an outcome it listed (a fault of the game)
     */
    public String supply(Match match, ChanceRequest request) {
        // The request lists every outcome with its weight (it refuses to be made otherwise), so the host's throw
        // is as likely as the game says: Ur's 2 comes six times in sixteen, not one in five.
        return taken(match, request, match.supplyChance(request.draw(dice)));
    }

    private static String taken(Match match, ChanceRequest request, Outcome<String> outcome) {
        if (!outcome.isAccepted()) {
            throw new IllegalStateException(match.gameId() + " refused the chance it waited for ("
                    + request.description() + "): " + outcome.refusal());
        }
        return outcome.value();
    }

    /**
     * Has the bot choose a move for the side to move, on the rules state alone (a copy the bot may not change the
     * match through), and plays it in the match.
     *
     * @return the move played and how long the bot took
     * @throws IllegalStateException when the game refuses the bot's move (a fault of the game's bot)
     */
    public BotMove play(Match match, Bot bot) {
        BotMove chosen = choose(match, bot, () -> false);
        Outcome<Move> played = match.play(chosen.move());
        if (!played.isAccepted()) {
            throw new IllegalStateException(match.gameId() + " refused its own bot's move " + chosen.move().text()
                    + ": " + played.refusal());
        }
        return new BotMove(played.value(), chosen.took());
    }

    /**
     * Has the bot choose a move for the side to move, within the time allowed or until {@code stop} says so (a
     * person pressing Ctrl-C), without playing it.
     *
     * @return the move chosen and how long the bot took
     */
    public BotMove choose(Match match, Bot bot, BooleanSupplier stop) {
        return choose(match, bot, stop, botTime);
    }

    /**
     * Has the bot choose a move within {@code limit} (on a clocked game, what its own time left allows; see
     * {@link org.tabula.host.core.clock.ClockState#thinkingTime}) or until {@code stop} says so, without playing it.
     *
     * @return the move chosen and how long the bot took
     */
    public BotMove choose(Match match, Bot bot, BooleanSupplier stop, Duration limit) {
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("a bot needs some time: " + limit);
        }
        Instant start = clock.instant();
        BooleanSupplier timeUp = TimeLimit.from(clock, start, limit);
        Move chosen = bot.chooseMove(match.state(), () -> stop.getAsBoolean() || timeUp.getAsBoolean());
        return new BotMove(chosen, Duration.between(start, clock.instant()));
    }

    /**
     * A move a bot played.
     *
     * @param move the move, as the game took it
     * @param took how long the bot thought
     */
    public record BotMove(Move move, Duration took) {

        /** How long the bot took, as a person reads it: {@code 1.2 s}. */
        public String tookInSeconds() {
            return String.format(Locale.ROOT, "%.1f s", took.toMillis() / 1000.0);
        }
    }
}

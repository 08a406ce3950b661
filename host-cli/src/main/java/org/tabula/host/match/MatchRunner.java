package org.tabula.host.match;

import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tabula.api.ChanceRequest;
import org.tabula.api.Game;
import org.tabula.api.Match;
import org.tabula.api.RecordHeaders;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.host.core.plugin.InstalledGame;
import org.tabula.host.core.referee.Referee;
import org.tabula.host.core.seat.HostHeaders;
import org.tabula.host.core.seat.Player;
import org.tabula.host.core.seat.PlayerChoice;

/**
 * Plays the games of a match, bot against bot, each from the same start: the entrants take the sides in turn, so
 * that over the match each plays each side as often as the number of games allows.
 */
public final class MatchRunner {

    private final InstalledGame installed;
    private final Game start;
    private final List<Entrant> entrants;
    private final Clock clock;
    private final Duration botTime;
    private final PlyCap cap;

    /**
     * A runner.
     *
     * @param installed the game's plugin, which makes the bots
     * @param start the game every match game starts from (copied, never played itself)
     * @param entrants the bots, in the order of the sides they were given for
     * @param clock the clock a bot's time is measured on
     * @param botTime how long a bot may think about one move
     * @param cap the most plies a game is played before it is adjourned as a draw
     */
    public MatchRunner(InstalledGame installed, Game start, List<Entrant> entrants, Clock clock, Duration botTime,
            PlyCap cap) {
        this.installed = Objects.requireNonNull(installed, "installed");
        this.start = start.copy();
        this.entrants = List.copyOf(entrants);
        this.clock = Objects.requireNonNull(clock, "clock");
        this.botTime = Objects.requireNonNull(botTime, "botTime");
        this.cap = Objects.requireNonNull(cap, "cap");
        if (this.entrants.size() != start.sides().size()) {
            throw new IllegalArgumentException("one entrant for each side: " + entrants + " for " + start.sides());
        }
    }

    /** Who plays each side in the game of this number: in game 1 each its own side, then turned round by one. */
    public Map<Side, Entrant> seats(int number) {
        List<Side> sides = start.sides();
        Map<Side, Entrant> seats = new LinkedHashMap<>();
        for (int i = 0; i < sides.size(); i++) {
            seats.put(sides.get(i), entrants.get(Math.floorMod(i - (number - 1), sides.size())));
        }
        return seats;
    }

    /**
     * Plays one game to its end, or to the cap, where it is adjourned as a draw.
     *
     * @param number the game's number, from 1, which decides the seats
     * @param seed the seed of the game's bots and dice
     */
    public MatchGame play(int number, long seed) {
        Match match = Match.of(installed.provider(), start.copy());
        SplittableRandom random = new SplittableRandom(seed);
        Map<Side, Entrant> seats = seats(number);
        Map<Side, Player> players = new LinkedHashMap<>();
        seats.forEach((side, entrant) -> players.put(side,
                entrant.bot().player(installed.provider(), installed.botLevels(), random.nextLong())));
        Map<Side, PlayerChoice> choices = new LinkedHashMap<>();
        seats.forEach((side, entrant) -> choices.put(side, entrant.bot()));
        match.headers(HostHeaders.of(clock, RecordHeaders.NONE, choices, seed));
        Referee referee = new Referee(clock, botTime, random.split());
        while (match.status() == Status.ACTIVE) {
            if (cap.reached(match)) {
                // The record stays that of a game going on: no notation has a word for the host's adjournment.
                return new MatchGame(number, seats, cap.adjourned(match), match.record(), match.history().size());
            }
            Optional<ChanceRequest> chance = match.pendingChance();
            if (chance.isPresent()) {
                referee.roll(match, chance.get());
            } else {
                referee.play(match, players.get(match.turn()).bot().orElseThrow());
            }
        }
        return new MatchGame(number, seats, match.result().orElseThrow(), match.record(), match.history().size());
    }
}

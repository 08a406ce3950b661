package org.tabula.host.core.referee;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.host.core.testgames.RaceProvider;

class RefereeTest {

    private static final RaceProvider RACE = new RaceProvider();

    private static Referee referee(long seed) {
        Clock clock = Clock.fixed(Instant.parse("2026-01-01T12:00:00Z"), ZoneOffset.UTC);
        return new Referee(clock, Duration.ofSeconds(1), new SplittableRandom(seed));
    }

    private static Match race() {
        return Match.start(RACE, GameOptions.defaults(RACE.options()));
    }

    @Test
    void roll_drawsTheHostsChance_byTheOutcomesWeights() {
        // The race's die weighs 1, 1 and 2: a host picking a face at random would throw a 3 a third of the time.
        Referee referee = referee(7);
        Map<String, Integer> thrown = new TreeMap<>();
        for (int i = 0; i < 4000; i++) {
            Match match = race();
            thrown.merge(referee.roll(match, match.pendingChance().orElseThrow()), 1, Integer::sum);
        }

        assertThat(thrown.keySet()).containsExactly("1", "2", "3");
        assertThat(thrown.get("3")).as("half the throws").isBetween(1850, 2150);
        assertThat(thrown.get("1")).as("a quarter").isBetween(900, 1100);
    }

    @Test
    void supply_throwsTheHostsDice_evenForAGameThatDrawsItsOwnFromItsSeed() {
        // A seeded race draws its first throw from its seed alone: roll gives the same face every time.
        GameOptions seeded = GameOptions.of(RACE.options(), Map.of("seed", "3"));
        Referee referee = referee(7);
        Map<String, Integer> rolled = new TreeMap<>();
        Map<String, Integer> supplied = new TreeMap<>();
        for (int i = 0; i < 200; i++) {
            Match one = Match.start(RACE, seeded);
            Match other = Match.start(RACE, seeded);
            rolled.merge(referee.roll(one, one.pendingChance().orElseThrow()), 1, Integer::sum);
            supplied.merge(referee.supply(other, other.pendingChance().orElseThrow()), 1, Integer::sum);
        }

        assertThat(rolled).hasSize(1);
        assertThat(supplied.keySet()).containsExactly("1", "2", "3");
    }

    @Test
    void play_handsTheBotTheRulesState_whichItCannotChangeTheMatchThrough() {
        Match match = race();
        referee(1).roll(match, match.pendingChance().orElseThrow());
        Bot meddling = new Bot() {
            @Override
            public BotLevel level() {
                return new BotLevel(1, "meddling", "Plays on the game it is given, then chooses.");
            }

            @Override
            public Move chooseMove(Game game) {
                Move first = game.legalMoves().get(0);
                game.play(first);
                game.undo();
                game.undo();
                return first;
            }
        };

        Referee.BotMove played = referee(1).play(match, meddling);

        assertThat(match.history()).extracting(Move::text).containsExactly(played.move().text());
    }
}

package org.tabula.dicerace.kit;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.testkit.ConformanceSettings;
import org.tabula.api.testkit.ConformanceWalk;
import org.tabula.api.testkit.ConformanceWalk.Check;
import org.tabula.api.testkit.GameReaderFuzz;
import org.tabula.api.testkit.GameSamples;
import org.tabula.dicerace.DiceRaceProvider;

/** The kit fails a game with one flaw, naming it, and passes the same game without it. */
class ConformanceKitFindsFlawsTest {

    private static final ConformanceSettings SETTINGS = ConformanceSettings.defaults().withGames(3);

    private static void walk(GameProvider provider, Set<Check> checks) {
        for (long seed = 0; seed < SETTINGS.games(); seed++) {
            ConformanceWalk.run(provider, GameOptions.defaults(provider.options()), seed, SETTINGS, checks);
        }
    }

    @ParameterizedTest(name = "{0} found by {1}")
    @CsvSource(delimiter = '|', value = {
        "COPY_SHARES_STATE          | COPIES          | changed when its copy took",
        "UNDO_DOES_NOTHING          | UNDO_AND_REPLAY | and undo the game is not as it was",
        "REFUSAL_CHANGES_THE_GAME   | NON_MOVES       | was refused but changed the game",
        "RECORD_DROPS_THE_LAST_ROLL | RECORD_TEXT     | the match read back from its record is not the match",
        "POSITION_DROPS_THE_ROLL    | POSITION_TEXT   | of the game read from the position 0,0/0,0 light - 0",
        "MOVES_IN_NO_FIXED_ORDER    | LEGAL_MOVES     | which come in a fixed order",
        "THROWS_ON_STRANGE_TEXT     | NON_MOVES       | threw java.lang.IllegalArgumentException",
        "POSITION_LOSES_THE_PLY     | POSITION_TEXT   | the ply of the game read from the position",
        "RECORD_FORGETS_ITS_START   | RECORD_TEXT     | the match begun from the position",
        "PLACES_OF_THE_OTHER_MAN    | LAYOUT          | yet playing it leaves the pieces on",
        "PLACES_WITHOUT_THE_DESTINATION | LAYOUT      | which is not among the places it points at",
        "HISTORY_IN_A_STATIC_FIELD  | LEGAL_MOVES     | a copy keeps moves of its own",
    })
    void walk_failsAGameWithTheFlaw_sayingWhatBroke(FlawedGame.Flaw flaw, Check check, String said) {
        assertThatThrownBy(() -> walk(new FlawedProvider(flaw), EnumSet.of(check)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining(said)
                .hasMessageContaining("game 0 of dice-race-flawed");
    }

    @Test
    void walk_passesTheGameWithoutAFlaw_withEveryCheck() {
        assertThatCode(() -> walk(new DiceRaceProvider(), EnumSet.allOf(Check.class))).doesNotThrowAnyException();
    }

    /** A history that doubles with every copy once ran the fuzzing out of heap, naming no test; now one copy tells. */
    @Test
    void samples_findAHistoryKeptInAStaticField_beforeTheFuzzingCopiesIt() {
        GameProvider flawed = new FlawedProvider(FlawedGame.Flaw.HISTORY_IN_A_STATIC_FIELD);
        assertThatThrownBy(() -> GameReaderFuzz.supplyChance(flawed,
                GameSamples.gather(flawed, GameOptions.defaults(flawed.options()), 6, 2_000, 5, 60)).assertNoCrashes())
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("a copy keeps moves of its own");
    }

    @Test
    void playFuzz_findsAGameThatThrowsOnAStrangeText() {
        GameProvider flawed = new FlawedProvider(FlawedGame.Flaw.THROWS_ON_STRANGE_TEXT);
        GameSamples samples = GameSamples.gather(flawed, GameOptions.defaults(flawed.options()), 2, 500, 5, 20);
        assertThatThrownBy(() -> GameReaderFuzz.play(flawed, samples).assertNoCrashes())
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("crashes")
                .hasMessageContaining("threw java.lang.IllegalArgumentException: no such move");
    }
}

package org.tabula.api.testkit;

import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.tabula.api.Match;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.testkit.ConformanceWalk.Check;

/**
 * The conformance suite every game plugin runs: a plugin proves that it keeps the contract with one small class.
 *
 * <pre>{@code
 * class MorrisConformanceTest extends GameConformanceKit {
 *     protected String providerId() { return "morris"; }
 *     protected ConformanceSettings settings() { return ConformanceSettings.defaults().withInexactPositions(); }
 * }
 * }</pre>
 *
 * <p>It finds the game through {@link ServiceLoader} alone, as a host does, then plays seeded random games to
 * their end ({@link ConformanceWalk}), each check a family of its own so a failure says what broke: undo and replay
 * at every step, every legal move accepted and non-moves refused unchanged, copies that share nothing, position
 * and record texts that read back, draw offers, resignations and timeouts; it asks every bot level for moves, and
 * feeds the game's readers {@link FuzzHarness#casesOfThisRun()} texts each ({@link GameReaderFuzz}). Nothing is
 * assumed of the game but the contract: whose turn it is is asked, chance is supplied when the game asks for it.
 *
 * <p>The suite needs JUnit 5 on the plugin's test class path, as every Tabula module has it.
 */
public abstract class GameConformanceKit {

    /** The id of the provider under test, as {@link GameProvider#id()} gives it. */
    protected abstract String providerId();

    /** How hard to try the game; {@link ConformanceSettings#defaults()} unless the plugin says otherwise. */
    protected ConformanceSettings settings() {
        return ConformanceSettings.defaults();
    }

    /** The provider under test, found through {@link ServiceLoader} by its id. */
    protected final GameProvider provider() {
        List<GameProvider> found = discovered();
        if (found.size() != 1) {
            throw new AssertionError("ServiceLoader finds " + found.size() + " providers with the id '" + providerId()
                    + "'; a plugin publishes exactly one (META-INF/services/" + GameProvider.class.getName() + ")");
        }
        return found.get(0);
    }

    private List<GameProvider> discovered() {
        List<GameProvider> found = new ArrayList<>();
        for (ServiceLoader.Provider<GameProvider> candidate : ServiceLoader.load(GameProvider.class).stream()
                .toList()) {
            try {
                GameProvider provider = candidate.get();
                if (providerId().equals(provider.id())) {
                    found.add(provider);
                }
            } catch (ServiceConfigurationError | RuntimeException e) {
                // Another plugin on the class path that fails is not the one under test.
            }
        }
        return found;
    }

    /** The option sets of the settings, as the game's options. */
    private List<GameOptions> optionSets() {
        GameProvider provider = provider();
        return settings().optionSets().stream().map(set -> GameOptions.of(provider.options(), set)).toList();
    }

    @Test
    void serviceLoader_findsExactlyOneProviderWithTheId_andEachLoadGivesAFreshEqualOne() {
        GameProvider first = provider();
        GameProvider second = provider();
        Verify.that(first != second, () -> "ServiceLoader gave the same provider object twice");
        Verify.same("two providers' new games differ, so a provider keeps state",
                GameSnapshot.of(first, first.newGame()), GameSnapshot.of(second, second.newGame()));
    }

    @Test
    void provider_describesItselfAsTheContractSays() {
        ProviderChecks.describes(provider());
    }

    @Test
    void newGame_goesOnWithNothingPlayed_andRefusesUndo() {
        for (GameOptions options : optionSets()) {
            ProviderChecks.newGame(provider(), options);
        }
    }

    @Test
    void sameSeed_makesTheSameGame() {
        GameOptions options = optionSets().get(0);
        Match first = ConformanceWalk.run(provider(), options, 7L, settings(), Set.of());
        Match second = ConformanceWalk.run(provider(), options, 7L, settings(), Set.of());
        Verify.same("two walks from the same seed made two games", GameSnapshot.of(first), GameSnapshot.of(second));
    }

    @TestFactory
    Stream<DynamicTest> randomGames_undoAndReplayAtEveryStep_restoreTheGameExactly() {
        return walks(EnumSet.of(Check.UNDO_AND_REPLAY, Check.CHANCE));
    }

    @TestFactory
    Stream<DynamicTest> randomGames_everyLegalMoveIsAccepted_andNonMovesAreRefusedUnchanged() {
        return walks(EnumSet.of(Check.LEGAL_MOVES, Check.NON_MOVES));
    }

    @TestFactory
    Stream<DynamicTest> randomGames_copiesShareNothing() {
        return walks(EnumSet.of(Check.COPIES));
    }

    @TestFactory
    Stream<DynamicTest> randomGames_positionTextReadsBackAtEveryStep() {
        return walks(EnumSet.of(Check.POSITION_TEXT));
    }

    @TestFactory
    Stream<DynamicTest> randomGames_recordTextReadsBackAtEveryStep() {
        return walks(EnumSet.of(Check.RECORD_TEXT));
    }

    @TestFactory
    Stream<DynamicTest> randomGames_layoutDrawsEveryPosition_andPointingSelectsEveryLegalMove() {
        return walks(EnumSet.of(Check.LAYOUT));
    }

    @TestFactory
    Stream<DynamicTest> randomGames_offersResignationsAndTimeouts_keepTheContract() {
        return walks(EnumSet.of(Check.ACTIONS));
    }

    @TestFactory
    Stream<DynamicTest> bots_chooseLegalMoves_deterministically_andLeaveTheGameAlone() {
        GameProvider provider = provider();
        GameSamples samples = GameSamples.gather(provider, optionSets().get(0), 2, settings().maxPlies(), 9, 0);
        return provider.botLevels().stream().map(level -> dynamicTest("level " + level.level() + " (" + level.name()
                + ")", () -> ProviderChecks.bot(provider, level, samples.states(), settings().botStates())));
    }

    @Test
    @Tag("fuzz")
    void play_anyText_neverThrows_andARefusalLeavesTheGameUnchanged() {
        GameReaderFuzz.play(provider(), samples()).assertNoCrashes();
    }

    @Test
    @Tag("fuzz")
    void fromPosition_anyText_isReadOrRefusedNamingWhere() {
        GameReaderFuzz.fromPosition(provider(), optionSets().get(0), samples()).assertNoCrashes();
    }

    @Test
    @Tag("fuzz")
    void readRecord_anyText_isReadOrRefusedNamingWhere() {
        GameReaderFuzz.readRecord(provider(), optionSets().get(0), samples()).assertNoCrashes();
    }

    @Test
    @Tag("fuzz")
    void supplyChance_anyText_neverThrows_andARefusalLeavesTheGameUnchanged() {
        FuzzReport report = GameReaderFuzz.supplyChance(provider(), samples());
        // A game that never waits for chance has nothing to fuzz here: the test is skipped, not passed.
        Assumptions.assumeTrue(report != null, () -> provider().id() + " never waited for chance in its samples");
        report.assertNoCrashes();
    }

    /** Issue 19: a refusal or a reader's error quoting a text shows its control characters escaped. */
    @Test
    void refusalsQuotingText_showItsControlCharactersEscaped() {
        GameProvider provider = provider();
        GameOptions options = optionSets().get(0);
        QuotingChecks.messagesShowNoControlCharacters(provider, options,
                GameSamples.gather(provider, options, 2, 40, 10, 40));
    }

    /**
     * Issue 19: a record reads as the same match whatever line ends it came with (LF, CRLF, CR, NEL, U+2028, U+2029,
     * or a mix: notation-common's one rule), or, in a notation that takes only the text it writes, is refused naming
     * where; never as another, shorter match. Every line end but the notation's own is taken alike.
     */
    @Test
    void records_readTheSameWithAnyLineEnds_orAreRefusedNamingWhere() {
        GameProvider provider = provider();
        GameOptions options = optionSets().get(0);
        List<String> records = GameSamples.gather(provider, options, 3, 80, 40, 80).records();
        String longest = records.stream().max(Comparator.comparingInt(String::length)).orElseThrow();
        List<Boolean> read = new ArrayList<>();
        for (int end = 0; end < LineEndChecks.ENDS.size(); end++) {
            read.add(LineEndChecks.readsTheSame(provider, options, longest, List.of(end)));
        }
        Assertions.assertTrue(read.get(0), "a record with its own line ends reads");
        Assertions.assertEquals(1, Set.copyOf(read.subList(1, read.size())).size(),
                "every other line end is taken alike: " + read);
        Random random = new Random(19);
        for (int i = 0; i < 60; i++) {
            List<Integer> ends = random.ints(1 + random.nextInt(12), 0, LineEndChecks.ENDS.size()).boxed().toList();
            String record = records.get(random.nextInt(records.size()));
            boolean same = LineEndChecks.readsTheSame(provider, options, record, ends);
            if (read.get(1) || ends.stream().allMatch(end -> end == 0)) {
                Assertions.assertTrue(same, "the record with line ends " + ends + " reads");
            }
        }
    }

    private GameSamples samples() {
        return GameSamples.gather(provider(), optionSets().get(0), 6, settings().maxPlies(), 5,
                settings().fuzzRecordPlies());
    }

    private Stream<DynamicTest> walks(Set<Check> checks) {
        GameProvider provider = provider();
        List<GameOptions> sets = optionSets();
        ConformanceSettings settings = settings();
        List<DynamicTest> tests = new ArrayList<>();
        for (int set = 0; set < sets.size(); set++) {
            GameOptions options = sets.get(set);
            for (int game = 0; game < settings.games(); game++) {
                long seed = 1_000L * set + game;
                Map<String, String> shown = options.asMap();
                tests.add(dynamicTest("game " + seed + " " + shown,
                        () -> ConformanceWalk.run(provider, options, seed, settings, checks)));
            }
        }
        return tests.stream();
    }
}

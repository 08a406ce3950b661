package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.core.testgames.RaceProvider;
import org.tabula.host.core.testing.PluginJar;
import org.tabula.host.testing.HandClock;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/**
 * Sessions of a test game with dice, from a plugin jar: the host shows the roll the game waits for, throws it
 * itself or lets the game throw it, follows the game's turn (a 3 gives another turn), and stops a bot in time.
 */
class ChanceSessionTest {

    private static final Pattern EVENT = Pattern.compile("(?m)^(red|black) (rolls|plays) (\\S+)");

    @TempDir
    Path plugins;

    @BeforeEach
    void installRace() {
        PluginJar.providing(RaceProvider.class).withTheirPackage().writeTo(plugins.resolve("race.jar"));
    }

    private Run play(TestHost host, String... args) {
        List<String> line = new ArrayList<>(List.of("--plugins", plugins.toString(), "play", "race"));
        line.addAll(List.of(args));
        return host.run(line.toArray(String[]::new));
    }

    /** Each roll and move in order: {@code red rolls 3}, {@code red plays +2}. */
    private static List<String[]> events(String out) {
        List<String[]> events = new ArrayList<>();
        Matcher matcher = EVENT.matcher(out);
        while (matcher.find()) {
            events.add(new String[] {matcher.group(1), matcher.group(2), matcher.group(3)});
        }
        return events;
    }

    @Test
    void hostRollsTheDice_fromItsSeed_andTheTurnFollowsTheGame() {
        Run run = play(TestHost.create(), "--red", "bot:2", "--black", "bot:1", "--seed", "4", "--option", "goal=12");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("red rolls ", "  (roll the three-sided die)\n").doesNotContain("thrown by the game");
        List<String[]> events = events(run.out());
        assertThat(events).isNotEmpty();
        boolean sawAnExtraTurn = false;
        for (int i = 0; i + 2 < events.size(); i += 2) {
            String[] roll = events.get(i);
            String[] move = events.get(i + 1);
            String[] next = events.get(i + 2);
            assertThat(roll[1]).isEqualTo("rolls");
            assertThat(move[0]).as("the roller moves").isEqualTo(roll[0]);
            int steps = Integer.parseInt(move[2].substring(1));
            assertThat(steps).as("bot 2 moves as far as the roll").isEqualTo(roll[0].equals("red")
                    ? Integer.parseInt(roll[2]) : 1);
            boolean again = roll[2].equals("3");
            sawAnExtraTurn |= again;
            assertThat(next[0]).as("a 3 gives the same side another turn").isEqualTo(again ? roll[0]
                    : roll[0].equals("red") ? "black" : "red");
        }
        assertThat(sawAnExtraTurn).as("seed 4 rolls a 3 at least once").isTrue();
        assertThat(run.out()).containsPattern("Game over after \\d+ moves\\. (Red|Black) wins: home first \\((red|black) home\\)");
    }

    @Test
    void sameSeed_sameRolls() {
        String first = play(TestHost.create(), "--red", "bot:2", "--black", "bot:2", "--seed", "9").out();
        String second = play(TestHost.create(), "--red", "bot:2", "--black", "bot:2", "--seed", "9").out();
        String other = play(TestHost.create(), "--red", "bot:2", "--black", "bot:2", "--seed", "10").out();

        assertThat(first).isEqualTo(second).isNotEqualTo(other);
    }

    @Test
    void aGameWithItsOwnSeed_throwsItsOwnDice() {
        Run run = play(TestHost.create(), "--red", "bot:2", "--black", "bot:2", "--option", "seed=77");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("  (roll the three-sided die, thrown by the game)\n")
                .doesNotContain("(roll the three-sided die)\n");
    }

    @Test
    void aPerson_seesTheRoll_beforeTypingTheirMove_andATooLongMoveIsRefused() {
        Run run = play(TestHost.create().typing("+4", "+1", "+1", "+1"), "--red", "human", "--black", "bot:1",
                "--seed", "1");

        String out = run.out();
        int roll = out.indexOf("red rolls ");
        int prompt = out.indexOf("red> ");
        assertThat(roll).isNotNegative().isLessThan(prompt);
        // A roll of 1 leaves one move, which is played without asking: the prompt comes with a 2 or a 3.
        assertThat(out).containsPattern("(\\d+) red> \\+4\nWith a roll of [23], move \\+1 to \\+[23], not '\\+4'\\.\n"
                + "\\1 red> \\+1\nred plays \\+1(, extra turn)?\n");
        assertThat(out).contains("roll: due", "red at: 1");
    }

    @Test
    void aDrawOffer_inARaceWithoutDraws_isRefusedByTheMatch_andPlayGoesOn() {
        Run run = play(TestHost.create().typing("draw", "+1"), "--red", "human", "--black", "bot:1", "--seed", "1");

        assertThat(run.out()).containsPattern("(\\d+) red> draw\nDice Race has no draw by agreement\\.\n"
                + "\\1 red> \\+1\nred plays \\+1(, extra turn)?\n")
                .doesNotContain("offers a draw");
    }

    @Test
    void sideOptions_areTheGamesOwn_redAndBlack() {
        Run help = play(TestHost.create(), "--help");
        Run wrong = play(TestHost.create(), "--white", "human");

        // The class path's games (checkers, morris, xiangqi, ...) share the side options with the test's race; the
        // help wraps the list where it grows long.
        assertThat(help.out()).contains("--red=PLAYER")
                .containsPattern("Who plays red \\(in ([a-z-]+,\\s+)*race(,\\s+[a-z-]+)*\\)")
                .containsPattern("Who plays black \\(in ([a-z-]+,\\s+)*morris,\\s+race(,\\s+[a-z-]+)*\\)");
        assertThat(wrong.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(wrong.err()).startsWith("tabula play: race has no side 'white' (its sides: red, black).\n");
    }

    @Test
    void aBotThatThinksUntilStopped_isStoppedByTheTimeLimit_onTheHostsClock() {
        Run run = play(TestHost.create().withClock(HandClock.stepping(Duration.ofMillis(100))),
                "--red", "bot:3", "--black", "bot:1", "--bot-time", "1", "--seed", "2", "--option", "goal=12");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).containsPattern("red plays \\+[123]  \\(bot 3, 1\\.[01] s\\)\n")
                .containsPattern("black plays \\+1  \\(bot 1, 0\\.[01] s\\)\n")
                .contains("Game over after ");
    }

    @Test
    void perft_countsThroughTheDice() {
        Run run = TestHost.create().run("--plugins", plugins.toString(), "perft", "race", "1");
        Run two = TestHost.create().run("--plugins", plugins.toString(), "perft", "race", "2", "--divide");

        assertThat(run.out()).as("rolls 1, 2, 3 allow 1 + 2 + 3 moves").isEqualTo("6\n");
        // After +k on a roll of r (r < 3) black rolls: 6 moves; after a 3, red rolls again: 6 moves. 6 x 6.
        assertThat(two.out()).isEqualTo("1 6\n2 12\n3 18\n36\n");
    }

    @Test
    void aMoveTheRollForces_isShownAfterTheRoll_soThePlayerSeesWhyTheTurnPassed() {
        // The Royal Game of Ur, on the host's class path: a roll of 0 allows no move, and the game plays its
        // forfeit itself.
        Run run = TestHost.create().run("play", "royal-ur", "--light", "bot:2", "--dark", "bot:3", "--seed", "4");

        assertThat(run.exitCode()).isZero();
        Matcher forced = Pattern.compile("(?m)^(light|dark) rolls 0.*\\n\\1 plays 0: -, turn lost \\(the roll allows no move\\)$")
                .matcher(run.out());
        assertThat(forced.find()).as(run.out()).isTrue();
        assertThat(run.out()).doesNotContainPattern("(?m)^(light|dark) rolls 0.*\\n(light|dark) rolls ");
    }
}

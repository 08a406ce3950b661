package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.host.core.testgames.RaceProvider;
import org.tabula.host.core.testing.PluginJar;
import org.tabula.host.testing.FakeConsole;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

class MatchCommandTest {

    @TempDir
    Path dir;

    /** The table's row for a player on a side, its cells split on spaces. */
    private static List<String> row(String out, String player, String givenAs, String side) {
        return out.lines().map(line -> List.of(line.strip().split(" +")))
                .filter(cells -> cells.size() == 8 && cells.get(0).equals(player) && cells.get(1).equals(givenAs)
                        && cells.get(2).equals(side))
                .findFirst().orElseThrow(() -> new AssertionError("no row " + player + " " + side + " in\n" + out));
    }

    private static int cell(List<String> row, int index) {
        return Integer.parseInt(row.get(index));
    }

    @Test
    void match_playsTheGames_alternatingColours_andTabulatesWinsDrawsAndLosses() throws IOException {
        Path out = dir.resolve("records");

        // A short no-mill limit keeps the random bots' games short.
        Run run = TestHost.create().run("match", "morris", "--white", "bot:2", "--black", "bot:1", "--games", "4",
                "--seed", "9", "--out", out.toString(), "--option", "no-mill-limit=30");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Nine Men's Morris (morris 0.1.0): 4 games, --white bot:2 --black bot:1, "
                + "sides taken in turn; seed 9.\n\nplayer  given as  side   games  wins  draws  losses   score\n");
        for (String[] entrant : new String[][] {{"bot:2", "--white"}, {"bot:1", "--black"}}) {
            List<String> white = row(run.out(), entrant[0], entrant[1], "white");
            List<String> black = row(run.out(), entrant[0], entrant[1], "black");
            List<String> all = row(run.out(), entrant[0], entrant[1], "all");
            assertThat(cell(white, 3)).as("colours alternate").isEqualTo(2);
            assertThat(cell(black, 3)).isEqualTo(2);
            assertThat(cell(all, 3)).isEqualTo(4);
            for (int column = 3; column < 7; column++) {
                assertThat(cell(all, column)).isEqualTo(cell(white, column) + cell(black, column));
            }
            assertThat(cell(all, 4) + cell(all, 5) + cell(all, 6)).isEqualTo(4);
        }
        List<String> strong = row(run.out(), "bot:2", "--white", "all");
        List<String> weak = row(run.out(), "bot:1", "--black", "all");
        assertThat(cell(strong, 4)).as("one's wins are the other's losses").isEqualTo(cell(weak, 6));
        assertThat(cell(strong, 5)).isEqualTo(cell(weak, 5));

        List<String> list = Files.readAllLines(out.resolve("match.txt"));
        assertThat(list).hasSize(4);
        assertThat(list.get(0)).startsWith("game-001.txt  white bot:2, black bot:1  result ");
        assertThat(list.get(1)).startsWith("game-002.txt  white bot:1, black bot:2  result ");
        for (String line : list) {
            String file = line.substring(0, line.indexOf(' '));
            Run replayed = TestHost.create().run("replay", "morris", out.resolve(file).toString(),
                    "--option", "no-mill-limit=30");
            assertThat(replayed.exitCode()).isZero();
            assertThat(line).endsWith("  " + replayed.out().lines().skip(1).findFirst().orElseThrow());
        }
        assertThat(run.out()).endsWith("\nRecords in " + out + " (the list in " + out.resolve("match.txt") + ").\n");
    }

    @Test
    void progress_isALinePerGame_whenErrorsAreNotATerminal() {
        Run run = TestHost.create().run("match", "morris", "--white", "bot:1", "--black", "bot:1", "--games", "2",
                "--seed", "1");

        assertThat(run.err().lines()).hasSize(2);
        assertThat(run.err()).startsWith("game 1/2 (white bot:1, black bot:1): ")
                .containsPattern(" moves \\(0:00 elapsed, about 0:00 left\\)\ngame 2/2 \\(")
                .endsWith(" moves (0:00 elapsed)\n");
    }

    @Test
    void progress_isABarRedrawnInPlace_onATerminal() {
        Run run = TestHost.create().withConsole(FakeConsole.typing())
                .run("match", "morris", "--white", "bot:1", "--black", "bot:1", "--games", "2", "--seed", "1");

        // The test host's clock stands still: no time passes, and none is left.
        // Each drawing blanks what a longer one before it left.
        assertThat(run.err()).isEqualTo("\r[------------------------------] 0/2 games, 0:00 elapsed"
                + "\r[###############---------------] 1/2 games, 0:00 elapsed, about 0:00 left"
                + "\r[##############################] 2/2 games, 0:00 elapsed" + " ".repeat(", about 0:00 left".length())
                + "\n");
    }

    @Test
    void theHeader_namesTheVariantTheOptionsMake() {
        Run run = TestHost.create().run("match", "morris", "--option", "variant=three", "--white", "bot:1",
                "--black", "bot:1", "--games", "1", "--seed", "1");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("Three Men's Morris (morris ");
    }

    @Test
    void sameSeed_sameMatch() throws IOException {
        Path first = dir.resolve("first");
        Path second = dir.resolve("second");
        String[] args = {"match", "morris", "--white", "bot:2", "--black", "bot:2", "--games", "2", "--seed", "3",
            "--out", ""};

        args[args.length - 1] = first.toString();
        Run one = TestHost.create().run(args);
        args[args.length - 1] = second.toString();
        Run two = TestHost.create().run(args);

        assertThat(Files.readString(first.resolve("game-001.txt"))).isEqualTo(Files.readString(second.resolve("game-001.txt")));
        assertThat(Files.readString(first.resolve("game-002.txt"))).isEqualTo(Files.readString(second.resolve("game-002.txt")));
        assertThat(one.err()).isEqualTo(two.err());
    }

    @Test
    void match_ofAGameWithDice_byItsOwnSideNames() {
        Path plugins = dir.resolve("plugins");
        PluginJar.providing(RaceProvider.class).withTheirPackage().writeTo(plugins.resolve("race.jar"));

        Run run = TestHost.create().run("--plugins", plugins.toString(), "match", "race", "--red", "bot:2",
                "--black", "bot:1", "--games", "6", "--seed", "5");

        assertThat(run.exitCode()).isZero();
        assertThat(cell(row(run.out(), "bot:2", "--red", "red"), 3)).isEqualTo(3);
        assertThat(cell(row(run.out(), "bot:2", "--red", "black"), 3)).isEqualTo(3);
        assertThat(cell(row(run.out(), "bot:2", "--red", "all"), 4)).as("the bold bot wins most races")
                .isGreaterThan(cell(row(run.out(), "bot:1", "--black", "all"), 4));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "match morris --white human             | tabula match: --white human: a match is played by bots only.",
        "match morris --games 0                 | tabula match: --games is 1 or more, not 0.",
        "match morris --black bot:8             | tabula match: --black bot:8: morris has no bot level 8",
    })
    void usageErrors_exitWithTwo(String line, String message) {
        Run run = TestHost.create().run(line.split(" +"));

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith(message);
    }

    @Test
    void out_refusesAFolderHoldingAMatch_withoutForce_andLeavesItAlone() throws IOException {
        Path out = dir.resolve("records");
        Files.createDirectories(out);
        Files.writeString(out.resolve("game-007.txt"), "an old game");

        Run run = TestHost.create().run("match", "morris", "--games", "1", "--out", out.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("tabula match: " + out + " already holds a match (game-007.txt); "
                + "give --force to replace it, or another folder.");
        assertThat(Files.readString(out.resolve("game-007.txt"))).isEqualTo("an old game");
        assertThat(out.resolve("match.txt")).doesNotExist();
    }

    @Test
    void out_withForce_removesTheOldMatchsFilesFirst_andNothingElse() throws IOException {
        Path out = dir.resolve("records");
        Files.createDirectories(out);
        for (String name : new String[] {"game-001.txt", "game-002.txt", "game-003.txt", "match.txt", "notes.txt"}) {
            Files.writeString(out.resolve(name), "old");
        }

        Run run = TestHost.create().run("match", "morris", "--white", "bot:1", "--black", "bot:1", "--games", "1",
                "--seed", "1", "--out", out.toString(), "--force", "--option", "no-mill-limit=30");

        assertThat(run.exitCode()).isZero();
        try (var files = Files.list(out)) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .containsExactlyInAnyOrder("game-001.txt", "match.txt", "notes.txt");
        }
        assertThat(Files.readString(out.resolve("game-001.txt"))).isNotEqualTo("old");
        assertThat(Files.readAllLines(out.resolve("match.txt"))).hasSize(1);
        assertThat(Files.readString(out.resolve("notes.txt"))).as("not a file a match writes").isEqualTo("old");
    }

    @Test
    void out_acceptsAFolderWithoutAMatch() throws IOException {
        Path out = dir.resolve("records");
        Files.createDirectories(out);
        Files.writeString(out.resolve("notes.txt"), "mine");

        Run run = TestHost.create().run("match", "morris", "--white", "bot:1", "--black", "bot:1", "--games", "1",
                "--seed", "1", "--out", out.toString(), "--option", "no-mill-limit=30");

        assertThat(run.exitCode()).isZero();
        assertThat(out.resolve("game-001.txt")).exists();
    }

    @Test
    void aPositionAlreadyOver_isRefused_withOne() {
        Run run = TestHost.create().run("match", "morris", "--position",
                org.tabula.host.testing.MorrisPositions.moving("a7 d7 g7", "b2 f2", 'b'));

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.err()).startsWith("tabula match: The position is already over: ");
    }
}

package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.core.testgames.NimProvider;
import org.tabula.host.core.testgames.TeamProvider;
import org.tabula.host.core.testing.PluginJar;
import org.tabula.host.testing.FakeConsole;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

class GamesCommandTest {

    @TempDir
    Path dir;

    private static Path nimJar(Path file) {
        return PluginJar.providing(NimProvider.class).withTheirPackage().writeTo(file);
    }

    private static Path teamJar(Path file) {
        return PluginJar.providing(TeamProvider.class).withTheirPackage().writeTo(file);
    }

    /** The lines of one game's entry: from its first line to the blank line after it. */
    private static String entry(String out, String id) {
        String text = "\n" + out;
        int start = text.indexOf("\n" + id + "  ");
        assertThat(start).as("an entry for %s in%n%s", id, out).isNotNegative();
        int end = text.indexOf("\n\n", start + 1);
        return text.substring(start + 1, end < 0 ? text.length() : end + 1);
    }

    @Test
    void games_listsMorrisFromTheClassPath_withItsTitleVersionOriginSidesOptionsAndBots() {
        Run run = TestHost.create().run("games");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        String morris = entry(run.out(), "morris");
        assertThat(morris)
                .containsPattern("^morris  Nine Men's Morris  version \\d+\\.\\d+\\S*\n")
                .containsPattern("\n  loaded from  \\S*morris\\S* \\((class path|class-path directory)\\)\n")
                .contains("\n  sides        white, black\n")
                .containsPattern("\n  options      flying=true +\\[true\\|false] +\\S.*\n")
                .containsPattern("\n  bot levels   1  \\S+ +\\S.*\n");
    }

    @Test
    void games_morris_listsTheMillFamilysOptions_withTheirChoicesAndDefaults() {
        Run run = TestHost.create().withConsole(FakeConsole.typing().withWidth(400)).run("games", "morris");

        assertThat(run.exitCode()).isZero();
        assertThat(entry(run.out(), "morris"))
                .containsPattern("\n {15}variant=nine +\\[choice] +One of: three, five, six, seven, nine, ten,"
                        + " lasker, eleven, twelve, morabaraba, sesotho\\. The game of the mill family played: three"
                        + " \\(Three Men's Morris: 3 men on 9 points, a mill wins\\), .*\n")
                .containsPattern("\n {15}flying-rule=variant +\\[choice] +One of: variant, never, three, always\\."
                        + " When a man may fly .*\n")
                .containsPattern("\n {15}removal=standard +\\[choice] +One of: standard, strict, lenient\\. Which"
                        + " enemy man a mill takes.*\n")
                .containsPattern("\n {15}lasker=false +\\[true\\|false] +\\S.*\n")
                .containsPattern("\n {15}misere=false +\\[true\\|false] +\\S.*\n");
    }

    @Test
    void games_foldsItsLongLines_toTheTerminalsWidth_withoutCuttingWords() {
        Run wide = TestHost.create().withConsole(FakeConsole.typing().withWidth(400)).run("games", "morris");
        Run narrow = TestHost.create().withConsole(FakeConsole.typing().withWidth(50)).run("games", "morris");

        assertThat(narrow.exitCode()).isZero();
        assertThat(narrow.out().lines().count()).isGreaterThan(wide.out().lines().count());
        for (String line : narrow.out().lines().toList()) {
            assertThat(line.length() <= 50 || !line.strip().contains(" ") || line.startsWith("  loaded from  "))
                    .as("a line over 50 columns is one word: %s", line).isTrue();
        }
        assertThat(words(narrow.out())).as("every word kept, in order").isEqualTo(words(wide.out()));
        assertThat(narrow.out()).as("too little room beside the columns: the description below them")
                .containsPattern("\n  options      flying=true +\\[true\\|false]\n {6}\\S");
    }

    @Test
    void games_foldsTo80Columns_whenNotATerminal() {
        Run run = TestHost.create().run("games");

        assertThat(run.out().lines().filter(line -> line.length() > 80 && line.strip().contains(" ")
                && !line.startsWith("  loaded from  ") && !line.startsWith("Plugins folder: "))).isEmpty();
    }

    private static java.util.List<String> words(String text) {
        return java.util.List.of(text.strip().split("\\s+"));
    }

    @Test
    void games_listsAGameFromThePluginsFolder_givenWithPlugins() {
        Path jar = nimJar(dir.resolve("nim.jar"));

        Run run = TestHost.create().run("--plugins", dir.toString(), "games");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(entry(run.out(), "nim")).isEqualTo(""
                + "nim  Nim  version 1.0-test\n"
                + "  loaded from  " + jar + " (plugins folder)\n"
                + "  sides        first, second\n"
                + "  options      stones=7      [number]      How many stones the heap starts with.\n"
                + "               misere=false  [true|false]  Whether taking the last stone loses\n"
                + "                                           instead of wins.\n"
                + "  bot levels   1  random   Takes any number it may.\n"
                + "               2  perfect  Leaves a multiple of four whenever it can.\n"
                + "               3  mcts     Monte Carlo tree search: plays thousands of random\n"
                + "                           games from each move and keeps the move that wins\n"
                + "                           most of them.\n"
                + "  default bot  2 perfect\n");
        assertThat(run.out()).endsWith("\nPlugins folder: " + dir + "\n");
    }

    @Test
    void games_showsAGameWithoutBotsOfItsOwn_withTheGenericSearch_andItsChoices() {
        teamJar(dir.resolve("team.jar"));

        Run run = TestHost.create().run("--plugins", dir.toString(), "games", "team");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains(""
                + "  sides        red, green, blue\n"
                + "  options      board=small  [small|large]  The size of the board.\n"
                + "  bot levels   1  mcts  Monte Carlo tree search: plays thousands of random games\n");
    }

    @Test
    void games_listsEveryGameInIdOrder_classPathAndPluginsAlike() {
        teamJar(dir.resolve("a-team.jar"));
        nimJar(dir.resolve("b-nim.jar"));

        String out = TestHost.create().run("--plugins", dir.toString(), "games").out();

        assertThat(out).startsWith("checkers  ").contains("\n\nmorris  ");
        assertThat(out.indexOf("\nnim  ")).isPositive().isLessThan(out.indexOf("\nteam  "));
    }

    @Test
    void pluginsOption_mayAlsoFollowTheCommand() {
        nimJar(dir.resolve("nim.jar"));

        Run run = TestHost.create().run("games", "--plugins", dir.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("\nnim  Nim  version 1.0-test\n");
    }

    @Test
    void brokenAndDuplicatePlugins_areReportedOnStandardError_andTheGoodGameIsStillListed_withExitZero() {
        Path good = nimJar(dir.resolve("a-nim.jar"));
        Path broken = PluginJar.garbage(dir.resolve("b-broken.jar"));
        Path duplicate = nimJar(dir.resolve("c-nim-again.jar"));

        Run run = TestHost.create().run("--plugins", dir.toString(), "games");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("\nnim  Nim  version 1.0-test\n  loaded from  " + good + " (plugins folder)\n");
        assertThat(run.out()).startsWith("checkers  ").contains("\n\nmorris  ");
        assertThat(run.err().lines()).containsExactly(
                "tabula: " + broken + ": skipped: not a readable jar (ZipException (zip END header not found))",
                "tabula: " + duplicate + ": skipped game 'nim' (org.tabula.host.core.testgames.NimProvider): the id 'nim'"
                        + " is already taken by the game loaded from " + good + " (plugins folder)");
    }

    @Test
    void games_searchesThePluginsFolderBesideTheLauncher_byDefault() {
        Path jar = nimJar(dir.resolve("plugins/nim.jar"));

        Run run = TestHost.create().withEnvironment(dir, null).run("games");

        assertThat(run.out()).contains("  loaded from  " + jar + " (plugins folder)\n")
                .endsWith("\nPlugins folder: " + dir.resolve("plugins") + "\n");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void games_alsoSearchesTheFoldersInTabulaPlugins() {
        Path nim = nimJar(dir.resolve("home/plugins/nim.jar"));
        Path team = teamJar(dir.resolve("more/team.jar"));
        String variable = dir.resolve("more") + File.pathSeparator + dir.resolve("missing");

        Run run = TestHost.create().withEnvironment(dir.resolve("home"), variable).run("games");

        assertThat(run.out()).contains(nim + " (plugins folder)", team + " (plugins folder)")
                .endsWith("\nPlugins folder: " + dir.resolve("home/plugins") + "\n"
                        + "Plugins folder: " + dir.resolve("more") + "\n"
                        + "Plugins folder: " + dir.resolve("missing") + " (not present)\n");
        assertThat(run.err()).isEqualTo("tabula: " + dir.resolve("missing")
                + ": no such plugins folder (named by TABULA_PLUGINS)\n");
    }

    @Test
    void pluginsOption_replacesTheDefaultFolders() {
        nimJar(dir.resolve("home/plugins/nim.jar"));
        teamJar(dir.resolve("other/team.jar"));

        Run run = TestHost.create().withEnvironment(dir.resolve("home"), null)
                .run("--plugins", dir.resolve("other").toString(), "games");

        assertThat(run.out()).contains("\nteam  ").doesNotContain("\nnim  ");
    }

    @Test
    void missingPluginsFolder_isAUsageError() {
        Path missing = dir.resolve("nowhere");

        Run before = TestHost.create().run("--plugins", missing.toString(), "games");
        Run after = TestHost.create().run("games", "--plugins=" + missing);

        for (Run run : new Run[] {before, after}) {
            assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
            assertThat(run.out()).isEmpty();
            assertThat(run.err()).contains(": --plugins " + missing + ": there is no such folder\n", "Try 'tabula");
        }
    }

    @Test
    void pluginsNamingAFile_isAUsageError() throws IOException {
        Path file = Files.writeString(dir.resolve("nim.jar"), "not a folder");

        Run run = TestHost.create().run("--plugins", file.toString(), "games");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("tabula: --plugins " + file + ": not a folder\n");
    }

    @Test
    void games_withIds_listsOnlyThoseGames_inTheOrderAsked() {
        nimJar(dir.resolve("nim.jar"));
        teamJar(dir.resolve("team.jar"));

        Run run = TestHost.create().run("--plugins", dir.toString(), "games", "team", "nim", "team");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("team  Team Game  version 2.3\n").contains("\n\nnim  Nim  version 1.0-test\n")
                .doesNotContain("morris").doesNotContain("Plugins folder");
    }

    @Test
    void games_withAnUnknownId_isAUsageError_thatNamesTheInstalledGames() {
        nimJar(dir.resolve("nim.jar"));

        Run run = TestHost.create().run("--plugins", dir.toString(), "games", "chess");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out()).isEmpty();
        // The class path's games (morris, royal-ur, ...) are listed beside the plugins folder's nim, in id order.
        assertThat(run.err()).startsWith("tabula games: No game 'chess' is installed (installed: ")
                .containsPattern("\\(installed: [^)]*morris, nim[,)]");
    }

    @Test
    void games_withNothingInstalled_saysSo_andWhereToPutPlugins() {
        Run run = TestHost.create().withEmptyClassPath().run("games");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("No games are installed.\n\nPlugins folder: none (use --plugins DIR).\n");
    }

    @Test
    void gameFromThePluginsFolder_isPlayed_throughTheHost() {
        nimJar(dir.resolve("nim.jar"));

        Run run = TestHost.create().typing("1").run("--plugins", dir.toString(), "play", "nim",
                "--first", "bot:2", "--second", "human");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith("Nim (nim 1.0-test): first bot 2 (perfect), second human; seed 42.\n")
                .contains("first plays 3  (bot 2, 0.0 s)\n", "o o o o\n", "second> 1\nsecond plays 1\n",
                        "first plays 3  (bot 2, 0.0 s)\n\n(empty)\n",
                        "Game over after 3 moves. First wins: first took the last stone (first last-stone)\n");
    }

    @Test
    void goodGame_isStillPlayable_besideABrokenJarAndADuplicateId() {
        Path good = nimJar(dir.resolve("a-nim.jar"));
        Path broken = PluginJar.garbage(dir.resolve("b-broken.jar"));
        Path duplicate = nimJar(dir.resolve("c-nim-again.jar"));

        Run run = TestHost.create().typing("2", "3").run("--plugins", dir.toString(), "play", "nim",
                "--first", "human", "--second", "human", "--option", "stones=5");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err().lines()).containsExactly(
                "tabula: " + broken + ": skipped: not a readable jar (ZipException (zip END header not found))",
                "tabula: " + duplicate + ": skipped game 'nim' (org.tabula.host.core.testgames.NimProvider): the id 'nim'"
                        + " is already taken by the game loaded from " + good + " (plugins folder)");
        assertThat(run.out()).contains("first> 2\nfirst plays 2\n", "second> 3\nsecond plays 3\n",
                "Second wins: second took the last stone (second last-stone)");
    }
}

package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.host.core.testgames.NimProvider;
import org.tabula.host.core.testing.PluginJar;
import org.tabula.host.testing.MorrisPositions;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

class ReplayCommandTest {

    @TempDir
    Path dir;

    private Path record(String text) throws IOException {
        return Files.writeString(dir.resolve("game.txt"), text);
    }

    private static Run replay(Path file, String... more) {
        String[] args = new String[3 + more.length];
        args[0] = "replay";
        args[1] = "morris";
        args[2] = file.toString();
        System.arraycopy(more, 0, args, 3, more.length);
        return TestHost.create().run(args);
    }

    @Test
    void replay_ofAGameGoingOn_printsTheFinalPositionThenActive() throws IOException {
        Run run = replay(record("1. d2 f4\n2. d6\n"));

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("....W........B.....W.... b 7 8 0 3\nactive\n");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void replay_ofAGameWon_printsTheWinnerAndTheGamesReasonCode() throws IOException {
        Run run = replay(record("position " + MorrisPositions.WHITE_MILLS_NEXT + "\n1. c4-c5 e3-e4\n2. g4-g7xb2\n"));

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("WWW...W.....B.......B... b 0 0 0 43\nresult white fewer-than-three\n");
    }

    @Test
    void replay_ofAResignation_andOfADrawAgreed() throws IOException {
        Run resigned = replay(record("1. d2 f4\nresult white resign\n"));
        Run agreed = replay(record("1. d2 f4\nresult draw agreement\n"));

        assertThat(resigned.out()).endsWith("\nresult white resign\n");
        assertThat(agreed.out()).endsWith("\nresult draw agreement\n");
    }

    @Test
    void replay_takesTheGamesOptions() throws IOException {
        Path file = record("1. d2 f4\n");

        Run run = replay(file, "--option", "flying=false");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).endsWith("\nactive\n");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a move refused | 1. d2 f4\\n2. d2 | move 3 (d2): d2 is already taken at 2:4 | '  2 | 2. d2\\n    |    ^'",
        "not a move     | 1. d2 zz\\n      | move 2 (zz): not a move at 1:7         | '  1 | 1. d2 zz\\n    |       ^'",
    })
    void unreadableOrIllegalRecord_exitsWithOne_withTheLineAndTheReason(String what, String text, String reason,
            String excerpt) throws IOException {
        Path file = record(text.replace("\\n", "\n"));

        Run run = replay(file);

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("tabula replay: " + file + ": " + reason + "\n" + excerpt.replace("\\n", "\n")
                + "\n");
    }

    @Test
    void recordNamingNoPlace_exitsWithOne_withTheReasonAlone() throws IOException {
        Path file = record("1. d2 f4\noffer purple\n");

        Run run = replay(file);

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.err()).startsWith("tabula replay: " + file + ": ").contains("purple");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "morris   | # game morris\\nflying no\\n1. d2 f4\\n",
        "checkers | [GameType \"21\"]\\n1. 11-15 *\\n",
        "xiangqi  | [Game \"Chinese Chess\"]\\n1. h2e2\\n",
        "royal-ur | [rules finkel]\\n[first light]\\n1. l 0: -\\n",
    })
    void replay_ofAFileAlone_findsTheGameTheRecordNames(String game, String text)
            throws IOException {
        Path file = record(text.replace("\\n", "\n"));

        Run run = TestHost.create().run("replay", file.toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo(TestHost.create().run("replay", game, file.toString()).out());
        Run canonical = TestHost.create().run("replay", file.toString(), "--canonical");
        Path again = Files.writeString(dir.resolve("again.txt"), canonical.out());
        assertThat(TestHost.create().run("replay", again.toString()).out()).isEqualTo(run.out());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"# game 1 of 300, seed 2026: random (white random, black random), flying no",
        "# game", "# game 3 of 10", "#game morris", "# Game: Morris", "# game xiangqi, next", "# game over"})
    void aFreeNote_firstOrLater_neitherNamesNorRefusesTheGame(String note) throws IOException {
        Path named = record(note + "\n1. d2 f4\n");
        Path later = Files.writeString(dir.resolve("later.txt"), "# game morris\n1. d2 f4\n" + note + "\n");

        Run run = replay(named);
        Run alone = TestHost.create().run("replay", later.toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.out()).isEqualTo(replay(Files.writeString(dir.resolve("plain.txt"), "1. d2 f4\n")).out());
        assertThat(alone.err()).isEmpty();
        assertThat(alone.out()).isEqualTo(run.out());
    }

    @ParameterizedTest(name = "{0} read as {1}")
    @CsvSource(delimiter = '|', value = {
        "morris  | xiangqi | # game morris\\n1. d2 f4\\n",
        "xiangqi | morris  | [Game \"Chinese Chess\"]\\n1. h2e2\\n",
    })
    void aRecordNamingAnotherInstalledGame_isRefused_namingBoth(String own, String asked, String text)
            throws IOException {
        Path file = record(text.replace("\\n", "\n"));

        Run run = TestHost.create().run("replay", asked, file.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("tabula replay: " + file + ": this is a record of another installed game ("
                + own + "), not of " + asked + ": name " + own + " to read it, or no game at all\n");
    }

    @Test
    void replay_ofAFileAlone_namingNoInstalledGame_exitsWithOneAndSaysToNameTheGame() throws IOException {
        Path file = record("1. d2 f4\n");

        Run run = TestHost.create().run("replay", file.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tabula replay: " + file + ": the record names none of the installed games (")
                .endsWith("); name the game: tabula replay GAME FILE\n");
    }

    @Test
    void replay_ofAFileAlone_takesTheOptionsOfTheGameItNames_andAMissingFileIsAUsageError() throws IOException {
        Path file = record("# game morris\n1. d2 f4\n");

        assertThat(TestHost.create().run("replay", file.toString(), "--option", "flying=false", "--canonical").out())
                .isEqualTo("# game morris\nflying no\n1. d2 f4\n");
        Run missing = TestHost.create().run("replay", dir.resolve("none.txt").toString());
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).startsWith("tabula replay: No such file: ");
    }

    @Test
    void missingFile_isAUsageError() {
        Run run = replay(dir.resolve("nothing-here.txt"));

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("tabula replay: No such file: " + dir.resolve("nothing-here.txt") + "\n");
    }

    @Test
    void fileNotInUtf8_exitsWithOne() throws IOException {
        Path file = Files.write(dir.resolve("binary.txt"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1});

        Run run = replay(file);

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.err()).isEqualTo("tabula replay: " + file + ": not a text in UTF-8, so no morris record\n");
    }

    @Test
    void canonical_writesAMorrisRecordBackInTheGamesOwnText_whichReadsBackToItself() throws IOException {
        // The notation reads any case and any spacing between moves; it writes lower case, one space.
        Path file = record("1. D2   f4\n2. D6\n");

        Run run = replay(file, "--canonical");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).isEqualTo("# game morris\n1. d2 f4\n2. d6\n");
        Path again = Files.writeString(dir.resolve("again.txt"), run.out());
        assertThat(replay(again, "--canonical").out()).isEqualTo(run.out());
    }

    @Test
    void canonical_keepsWhatTheRecordSaysBesideTheMoves() throws IOException {
        Run run = replay(record("flying no\n1. d2 f4\nresult white resign\n"), "--canonical");

        assertThat(run.out()).isEqualTo("# game morris\nflying no\n1. d2 f4\nresult white resign\n");
    }

    @Test
    void canonical_worksForAnyGame_checkersDroppingItsComments() throws IOException {
        Path file = record("1. 11-15 {a quiet start} 23-19 *\n");

        Run run = TestHost.create().run("replay", "checkers", file.toString(), "--canonical");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("11-15", "23-19").doesNotContain("quiet", "{");
        Path again = Files.writeString(dir.resolve("again.pdn"), run.out());
        assertThat(TestHost.create().run("replay", "checkers", again.toString(), "--canonical").out())
                .isEqualTo(run.out());
        assertThat(TestHost.create().run("replay", "checkers", again.toString()).out())
                .isEqualTo(TestHost.create().run("replay", "checkers", file.toString()).out());
    }

    @Test
    void canonical_ofARecordRefused_exitsWithOne_andWritesNothing() throws IOException {
        Path file = record("1. d2 d2\n");

        Run run = replay(file, "--canonical");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void replay_ofARecordSavedByPlay_endsWhereThePlayEnded() throws IOException {
        Path file = dir.resolve("played.txt");
        TestHost.create().typing("c4-c5", "e3-e4", "g4-g7xb2").run("play", "morris", "--white", "human",
                "--black", "human", "--position", MorrisPositions.WHITE_MILLS_NEXT, "--save", file.toString());

        Run run = replay(file);

        assertThat(run.out()).isEqualTo("WWW...W.....B.......B... b 0 0 0 43\nresult white fewer-than-three\n");
    }

    /** Replays a file of the test game Nim, installed from a plugins folder. */
    private Run replayNim(Path file, String... more) {
        Path plugins = dir.resolve("plugins");
        PluginJar.providing(NimProvider.class).withTheirPackage().writeTo(plugins.resolve("nim.jar"));
        List<String> args = new ArrayList<>(List.of("--plugins", plugins.toString(), "replay", "nim", file.toString()));
        args.addAll(List.of(more));
        return TestHost.create().run(args.toArray(String[]::new));
    }

    @Test
    void replay_needsNoOption_forTheRecordNamesItsOptions() throws IOException {
        Run run = replayNim(record("option stones=5\n1 1\n"));

        assertThat(run.err()).isEmpty();
        assertThat(run.out()).isEqualTo("3/first\nactive\n");
    }

    @Test
    void replay_optionGiven_standsOnlyForWhatTheRecordDoesNotName() throws IOException {
        Run unnamed = replayNim(record("1 1\n"), "--option", "stones=9");
        Run named = replayNim(record("option stones=5\n1 1\n"), "--option", "stones=9", "--option", "misere=true");
        Run canonical = replayNim(record("option stones=5\n1 1\n"), "--option", "misere=true", "--canonical");

        assertThat(unnamed.out()).isEqualTo("7/first\nactive\n");
        assertThat(named.out()).isEqualTo("3/first\nactive\n");
        assertThat(canonical.out()).isEqualTo("option stones=5\noption misere=true\n1 1\n");
    }

    @Test
    void replay_ofARecordSavedByPlayWithOptions_endsWhereThePlayEnded_withoutTheOptionsAgain() throws IOException {
        Path file = dir.resolve("nim.txt");
        Path plugins = dir.resolve("plugins");
        PluginJar.providing(NimProvider.class).withTheirPackage().writeTo(plugins.resolve("nim.jar"));
        TestHost.create().typing("2", "draw").run("--plugins", plugins.toString(), "play", "nim", "--first", "human",
                "--second", "human", "--option", "stones=5", "--save", file.toString());

        Run run = replayNim(file);
        Run canonical = replayNim(file, "--canonical");

        assertThat(run.out()).isEqualTo("3/second\nactive\n");
        assertThat(canonical.out()).isEqualTo("option stones=5\n2\noffer second\n");
    }
}

package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.testing.FakeConsole;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/** The commands players reach for at the prompt: hint, history, flip, level, new, and quit that asks first. */
class PlayerCommandsTest {

    @TempDir
    Path folder;

    private static Run morris(String... typed) {
        return TestHost.create().typing(typed).run("play", "morris", "--white", "human", "--black", "bot:1",
                "--seed", "3", "--bot-time", "0.2");
    }

    /** A hint asked at once from a position, the first side a person and the other the weakest bot. */
    private static Run hintAt(String game, String position, String person, String bot, String botTime) {
        return TestHost.create().typing("hint").run("play", game, "--position", position, "--" + person, "human",
                "--" + bot, "bot:1", "--bot-time", botTime);
    }

    @Test
    void hint_givesTheStrongestBotsMove_whichIsLegal_andPlaysNothing() {
        Run run = morris("hint");

        assertThat(run.out()).containsPattern("\nhint: [a-g][1-7]  \\(bot 6, [0-9.]+ s\\)");
        assertThat(run.out()).doesNotContain("white plays");
    }

    @Test
    void hint_whereTheGameKnowsThePositionForCertain_saysWhatBestPlayComesTo() {
        // White a7 d7 b2, black c5 e3 g1: morris's 3-3 table has it a win in one ply for white.
        Run run = hintAt("morris", "WW....B..........BW....B w 0 0 0 40", "white", "black", "5");

        assertThat(run.out()).containsPattern("\nhint: b2-g7x(c5|e3|g1)  \\(bot 6, [0-9.]+ s\\); with best play"
                + " white wins in 1 ply \\(endgame table 3-3: ");
    }

    @Test
    void hint_inTheRoyalGameOfUr_withTwoPiecesLeftEach_saysTheChanceToWinWithBestPlay() {
        // Light on a2 and one in hand, dark on c2 and one in hand, five of each home; light's roll of 2 stands.
        Run run = hintAt("royal-ur", "4xx2/l1d5/4xx2 l 1 5 1 5 2 40", "light", "dark", "0.5");

        assertThat(run.out()).containsPattern("\nhint: 2: \\S+  \\(bot 5, [0-9.]+ s\\); light wins with probability"
                + " 0\\.595 under best play \\(the two-piece table: ");
    }

    @Test
    void history_listsTheMovesAsTheRecordNumbersThem() {
        Run run = morris("d2", "f4", "history");

        assertThat(run.out()).containsPattern("history\n1\\. d2 [a-g][1-7]\n2\\. f4 [a-g][1-7]\n");
    }

    @Test
    void history_ofTheRoyalGameOfUr_numbersEveryTurnAsTheRecordDoes_lostTurnsAndExtraTurnsIncluded()
            throws Exception {
        // Seed 3: light's first roll and its next each leave one move, played for light; between them dark throws
        // a 0 and loses the turn; light's second move lands on the rosette a1 and light throws again. The history
        // was 1. 0: - and 3. 2: c1-a1* (light's first move missing, dark's lost turn numbered 1).
        Path saved = folder.resolve("ur.txt");
        Run run = TestHost.create().typing("history").run("play", "royal-ur", "--light", "human",
                "--dark", "bot:1", "--seed", "3", "--save", saved.toString());

        assertThat(run.out()).contains("4. light> history\n1. 2: hand-c1\n2. 0: -\n3. 2: c1-a1*\n4. light> ");
        assertThat(Files.readString(saved)).contains("\n1. l 2: hand-c1\n2. d 0: -\n3. l 2: c1-a1\n");
    }

    @Test
    void history_beforeAnyMove_saysThereIsNone() {
        assertThat(morris("history").out()).contains("history\nNo move has been played yet.\n");
    }

    @Test
    void flip_turnsTheBoard_soThatTheFirstRankIsOnTop() {
        Run run = morris("flip");

        String flipped = run.out().substring(run.out().indexOf("flip\n"));
        assertThat(flipped.indexOf("\n1 ")).as(flipped).isLessThan(flipped.indexOf("\n7 "));
    }

    @Test
    void level_changesEveryBot_andSaysWhoPlaysNow() {
        Run run = morris("level 3", "d2");

        assertThat(run.out()).contains("From now on: Nine Men's Morris (morris 0.1.0): white human, black bot 3")
                .containsPattern("black plays [a-g][1-7]  \\(bot 3, ");
    }

    @Test
    void level_byName_seatsTheGenericSearch_asBotMctsOnTheCommandLineDoes() {
        // A clock that runs, so the search stops at its 0.2 s: on the fixed clock it would run to its ceiling of
        // a million playouts, minutes of the default build.
        Run run = TestHost.create().withClock(Clock.systemUTC()).typing("level mcts", "d2").run("play", "morris",
                "--white", "human", "--black", "bot:1", "--seed", "3", "--bot-time", "0.2");

        assertThat(run.out()).contains("From now on: Nine Men's Morris (morris 0.1.0): white human, black bot 7")
                .containsPattern("black plays [a-g][1-7]  \\(bot 7, ");
        Run seated = TestHost.create().withClock(Clock.systemUTC()).typing("d2").run("play", "morris", "--white",
                "human", "--black", "bot:mcts",
                "--seed", "3", "--bot-time", "0.2");
        assertThat(seated.out()).containsPattern("black plays [a-g][1-7]  \\(bot 7, ");
    }

    @Test
    void level_thatTheGameHasNot_isRefusedWithTheLevelsItHas() {
        Run run = morris("level 9", "level");

        assertThat(run.out()).contains("morris has no bot level 9 (its levels: 1 to 7).")
                .contains("Say which: level N.");
    }

    @Test
    void quit_onAnUnsavedGame_asksFirst_andNoCarriesOn() {
        TestHost host = TestHost.create().typing("d2", "quit", "no", "quit", "yes");
        Run run = host.run("play", "morris", "--white", "human", "--black", "bot:1", "--seed", "3");

        assertThat(run.out()).contains("quit\nThe game is not saved. Quit anyway? (yes/no) no\n"
                + "Then play on; save FILE keeps the game.\n")
                .contains("Quit anyway? (yes/no) yes\nThe game was not saved");
        assertThat(host.console().unread()).isEmpty();
    }

    @Test
    void quit_onASavedGame_leavesAtOnce() {
        Path file = folder.resolve("game.txt");
        TestHost host = TestHost.create().typing("d2", "quit", "never read");
        Run run = host.run("play", "morris", "--white", "human", "--black", "bot:1", "--seed", "3",
                "--save", file.toString());

        assertThat(run.out()).doesNotContain("not saved").contains("The game is saved in " + file);
        assertThat(host.console().unread()).containsExactly("never read");
    }

    @Test
    void quit_afterSaveFile_atThePrompt_leavesAtOnce_sayingWhereTheGameIs_andHowToCarryOn() {
        Path file = folder.resolve("kept.txt");
        TestHost host = TestHost.create().typing("d2", "save " + file, "quit", "never read");
        Run run = host.run("play", "morris", "--white", "human", "--black", "bot:1", "--seed", "3");

        assertThat(host.console().unread()).containsExactly("never read");
        assertThat(run.out()).doesNotContain("not saved").endsWith("quit\nThe game is saved in " + file
                + ". Carry on with:\n  ./tabula play morris --white human --black bot:1 --load " + file + " --save "
                + file + "\n");
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void quit_afterMovesThatFollowedASaveAtThePrompt_asksFirst_andSaysHowFarTheFileGoes() {
        Path file = folder.resolve("kept.txt");
        TestHost host = TestHost.create().typing("d2", "save " + file, "f4", "quit", "yes");
        Run run = host.run("play", "morris", "--white", "human", "--black", "bot:1", "--seed", "3");

        assertThat(run.out()).contains("quit\nThe moves since the game was saved in " + file
                + " are not saved. Quit anyway? (yes/no) yes\n")
                .endsWith("yes\nThe game as it stands was not saved: " + file + " holds it 2 moves in (type save "
                        + "FILE to keep it all).\n");
        assertThat(host.console().unread()).isEmpty();
    }

    @Test
    void new_startsARematch_withTheSidesSwapped_andItsRecordInAFileOfItsOwn() throws Exception {
        Path file = folder.resolve("game.txt");
        TestHost host = TestHost.create().typing("d2", "new", "quit");
        Run run = host.run("play", "morris", "--white", "human", "--black", "bot:1", "--seed", "3",
                "--save", file.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("A new game, sides swapped. Nine Men's Morris (morris 0.1.0): white bot 1 "
                + "(beginner), black human; seed 3.")
                .contains("Its record goes to " + folder.resolve("game-2.txt") + ".")
                .containsPattern("white plays [a-g][1-7]  \\(bot 1, ");
        assertThat(Files.readString(file)).contains("\n1. d2 ");
        assertThat(Files.readString(folder.resolve("game-2.txt"))).containsPattern("\n1\\. [a-g][1-7]\n$");
    }

    @Test
    void ctrlC_whileABotThinks_endsTheSessionCleanly_andSaysWhatWasSaved() {
        Path file = folder.resolve("stopped.txt");
        TestHost host = TestHost.create().withConsole(FakeConsole.typing("never read").pressingCtrlCAtOnce());
        Run run = host.run("play", "morris", "--white", "bot:5", "--black", "human", "--save", file.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Stopped while white was thinking.\nThe game is saved in " + file
                + ". Carry on with:\n");
        assertThat(run.out()).doesNotContain("white plays");
        assertThat(host.console().unread()).containsExactly("never read");
    }

    @Test
    void botsAlone_areAdjournedAtTheHostsCap_asADraw() {
        TestHost host = TestHost.create().typing("never read");
        Run run = host.run("play", "morris", "--white", "bot:1", "--black", "bot:1", "--seed", "3", "--max-plies", "6");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Draw: adjourned after 6 plies (the host's cap).")
                .doesNotContain("7... black plays");
        assertThat(run.out().lines().filter(line -> line.matches("(white|black) plays .*"))).hasSize(6);
        assertThat(host.console().unread()).containsExactly("never read");
    }

    @Test
    void maxPlies_belowZero_isAUsageError() {
        Run run = TestHost.create().run("play", "morris", "--max-plies", "-1");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--max-plies is 0 (no cap) or more, not -1.");
    }
}

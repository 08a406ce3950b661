package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.host.testing.FakeConsole;
import org.tabula.host.testing.MorrisPositions;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/** Whole {@code tabula play} sessions through the real wiring, with scripted input, on morris from the class path. */
class PlayCommandTest {

    private static final String ESC = "\u001b[";

    /** The screen after the last time the board was drawn: from the last file-letter line on. */
    private static String lastStatus(String out) {
        int files = out.lastIndexOf("  a   b   c   d   e   f   g\n");
        assertThat(files).as("a board was drawn in%n%s", out).isNotNegative();
        return out.substring(files);
    }

    @Test
    void play_withNoGame_listsTheInstalledGames_andHowToStartOne_asAUsageError() {
        Run run = TestHost.create().run("play");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tabula play: which game? The installed games:\n")
                .containsPattern("\n  morris +Nine Men's Morris\n")
                .containsPattern("\nStart one with: tabula play GAME \\(for example: tabula play [a-z-]+\\); "
                        + "tabula games GAME tells its sides and options.\n$");
        String firstListed = run.err().lines().skip(1).findFirst().orElseThrow().strip().split(" +")[0];
        assertThat(run.err()).as("the example is a game listed").contains("tabula play " + firstListed + ")");
    }

    @Test
    void play_withNoGame_andNothingInstalled_saysSo() {
        Run run = TestHost.create().withEmptyClassPath().run("play");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("tabula play: which game? No games are installed "
                + "(tabula games tells where plugins go).\n");
    }

    @Test
    void humanGame_toAWin_withARefusedMoveRetried() {
        Run run = TestHost.create().typing("c4-b6", "c4-c5", "e3-e4", "g4-g7xb2")
                .run("play", "morris", "--white", "human", "--black", "human",
                        "--position", MorrisPositions.WHITE_MILLS_NEXT);

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out())
                .startsWith("Nine Men's Morris (morris 0.1.0): white human, black human; seed 42.\n")
                .contains("1. white> c4-b6\nb6 is not next to c4: a man that does not fly moves along a line to the next point.\n"
                        + "1. white> c4-c5\nwhite plays c4-c5\n")
                .contains("1... black> e3-e4\nblack plays e3-e4\n")
                .contains("2. white> g4-g7xb2\nwhite plays g4-g7xb2\n");
        assertThat(lastStatus(run.out())).contains(
                "Game over after 43 moves. White wins: Black has fewer than three men (white fewer-than-three)\n",
                "black on board: 2", "last move: g4-g7xb2\n", "game over> \n");
    }

    @Test
    void aVariantOfTheFamily_isPlayedOnItsOwnBoard_withAMillTakingAMan() {
        Run run = TestHost.create().typing("b4", "a1", "d4", "e1", "c4", "c4xa1")
                .run("play", "morris", "--option", "variant=six", "--white", "human", "--black", "human",
                        "--no-color");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).contains("variant: Six Men's Morris", "1. white> b4\nwhite plays b4\n",
                        "3. white> c4\nc4 closes a mill: name the black man it takes, such as c4xa1.\n",
                        "3. white> c4xa1\nwhite plays c4xa1\n")
                .contains("4 |   W--[W]--W   |\n", "1[.]------.-------B\n  a   b   c   d   e\n")
                .contains("white on board: 3   black on board: 1");
    }

    @Test
    void board_isDrawnFromTheGamesView_withTurnFactsAndLastMove() {
        Run run = TestHost.create().typing("d2").run("play", "morris", "--white", "human", "--black", "human");

        assertThat(run.out()).contains(""
                + "2 |   .------[W]------.   |\n"
                + "  |           |           |\n"
                + "1 .-----------.-----------.\n"
                + "  a   b   c   d   e   f   g\n"
                + "\n"
                + "black to move, move 1\n"
                + "phase: placing   white in hand: 8   black in hand: 9   white on board: 1\n"
                + "black on board: 0   no mill: 0 of 120\n"
                + "last move: d2\n"
                + "1... black> \n");
    }

    @Test
    void refusedMove_printsTheEnginesSentence_andLeavesTheGameAsItWas() {
        Run run = TestHost.create().typing("d2", "d2", "nonsense", "f4")
                .run("play", "morris", "--white", "human", "--black", "human");

        assertThat(run.out()).contains("1... black> d2\nd2 is already taken.\n1... black> nonsense\n"
                + "'nonsense' is not a move: write one like d2, d2-d3 or d2-d3xa1.\n1... black> f4\nblack plays f4\n");
        assertThat(lastStatus(run.out())).contains("white to move, move 2\n");
    }

    @Test
    void emptyInputAndMoves_listTheLegalMoves() {
        Run run = TestHost.create().typing("", "moves").run("play", "morris", "--position", MorrisPositions.WHITE_MILLS_NEXT,
                "--black", "human");

        String listing = "white> \na7-a4     d7-g7     d7-d6     c4-c5     c4-b4     c4-c3     g4-g7xe3\n"
                + "g4-g7xb2  g4-g7xf2  g4-f4     g4-g1\n11 legal moves.\n";
        assertThat(run.out()).contains(listing).contains(listing.replace("white> \n", "white> moves\n"));
    }

    @Test
    void prompt_offersTheLegalMovesAndTheCommands_forTabCompletion() {
        TestHost host = TestHost.create().typing("d2");

        host.run("play", "morris", "--black", "human");

        List<String> first = host.console().completionsOffered().get(0);
        assertThat(first).as("the 24 points and the commands but accept and decline").hasSize(24 + 13).startsWith("a7", "d7", "g7")
                .contains("d2", "moves", "hint", "history", "undo", "takeback", "resign", "draw", "flip", "level", "new", "save", "help",
                        "quit");
        assertThat(host.console().completionsOffered().get(1)).doesNotContain("d2").contains("f4");
    }

    @Test
    void undo_takesBackTheBotsAnswerAndTheMove_soThePersonIsToMoveAgain() {
        Run run = TestHost.create().typing("d2", "undo", "d2")
                .run("play", "morris", "--white", "human", "--black", "bot:1", "--seed", "7");

        Matcher answers = Pattern.compile("black plays (\\w\\d)  \\(bot 1, 0\\.0 s\\)\n").matcher(run.out());
        assertThat(answers.find()).isTrue();
        String first = answers.group(1);
        assertThat(run.out()).contains("white> undo\nTook back " + first + ", d2.\n");
        String afterUndo = run.out().substring(run.out().indexOf("Took back"));
        assertThat(afterUndo).contains("white to move, move 1\n");
        assertThat(answers.find()).as("a second answer").isTrue();
        assertThat(answers.group(1)).as("the same seed, the same position: the same answer").isEqualTo(first);
    }

    @Test
    void undo_withNothingToTakeBack_saysSo() {
        Run run = TestHost.create().typing("undo").run("play", "morris", "--black", "human");

        assertThat(run.out()).contains("1. white> undo\nThere is nothing to undo.\n1. white> ").doesNotContain("Took back");
    }

    @Test
    void drawOffer_asksTheOtherPerson_whoAccepts_andTheGameEndsDrawn() {
        Run run = TestHost.create().typing("d2", "draw", "accept")
                .run("play", "morris", "--white", "human", "--black", "human");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("1... black> draw\nblack offers a draw.\nwhite may accept or decline.\n"
                + "white> accept\nwhite accepts the draw.\n");
        assertThat(lastStatus(run.out())).contains("Game over after 1 move. ", "(draw agreement)\n", "game over> \n");
    }

    @Test
    void undo_afterAnAgreedDraw_takesBackTheAgreementOnly_evenWhereTheGamesUndoTakesTheMoveToo() {
        // Morris's undo, as its seed says, takes back the last move with the agreement; the host puts the move back.
        Run run = TestHost.create().typing("d2", "draw", "accept", "undo", "decline", "f4")
                .run("play", "morris", "--white", "human", "--black", "human");

        assertThat(run.out()).contains("game over> undo\nTook back the agreement: black's draw offer stands again.\n")
                .contains("\nwhite> decline\nwhite declines the draw.\n", "1... black> f4\nblack plays f4\n")
                .doesNotContain("Took back d2");
    }

    @Test
    void drawOffer_declinedByTheOtherPerson_givesTheTurnBack() {
        Run run = TestHost.create().typing("draw", "decline", "d2")
                .run("play", "morris", "--white", "human", "--black", "human");

        assertThat(run.out()).contains("1. white> draw\nwhite offers a draw.\nblack may accept or decline.\n"
                + "black> decline\nblack declines the draw.\n", "1. white> d2\nwhite plays d2\n");
    }

    @Test
    void whileAnAnswerIsAwaited_onlyTheAnswerIsTaken_fromTheSideThatOwesIt() {
        TestHost host = TestHost.create().typing("draw", "d2", "accept");

        Run run = host.run("play", "morris", "--white", "human", "--black", "human");

        assertThat(run.out()).contains("white offers a draw.\nblack may accept or decline.\n"
                + "black> d2\nwhite offers a draw: black, accept or decline it.\n"
                + "black> accept\nblack accepts the draw.\n").doesNotContain("white plays", "white> accept");
        assertThat(host.console().completionsOffered().get(1))
                .containsExactly("accept", "decline", "resign", "save", "help", "quit");
    }

    @Test
    void noSideIsOffered_anAnswerToItsOwnOffer() {
        TestHost host = TestHost.create().typing("d2", "draw", "accept");

        host.run("play", "morris", "--white", "human", "--black", "human");

        List<List<String>> offered = host.console().completionsOffered();
        assertThat(offered.get(0)).as("no offer stands").doesNotContain("accept", "decline");
        assertThat(offered.get(1)).as("black, before its offer").doesNotContain("accept", "decline");
        assertThat(offered.get(2)).as("white, answering").contains("accept", "decline");
    }

    @Test
    void drawOffer_toABot_isDeclined() {
        Run run = TestHost.create().typing("draw", "d2").run("play", "morris", "--black", "bot:1");

        assertThat(run.out()).contains("1. white> draw\nwhite offers a draw.\nblack (bot 1) declines: a bot plays on.\n"
                + "1. white> d2\nwhite plays d2\n");
    }

    @Test
    void resign_endsTheGame_forTheSideToMove() {
        Run run = TestHost.create().typing("resign").run("play", "morris", "--black", "bot:2");

        assertThat(run.exitCode()).isZero();
        assertThat(lastStatus(run.out())).contains("Game over after 0 moves. ", "(black resign)");
    }

    @Test
    void botAgainstBot_playsToTheEnd_withoutReadingALine() {
        TestHost host = TestHost.create().typing("never read");

        Run run = host.run("play", "morris", "--white", "bot:1", "--black", "bot:2", "--seed", "3");

        assertThat(run.exitCode()).isZero();
        assertThat(lastStatus(run.out())).containsPattern("Game over after \\d+ moves\\. .*\\((white|black|draw) [a-z-]+\\)\n");
        assertThat(host.console().unread()).containsExactly("never read");
        assertThat(run.out()).doesNotContain("> ");
    }

    @Test
    void botAgainstBot_withTheSameSeed_playsTheSameGame() {
        String[] args = {"play", "morris", "--white", "bot:2", "--black", "bot:2", "--seed", "11"};

        String first = TestHost.create().run(args).out();
        String second = TestHost.create().run(args).out();

        assertThat(first).isEqualTo(second);
    }

    @Test
    void defaults_areAPersonAgainstTheMiddleBot() {
        Run run = TestHost.create().run("play", "morris");

        assertThat(run.out()).startsWith("Nine Men's Morris (morris 0.1.0): white human, black bot 3 (novice); seed 42.\n");
    }

    @Test
    void sides_mayBeGivenAsSide_nameEqualsPlayer() {
        Run run = TestHost.create().run("play", "morris", "--side", "white=bot:1", "--side", "black=human");

        assertThat(run.out()).startsWith("Nine Men's Morris (morris 0.1.0): white bot 1 (beginner), black human; seed 42.\n");
    }

    @Test
    void options_reachTheGame() {
        Run run = TestHost.create().typing("").run("play", "morris", "--option", "no-mill-limit=30");

        assertThat(run.out()).contains("no mill: 0 of 30");
    }

    @Test
    void colour_onATerminal_andPlainWithNoColor() {
        Run coloured = TestHost.create().withConsole(FakeConsole.typing("d2")).run("play", "morris", "--black", "human");
        Run plain = TestHost.create().withConsole(FakeConsole.typing("d2"))
                .run("play", "morris", "--black", "human", "--no-color");

        assertThat(coloured.out()).contains(ESC + "1;7mW" + ESC + "0m", ESC + "34m", ESC + "2m");
        assertThat(plain.out()).doesNotContain(ESC).contains("2 |   .------[W]------.   |\n");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "play morris --white robot               | tabula play: --white robot: 'robot' is not a player: say human, bot or bot:LEVEL",
        "play morris --black bot:9               | tabula play: --black bot:9: morris has no bot level 9 (its levels: 1 to 7)",
        "play morris --side red=human            | tabula play: morris has no side 'red' (its sides: white, black).",
        "play morris --white human --side white=bot | tabula play: Who plays white is given twice.",
        "play morris --option flying=perhaps     | tabula play: morris: option flying takes true or false, not 'perhaps'",
        "play morris --option speed=3            | tabula play: morris: no such option: speed (options: flying, no-mill-limit, variant, flying-rule, removal, lasker, misere)",
        "play morris --option flying             | should be in KEY=VALUE format but was flying",
        "play morris --option variant=eight      | tabula play: morris: option variant takes one of three, five, six,",
        "play morris --option flying=false --option flying-rule=always | tabula play: morris: option flying=false (never flying) contradicts flying-rule=always",
        "play morris --option no-mill-limit=-1   | tabula play: morris: option no-mill-limit is 0 (no limit) or a positive number",
        "play chess                              | tabula play: No game 'chess' is installed (installed: ",
        "play morris --bot-time 0                | tabula play: --bot-time is a number of seconds above 0",
        "play morris --position x --load y       | tabula play: Give --position or --load, not both.",
        "play morris --load no-such-file.txt     | tabula play: No such file: no-such-file.txt",
    })
    void usageErrors_exitWithTwo_andSayWhatIsWrong(String line, String message) {
        Run run = TestHost.create().run(line.split(" +"));

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(message).contains("Try 'tabula play --help'");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void unreadablePosition_exitsWithOne_andNamesWhere() {
        Run run = TestHost.create().run("play", "morris", "--position", "WW.. w");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.err()).startsWith("tabula play: not a morris position: ").containsPattern(" at 1:\\d+\n");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void help_namesEachSideOfTheInstalledGames_asAnOption() {
        Run run = TestHost.create().run("play", "--help");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("Usage: tabula play")
                .containsPattern("Who plays white \\(in [^)]*morris\\)")
                .contains("--white=PLAYER", "--black=PLAYER", "--side=NAME=PLAYER", "--option=NAME=VALUE",
                        "--position=TEXT", "--load=FILE", "--save=FILE", "--seed=N", "--bot-time=SECONDS",
                        "--no-color");
    }
}

package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.console.Columns;
import org.tabula.host.console.TerminalAbilities;
import org.tabula.host.testing.FakeConsole;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/**
 * {@code tabula play} on a terminal that can redraw: each change clears the screen and draws one frame, the board
 * with the game, the state and the moves beside it, which fits an 80 x 24 terminal, so nothing scrolls away.
 */
class ScreenInPlaceTest {

    private static final String CLEAR = "\u001b[H\u001b[2J";
    private static final int ROWS = 24;
    private static final int COLUMNS = 80;

    private static FakeConsole terminal(TerminalAbilities abilities, String... typed) {
        return FakeConsole.typing(typed).withAbilities(abilities).withWidth(COLUMNS).withHeight(ROWS);
    }

    /**
     * The frames drawn, each from a clear to the next, its colours taken out: the last line of one is the prompt
     * and what was typed, or the bot's thinking.
     */
    private static List<String> frames(String out) {
        String[] parts = out.split(Pattern.quote(CLEAR), -1);
        return Arrays.stream(parts).skip(1).map(part -> part.replaceAll("\u001b\\[[0-9;]*m", "")).toList();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "morris, --white=bot:1, --black=bot:1, '  a   b   c   d   e   f   g'",
        "checkers, --black=bot:1, --white=bot:1, 'a b c d e f g h'",
        "royal-ur, --light=bot:1, --dark=bot:1, 'a b c d e f g h'",
        "xiangqi, --red=bot:1, --black=bot:1, 'a   b   c   d   e   f   g   h   i'"})
    void aWholeBotGame_isDrawnInFramesThatFitTheTerminal_withTheMovesBesideTheBoard(String game, String first,
            String second, String files) {
        Run run = TestHost.create().withConsole(terminal(TerminalAbilities.FULL))
                .run("play", game, first, second, "--seed", "5", "--option", plyCap(game));

        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> frames = frames(run.out());
        assertThat(frames).hasSizeGreaterThan(10);
        for (String frame : frames.subList(0, frames.size() - 1)) {
            List<String> lines = frame.lines().toList();
            assertThat(lines.size()).as("lines of%n%s", frame).isLessThanOrEqualTo(ROWS);
            assertThat(lines).allSatisfy(line -> assertThat(Columns.visibleLength(line)).as(line)
                    .isLessThanOrEqualTo(COLUMNS));
            assertThat(frame).contains(files);
        }
        String last = frames.get(frames.size() - 1);
        assertThat(last).contains("Game over after").containsPattern("(?m)^.*   [0-9]+\\.{0,3} ");
    }

    /** Long games end sooner where a game has a cap: the test looks at frames, not at how the game ends. */
    private static String plyCap(String game) {
        return switch (game) {
            case "morris" -> "no-mill-limit=40";
            case "checkers" -> "no-progress-limit=40";
            case "royal-ur" -> "ply-cap=120";
            default -> "no-capture-limit=40";
        };
    }

    @Test
    void aPersonsMove_andTheBotsAnswer_areListedBesideTheBoard_andThePromptIsUnderIt() {
        Run run = TestHost.create().withConsole(terminal(TerminalAbilities.FULL, "d2", "f4"))
                .run("play", "morris", "--white", "human", "--black", "bot:1", "--seed", "3");

        List<String> frames = frames(run.out());
        String afterTwo = frames.stream().filter(frame -> frame.contains("2.")).findFirst().orElseThrow();
        assertThat(afterTwo).containsPattern("(?m)^7 .*   Nine Men's Morris \\(morris 0\\.1\\.0\\): white human");
        assertThat(afterTwo).containsPattern("(?m)   1\\. .*d2.* .*[a-g][1-7]");
        assertThat(afterTwo).containsPattern("(?m)^white plays d2\\n");
        assertThat(run.out()).as("white's colour").contains("\u001b[1;33m");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"morris, --white, --black", "xiangqi, --red, --black"})
    void help_atEightyByTwentyFour_showsEveryCommandOnAFrameThatFits_itsWordsAligned(String game, String human,
            String bot) {
        Run run = TestHost.create().withConsole(terminal(TerminalAbilities.FULL, "help"))
                .run("play", game, human, "human", bot, "bot:1", "--seed", "3");

        String shown = frames(run.out()).stream().filter(f -> f.contains("this list")).findFirst().orElseThrow();
        // The frame up to its prompt: what follows is the end of the typed input.
        String frame = shown.substring(0, shown.indexOf("1. "));
        List<String> lines = frame.lines().toList();
        assertThat(lines.size()).as("lines of%n%s", frame).isLessThan(ROWS);
        assertThat(lines).allSatisfy(line -> assertThat(line.length()).as(line).isLessThan(COLUMNS));
        List<String> commands = lines.stream().filter(line -> line.matches("  [a-z]{2,}.*")).toList();
        assertThat(commands).extracting(line -> line.substring(2, line.indexOf(' ', 2))).containsExactly("moves,",
                "hint", "history", "undo,", "resign", "draw", "accept,", "flip", "level", "new", "save", "help",
                "quit");
        int column = commands.get(0).indexOf("list the legal moves");
        assertThat(commands).allSatisfy(line -> assertThat(line.charAt(column - 1)).as(line).isEqualTo(' '))
                .allSatisfy(line -> assertThat(line.charAt(column)).as(line).isNotEqualTo(' '))
                .allSatisfy(line -> assertThat(line.substring(column - 3, column)).as(line).isBlank());
    }

    @Test
    void thePromptAfterTurnsPlayedWithoutAsking_showsTheBoard_besideWhatWasSaidOfThem() {
        // Seed 7 throws light a 0 (a lost turn), then the bot plays, then light a 1 (one move) before any prompt.
        Run run = TestHost.create().withConsole(terminal(TerminalAbilities.FULL))
                .run("play", "royal-ur", "--light", "human", "--dark", "bot:3", "--seed", "7");

        String frame = frames(run.out()).stream().filter(f -> f.contains(". light>")).findFirst().orElseThrow();
        assertThat(frame).contains("light route: d1 c1 b1 a1 ")
                .containsPattern("(?m)^light plays 1: hand-d1, the only move$");
    }

    @Test
    void theCommandThatCarriesOn_isOneLine_howeverLong(@TempDir Path folder) {
        Path file = folder.resolve("a-game-of-nine-mens-morris-kept-for-later.txt");
        Run run = TestHost.create().withConsole(terminal(TerminalAbilities.FULL, "d2", "quit"))
                .run("play", "morris", "--white", "human", "--black", "bot:1", "--seed", "3", "--save",
                        file.toString());

        String command = "./tabula play morris --white human --black bot:1 --load " + file + " --save " + file;
        assertThat(command).hasSizeGreaterThan(COLUMNS);
        assertThat(run.out()).endsWith("Carry on with:\n  " + command + "\n");
    }

    @Test
    void theTitle_isFoldedBetweenItsParts_neverInsideABotsLevelAndName() {
        Run run = TestHost.create().withConsole(terminal(TerminalAbilities.FULL, "d2"))
                .run("play", "morris", "--white", "bot:1", "--black", "human", "--seed", "3");

        String frame = frames(run.out()).get(0);
        assertThat(frame).containsPattern("(?m)^7 .*   Nine Men's Morris \\(morris 0\\.1\\.0\\):$")
                .containsPattern("(?m)^  \\|.*   white bot 1 \\(beginner\\), black human; seed 3\\.$");
    }

    @Test
    void noColor_drawsFramesWithoutColour() {
        Run run = TestHost.create().withConsole(terminal(new TerminalAbilities(false, true), "d2"))
                .run("play", "morris", "--white", "human", "--black", "bot:1", "--seed", "3");

        assertThat(frames(run.out())).isNotEmpty();
        assertThat(run.out().replace(CLEAR, "")).doesNotContain("\u001b");
        // The last move is marked without colour too: the point white took, then the bot's answer, in brackets.
        assertThat(frames(run.out())).anyMatch(frame -> frame.contains("[W]"))
                .anyMatch(frame -> frame.contains("[B]"));
    }

    @Test
    void aDumbTerminal_getsScrollingLinesWithoutEscapes() {
        Run run = TestHost.create().withConsole(terminal(TerminalAbilities.PLAIN, "d2"))
                .run("play", "morris", "--white", "human", "--black", "bot:1", "--seed", "3");

        assertThat(run.out()).doesNotContain("\u001b").contains("white plays d2\n").contains("black to move");
    }
}

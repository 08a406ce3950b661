package org.tabula.host.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.jline.terminal.Attributes;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The terminal console, on a terminal made of streams: keys in, screen out. */
class JLineConsoleTest {

    private static final String TAB = "\t";
    private static final String ENTER = "\r";
    /** Ctrl-P: the previous line of the history, in JLine's default (emacs) keys. */
    private static final String PREVIOUS = "\u0010";
    /** Ctrl-D on an empty line: the end of the input. */
    private static final String END = "\u0004";

    private final ByteArrayOutputStream screen = new ByteArrayOutputStream();

    private JLineConsole console(String keys) {
        ByteArrayInputStream in = new ByteArrayInputStream(keys.getBytes(StandardCharsets.UTF_8));
        return new JLineConsole(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()),
                () -> new ExternalTerminal("test", "xterm", in, screen, StandardCharsets.UTF_8), false,
                TerminalAbilities.FULL);
    }

    @Test
    void interrupt_whileNoLineIsRead_runsTheActionRegistered_untilClosed() throws Exception {
        JLineConsole console = console("");
        int[] interrupts = {0};
        Console.Registration registration = console.onInterrupt(() -> interrupts[0]++);
        ExternalTerminal terminal = (ExternalTerminal) terminalOf(console);

        terminal.raise(org.jline.terminal.Terminal.Signal.INT);
        registration.close();
        terminal.raise(org.jline.terminal.Terminal.Signal.INT);

        assertThat(interrupts[0]).isEqualTo(1);
    }

    @Test
    void quietInput_turnsTheTerminalsEchoOff_untilClosed() throws Exception {
        JLineConsole console = console("");
        Console.Registration quiet = console.quietInput();
        org.jline.terminal.Terminal terminal = (org.jline.terminal.Terminal) terminalOf(console);

        assertThat(terminal.getAttributes().getLocalFlag(Attributes.LocalFlag.ECHO)).isFalse();
        quiet.close();
        assertThat(terminal.getAttributes().getLocalFlag(Attributes.LocalFlag.ECHO)).isTrue();
    }

    @Test
    void ctrlC_whileInputIsQuiet_turnsTheEchoBackOn_thenDoesWhatCtrlCDidBefore() throws Exception {
        JLineConsole console = console("");
        int[] interrupts = {0};
        Console.Registration handler = console.onInterrupt(() -> interrupts[0]++);
        Console.Registration quiet = console.quietInput();
        ExternalTerminal terminal = (ExternalTerminal) terminalOf(console);

        terminal.raise(org.jline.terminal.Terminal.Signal.INT);

        assertThat(terminal.getAttributes().getLocalFlag(Attributes.LocalFlag.ECHO)).isTrue();
        assertThat(interrupts[0]).isEqualTo(1);
        quiet.close();
        terminal.raise(org.jline.terminal.Terminal.Signal.INT);
        assertThat(interrupts[0]).as("the handler before is back").isEqualTo(2);
        handler.close();
    }

    private static Object terminalOf(JLineConsole console) throws ReflectiveOperationException {
        java.lang.reflect.Field field = JLineConsole.class.getDeclaredField("terminal");
        field.setAccessible(true);
        return field.get(console);
    }

    @Test
    void tab_completesAWordOffered_fromItsFirstLetters() {
        JLineConsole console = console("d" + TAB + ENTER);

        Optional<String> line = console.readLine("white> ", List.of("a7", "d2-d3", "g1", "undo"));

        assertThat(line).hasValueSatisfying(text -> assertThat(text.strip()).isEqualTo("d2-d3"));
    }

    @Test
    void tab_listsTheWordsThatShareAPrefix_andTheLineIsFinishedByHand() {
        JLineConsole console = console("b" + TAB + "6" + ENTER);

        Optional<String> line = console.readLine("white> ", List.of("b6", "b4", "b2", "d2"));

        assertThat(line).contains("b6");
        String shown = screen.toString(StandardCharsets.UTF_8).replaceAll("\u001b\\[[0-9;?]*[a-zA-Z]", "");
        assertThat(shown).contains("b2", "b4", "b6").doesNotContain("d2");
    }

    /** Keys typed, a tab as {@code |}: at once from enough letters, or after the common part first. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"2: h|", "2|h|", "2: |h|"})
    void tab_completesAMoveHoldingASpace_toTheVeryTextTheGameReads(String keys) {
        // Royal Ur's moves read "2: hand-c1": completed with its space escaped ("2:\ hand-c1"), the game refused it.
        JLineConsole console = console(keys.replace("|", TAB) + ENTER);

        Optional<String> line = console.readLine("light> ", List.of("2: hand-c1", "2: a1-b2", "undo"));

        assertThat(line).hasValueSatisfying(text -> assertThat(text.strip()).isEqualTo("2: hand-c1"));
    }

    @Test
    void tab_completesTheFileNameAfterSave_spacesAndAll(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("my game.txt"), "");
        JLineConsole console = console("save " + dir + "/my" + TAB + ENTER);

        Optional<String> line = console.readLine("white> ", List.of("d2", "save"));

        assertThat(line).hasValueSatisfying(text -> assertThat(text.strip()).isEqualTo("save " + dir + "/my game.txt"));
    }

    @Test
    void history_bringsBackTheLineBefore() {
        JLineConsole console = console("save game.txt" + ENTER + PREVIOUS + ENTER);

        assertThat(console.readLine("> ", List.of("save"))).contains("save game.txt");
        assertThat(console.readLine("> ", List.of("save"))).contains("save game.txt");
    }

    @Test
    void onlyTheWordsOfferedForThisLine_areCompleted() {
        JLineConsole console = console("d2" + ENTER + "d" + TAB + ENTER);

        assertThat(console.readLine("> ", List.of("d2", "undo"))).contains("d2");
        assertThat(console.readLine("> ", List.of("moves", "a7"))).contains("d");
    }

    @Test
    void endOfInput_isEmpty() {
        JLineConsole console = console(END);

        assertThat(console.readLine("> ", List.of())).isEmpty();
    }

    @Test
    void isATerminal_andSaysWhetherItsErrorsAreOne() {
        JLineConsole console = console("");

        assertThat(console.isTerminal()).isTrue();
        assertThat(console.errorsAreTerminal()).isFalse();
    }
}

package org.tabula.host.shell;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToIntFunction;
import org.tabula.host.command.InternalFailure;

/**
 * The loop of {@code tabula shell}: reads a line, splits it into words as a shell would, runs it as a {@code tabula}
 * command line in this process, and says its exit code when it is not 0; then the next line, until {@code exit},
 * {@code quit} or the end of the input. Nothing a command does ends the shell, save a Ctrl-C that only the end of
 * the process can carry out ({@link ShellEnds}).
 */
final class Shell {

    /** The prompt. */
    static final String PROMPT = "tabula> ";

    /** The words that leave the shell. */
    static final Set<String> LEAVE = Set.of("exit", "quit");

    /** The shell's own words, offered by Tab beside the commands. */
    static final List<String> OWN_WORDS = List.of("exit", "quit");

    /** What the shell says after tabula's help. */
    static final String HELP_NOTE = "In the shell: each line is a tabula command without the word tabula; exit, "
            + "quit or Ctrl-D leaves. Ctrl-C clears the line, or stops a running search. 'serve' runs until "
            + "stopped, so it is refused here: run 'tabula serve' outside the shell. The games are those found "
            + "when the shell started.";

    private final ShellInput input;
    private final ToIntFunction<String[]> tabula;
    private final PrintWriter err;
    private final PrintWriter out;

    /**
     * A shell.
     *
     * @param tabula runs one command line and returns its exit code
     */
    Shell(ShellInput input, ToIntFunction<String[]> tabula, PrintWriter out, PrintWriter err) {
        this.input = input;
        this.tabula = tabula;
        this.out = out;
        this.err = err;
    }

    /**
     * Runs lines until the person leaves.
     *
     * @return the shell's exit code: 0, or 130 when Ctrl-C could stop a command only by ending the shell
     */
    int run() {
        try (input) {
            for (Optional<String> line = input.readLine(PROMPT); line.isPresent(); line = input.readLine(PROMPT)) {
                Optional<List<String>> words = ShellWords.split(line.get());
                if (words.isEmpty()) {
                    say(err, "tabula: a quote is left open; nothing was run");
                    continue;
                }
                if (!words.get().isEmpty() && LEAVE.contains(words.get().get(0))) {
                    return 0;
                }
                run(words.get());
            }
        } catch (ShellEnds end) {
            return end.code();
        }
        return 0;
    }

    private void run(List<String> words) {
        if (words.isEmpty()) {
            return;
        }
        String first = words.get(0);
        if (first.equals("tabula")) {
            // Typed from habit: the rest is the command line.
            run(words.subList(1, words.size()));
            return;
        }
        if (first.equals("serve") || first.equals("shell")) {
            say(err, "tabula " + first + ": " + (first.equals("serve")
                    ? "runs until stopped, so not inside the shell; run 'tabula serve' outside it"
                    : "you are in the shell already"));
            say(err, "exit 2");
            return;
        }
        String[] args = words.toArray(String[]::new);
        int code;
        try {
            code = input.run(() -> tabula.applyAsInt(args));
        } catch (ShellEnds end) {
            throw end;
        } catch (RuntimeException | StackOverflowError fault) {
            code = InternalFailure.report(fault, "tabula " + first, words.contains(InternalFailure.DEBUG), err);
        }
        if (first.equals("help") && words.size() == 1) {
            say(out, Shell.HELP_NOTE);
        }
        if (code != 0) {
            say(err, "exit " + code);
        }
    }

    private static void say(PrintWriter to, String line) {
        to.println(line);
        to.flush();
    }
}

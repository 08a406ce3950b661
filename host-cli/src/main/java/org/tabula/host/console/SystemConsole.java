package org.tabula.host.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.util.Optional;

/**
 * The console of the running process read plainly: standard output, standard error and standard input line by
 * line, each line read echoed after its prompt. It is the console when the input or output is redirected (a
 * script, a pipe, CI); at a terminal the host uses {@link JLineConsole}.
 */
public final class SystemConsole implements Console {

    private final Charset charset;
    private final PrintWriter out;
    private final PrintWriter err;
    private BufferedReader in;
    private Boolean errorsAreTerminal;

    /** The process's streams, in the terminal's character set when there is a terminal. */
    public SystemConsole() {
        java.io.Console terminal = System.console();
        this.charset = terminal != null ? terminal.charset() : Charset.defaultCharset();
        this.out = new PrintWriter(new OutputStreamWriter(System.out, charset), true);
        this.err = new PrintWriter(new OutputStreamWriter(System.err, charset), true);
    }

    @Override
    public PrintWriter out() {
        return out;
    }

    @Override
    public PrintWriter err() {
        return err;
    }

    @Override
    public synchronized Optional<String> readLine(String prompt) {
        out.print(prompt);
        out.flush();
        // Opened on first use: a command that reads nothing never touches standard input (CI runs with none).
        if (in == null) {
            in = new BufferedReader(new InputStreamReader(System.in, charset));
        }
        try {
            String line = in.readLine();
            // Echoed, as a terminal would show it: a transcript of redirected input then reads like the session.
            out.println(line == null ? "" : line);
            return Optional.ofNullable(line);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read standard input", e);
        }
    }

    @Override
    public boolean isTerminal() {
        return System.console() != null;
    }

    @Override
    public TerminalAbilities abilities() {
        return TerminalAbilities.of(isTerminal(), System.getenv());
    }

    @Override
    public synchronized boolean errorsAreTerminal() {
        if (errorsAreTerminal == null) {
            errorsAreTerminal = Terminals.errorIsTerminal();
        }
        return errorsAreTerminal;
    }
}

package org.tabula.host.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.util.Optional;

/** The console of the running process: standard output, standard error and standard input. */
public final class SystemConsole implements Console {

    private final Charset charset;
    private final PrintWriter out;
    private final PrintWriter err;
    private BufferedReader in;

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
            return Optional.ofNullable(in.readLine());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read standard input", e);
        }
    }

    @Override
    public boolean isTerminal() {
        return System.console() != null;
    }
}

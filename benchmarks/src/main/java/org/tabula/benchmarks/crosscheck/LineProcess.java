package org.tabula.benchmarks.crosscheck;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import org.tabula.benchmarks.versus.EngineProcesses;

/**
 * A partner's glue in its own process, spoken to a line at a time: each question is answered before the next is
 * asked, so a plain blocking read suffices (what the two cross-checks' glues share).
 */
final class LineProcess implements AutoCloseable {

    private final Process process;
    private final Writer in;
    private final BufferedReader out;

    /** Starts the process; its standard error goes where the builder sends it. */
    LineProcess(ProcessBuilder builder) {
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + builder.command(), e);
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }

    /** Sends a line and reads the answer to it, stripped. */
    String ask(String line) {
        send(line);
        return read(line);
    }

    /** Sends a line that is not answered. */
    void send(String line) {
        try {
            in.write(line + "\n");
            in.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("the glue stopped listening", e);
        }
    }

    /** Reads the next line, stripped; {@code after} names what was asked, for the failure when none comes. */
    String read(String after) {
        try {
            String answer = out.readLine();
            if (answer == null) {
                throw new IllegalStateException("the glue ended after: " + after);
            }
            return answer.strip();
        } catch (IOException e) {
            throw new UncheckedIOException("the glue stopped answering", e);
        }
    }

    @Override
    public void close() {
        EngineProcesses.quit(process, in);
    }
}

package org.tabula.benchmarks.versus;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.tabula.api.Move;
import org.tabula.morris.MorrisGame;

/**
 * An outside engine in its own process, spoken to through the versus line protocol:
 * {@code rules standard} (answered {@code ok}), {@code position startpos moves M1 M2 ...},
 * {@code go millis N} (answered by any {@code info ...} lines, then {@code bestmove M}) and {@code quit}, moves in
 * Tabula's morris notation. Its CPU per move is the process's CPU time over the {@code go}, as the system counts it.
 */
public final class EnginePlayer implements Player {

    /** Past the budget, how long an answer may take before the engine counts as gone: generous, for a loaded box. */
    private static final long GRACE_MILLIS = 10_000;
    private static final String EOF = "\u0000eof";

    private final String name;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    /**
     * Starts the engine and agrees the rules with it.
     *
     * @throws PlayerFailure when it cannot be started or does not answer {@code ok}
     */
    public EnginePlayer(List<String> command) {
        this.name = "engine:" + String.join(" ", command);
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            throw new PlayerFailure("cannot start " + command + ": " + e.getMessage(), e);
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readAnswers, "versus-engine-reader");
        reader.setDaemon(true);
        reader.start();
        send("rules standard");
        String answer = next(GRACE_MILLIS);
        if (!answer.equals("ok")) {
            close();
            throw new PlayerFailure(name + " refused the standard rules: " + answer);
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Choice choose(MorrisGame game, long millis) {
        String moves = game.history().stream().map(Move::text).collect(Collectors.joining(" "));
        send(moves.isEmpty() ? "position startpos" : "position startpos moves " + moves);
        long before = processCpu();
        send("go millis " + millis);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis + GRACE_MILLIS);
        while (true) {
            String line = next(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            if (line.startsWith("bestmove ")) {
                return new Choice(line.substring("bestmove ".length()).trim(), processCpu() - before);
            }
            if (!line.startsWith("info")) {
                throw new PlayerFailure(name + " answered " + line);
            }
        }
    }

    @Override
    public void close() {
        EngineProcesses.quit(process, in);
    }

    private void send(String line) {
        try {
            in.write(line + "\n");
            in.flush();
        } catch (IOException e) {
            throw new PlayerFailure(name + " stopped listening: " + e.getMessage(), e);
        }
    }

    /** The next line, or a failure when the engine closed its output or said nothing in time. */
    private String next(long millis) {
        String line;
        try {
            line = lines.poll(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PlayerFailure(name + ": interrupted", e);
        }
        if (line == null) {
            throw new PlayerFailure(name + " gave no answer in " + millis + " ms");
        }
        if (line == EOF) {
            lines.add(EOF);
            throw new PlayerFailure(name + " ended");
        }
        return line;
    }

    private void readAnswers() {
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                lines.add(line.strip());
            }
        } catch (IOException e) {
            // the process went away: the end marker says so
        }
        lines.add(EOF);
    }

    private long processCpu() {
        return process.toHandle().info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
    }
}

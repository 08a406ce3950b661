package org.tabula.benchmarks.versus;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.tabula.api.Game;
import org.tabula.api.Move;

/**
 * An outside engine in its own process, spoken to by lines in its {@link EngineDialect}: the versus line protocol
 * ({@code rules standard} answered {@code ok}, {@code go millis N}) or UCI ({@code uci}, {@code go movetime N});
 * in both {@code position startpos moves M1 M2 ...}, a search answered by any {@code info ...} lines then
 * {@code bestmove M}, and {@code quit}. Its CPU per move is the process's CPU time over the {@code go}, as the
 * system counts it.
 */
public final class EnginePlayer implements Player {

    /**
     * Past the budget, how long an answer may take before the engine counts as gone: generous, for a loaded box, and
     * renewed while the engine's process still uses CPU (up to the budget and this much again in CPU time).
     */
    private static final long GRACE_MILLIS = 10_000;
    private static final String EOF = "\u0000eof";

    private final String name;
    private final Process process;
    private final Writer in;
    private final EngineDialect dialect;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    /** An engine speaking the versus line protocol, as the morris partners do. */
    public EnginePlayer(List<String> command) {
        this(command, EngineDialect.LINES, "engine:");
    }

    /**
     * Starts the engine and agrees the game with it.
     *
     * @param prefix how the name begins, such as {@code engine:} or {@code uci:}
     * @throws PlayerFailure when it cannot be started or does not give the answers its dialect awaits
     */
    public EnginePlayer(List<String> command, EngineDialect dialect, String prefix) {
        this.name = prefix + String.join(" ", command);
        this.dialect = dialect;
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            throw new PlayerFailure("cannot start " + command + ": " + e.getMessage(), e);
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readAnswers, "versus-engine-reader");
        reader.setDaemon(true);
        reader.start();
        for (EngineDialect.Exchange exchange : dialect.handshake()) {
            exchange.send().forEach(this::send);
            String answer = next(GRACE_MILLIS);
            while (exchange.chatter() && !answer.equals(exchange.answer())) {
                answer = next(GRACE_MILLIS);
            }
            if (!answer.equals(exchange.answer())) {
                close();
                throw new PlayerFailure(name + " refused " + exchange.send() + ": " + answer);
            }
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Choice choose(Game game, long millis) {
        String moves = game.history().stream().map(Move::text).map(dialect.moves()::toEngine)
                .collect(Collectors.joining(" "));
        send(moves.isEmpty() ? "position startpos" : "position startpos moves " + moves);
        long before = processCpu();
        send(String.format(Locale.ROOT, dialect.go(), millis));
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis + GRACE_MILLIS);
        long cpuSeen = before;
        while (true) {
            String line = poll(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            if (line == null) {
                // A search starved of CPU on a loaded box is not the engine's fault: while its process still uses
                // CPU and has not overrun the budget by the grace, the wait goes on (a late answer would otherwise
                // be read as the next position's).
                long cpu = processCpu();
                if (cpu > cpuSeen && cpu - before < TimeUnit.MILLISECONDS.toNanos(millis + GRACE_MILLIS)) {
                    cpuSeen = cpu;
                    deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GRACE_MILLIS);
                    continue;
                }
                throw silent(millis + GRACE_MILLIS);
            }
            if (line.startsWith("bestmove ")) {
                // UCI may add "ponder M" after the move: the move is the first word.
                String move = line.substring("bestmove ".length()).trim().split("\\s+")[0];
                return new Choice(dialect.moves().fromEngine(move), processCpu() - before);
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
        String line = poll(millis);
        if (line == null) {
            throw silent(millis);
        }
        return line;
    }

    private PlayerFailure silent(long millis) {
        return new PlayerFailure(name + " gave no answer in " + millis + " ms");
    }

    /** The next line, null when none came in time, or a failure when the engine closed its output. */
    private String poll(long millis) {
        String line;
        try {
            line = lines.poll(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PlayerFailure(name + ": interrupted", e);
        }
        if (line == null) {
            return null;
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

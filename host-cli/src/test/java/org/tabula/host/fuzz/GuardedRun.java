package org.tabula.host.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.tabula.host.command.ExitCodes;
import org.tabula.host.testing.TestHost;

/**
 * Runs cases one at a time on a thread of its own, each in a fresh folder with its files written, and judges
 * the run: a crash is exit {@link ExitCodes#INTERNAL}, a stack trace on standard error or an exception out of
 * the host; a hang is a run not over within the guard's time.
 */
final class GuardedRun implements AutoCloseable {

    /** What one case came to. */
    record Verdict(int exitCode, long nanos, Optional<String> problem) {
    }

    private final Path folder;
    private final long timeoutMillis;
    private ExecutorService executor = newExecutor();
    private Path last;
    private long cases;

    GuardedRun(Path folder, long timeoutMillis) {
        this.folder = folder;
        this.timeoutMillis = timeoutMillis;
    }

    Verdict run(FuzzCase fuzzCase) {
        Path here = fresh();
        fuzzCase.files().forEach((name, content) -> write(here.resolve(name), content));
        String[] args = fuzzCase.argsIn(here);
        TestHost host = TestHost.create().typing(fuzzCase.typedIn(here));
        long start = System.nanoTime();
        Future<TestHost.Run> future = executor.submit(() -> host.run(args));
        try {
            TestHost.Run run = future.get(timeoutMillis, TimeUnit.MILLISECONDS);
            return new Verdict(run.exitCode(), System.nanoTime() - start, problem(run));
        } catch (TimeoutException e) {
            future.cancel(true);
            // The stuck thread may never stop; later cases get a new one.
            executor.shutdownNow();
            executor = newExecutor();
            return new Verdict(-1, System.nanoTime() - start,
                    Optional.of("hang: not over after " + timeoutMillis + " ms"));
        } catch (ExecutionException e) {
            return new Verdict(-1, System.nanoTime() - start, Optional.of("threw " + e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    /** Empty unless the run crashed: exit 70, or a stack trace on standard error. */
    static Optional<String> problem(TestHost.Run run) {
        if (run.exitCode() == ExitCodes.INTERNAL) {
            return Optional.of("exit " + ExitCodes.INTERNAL + ": " + run.err());
        }
        for (String trace : new String[] {"\tat ", "Exception in thread", "java.lang."}) {
            if (run.err().contains(trace)) {
                return Optional.of("a stack trace on standard error (" + FuzzCase.literal(trace) + "): " + run.err());
            }
        }
        return Optional.empty();
    }

    /**
     * A new folder for each case, the last one's removed as far as it can be: a run abandoned as a hang may still
     * be writing into its own (a fuzz run once stopped on a folder that filled up again while it was emptied).
     */
    private Path fresh() {
        if (last != null) {
            removeAsFarAsPossible(last);
        }
        try {
            last = Files.createDirectories(folder.resolve("case-" + ++cases));
            return last;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void removeAsFarAsPossible(Path tree) {
        try (Stream<Path> all = Files.walk(tree)) {
            for (Path path : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException | UncheckedIOException e) {
            // Left for the test's temporary folder to remove at the end.
        }
    }

    private static void write(Path file, String content) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, content);
        } catch (IOException e) {
            // A lone surrogate cannot be encoded: write it the way a platform would, replaced.
            try {
                Files.write(file, content.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            } catch (IOException again) {
                throw new UncheckedIOException(again);
            }
        }
    }

    private static ExecutorService newExecutor() {
        return Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "fuzzed-tabula");
            thread.setDaemon(true);
            return thread;
        });
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}

package org.tabula.api.testkit;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs a piece of work on a thread of its own and fails it when that thread has used more than a CPU budget, or
 * when a far longer wall time has passed. CPU time, since a loaded machine stretches the wall clock of a reading
 * (a verify beside other builds took a linear reader past 5 seconds of wall time) but not the work it does; the
 * wall limit catches work that blocks without spending CPU.
 */
final class HangGuard {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private HangGuard() {
    }

    /**
     * The work's answer; an exception it throws is thrown again as it was.
     *
     * @throws AssertionError when the work used more than {@code cpu} of its thread's time, or ran {@code wall}
     */
    static <T> T within(Duration cpu, Duration wall, Callable<T> work) {
        FutureTask<T> task = new FutureTask<>(work);
        Thread worker = new Thread(task, "hang-guard");
        worker.setDaemon(true);
        worker.start();
        long deadline = System.nanoTime() + wall.toNanos();
        while (true) {
            try {
                return task.get(20, TimeUnit.MILLISECONDS);
            } catch (TimeoutException stillRunning) {
                long used = THREADS.isThreadCpuTimeSupported() ? THREADS.getThreadCpuTime(worker.getId()) : -1;
                boolean overBudget = used > cpu.toNanos();
                if (overBudget || System.nanoTime() > deadline) {
                    task.cancel(true);
                    throw new AssertionError(overBudget
                            ? "hung: more than " + cpu.toSeconds() + " s of CPU time"
                            : "hung: no answer in " + wall.toSeconds() + " s");
                }
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException runtime) {
                    throw runtime;
                }
                if (e.getCause() instanceof Error error) {
                    throw error;
                }
                throw new IllegalStateException(e.getCause());
            } catch (InterruptedException e) {
                task.cancel(true);
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for the guarded work", e);
            }
        }
    }
}

package org.tabula.morris;

import java.lang.reflect.Method;

/**
 * The CPU time of the calling thread, for the ladder and the search benchmark: on a machine shared with other
 * work it says what a move cost better than the wall clock does.
 *
 * <p>Read through reflection because the tests compile inside the morris module, which does not read
 * {@code java.management}; they run on the class path, where it is there.
 */
public final class CpuClock {

    private static final Object BEAN;
    private static final Method CPU_TIME;

    static {
        try {
            BEAN = Class.forName("java.lang.management.ManagementFactory").getMethod("getThreadMXBean").invoke(null);
            CPU_TIME = Class.forName("java.lang.management.ThreadMXBean").getMethod("getCurrentThreadCpuTime");
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private CpuClock() {
    }

    /** The CPU time this thread has used, in nanoseconds. */
    public static long nanos() {
        try {
            return (long) CPU_TIME.invoke(BEAN);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}

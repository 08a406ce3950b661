package org.tabula.benchmarks.versus;

import java.io.IOException;
import java.io.Writer;
import java.util.concurrent.TimeUnit;

/** The end of an outside engine spoken to by lines, shared by the versus harness and the cross-check. */
public final class EngineProcesses {

    private EngineProcesses() {
    }

    /** Asks the engine to {@code quit}, gives it two seconds, then stops it. */
    public static void quit(Process process, Writer in) {
        try {
            in.write("quit\n");
            in.flush();
        } catch (IOException e) {
            // already gone: nothing to tell it
        }
        try {
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}

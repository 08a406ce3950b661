package org.tabula.web.hostile;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * What the server writes to its log while open: standard error, where SLF4J's simple logger writes every line of it
 * (the server's own {@link System.Logger}, Jetty's and Javalin's), as its console shows them.
 */
final class CapturedLog implements AutoCloseable {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream stderr = System.err;

    CapturedLog() {
        PrintStream tee = new PrintStream(new java.io.OutputStream() {
            @Override
            public void write(int b) {
                synchronized (bytes) {
                    bytes.write(b);
                }
                stderr.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                synchronized (bytes) {
                    bytes.write(b, off, len);
                }
                stderr.write(b, off, len);
            }
        }, true, StandardCharsets.UTF_8);
        System.setErr(tee);
    }

    /** Something a test does while the log is captured. */
    interface Action {
        void run() throws IOException;
    }

    /** Everything logged while the action ran. */
    static String during(Action action) throws IOException {
        try (CapturedLog captured = new CapturedLog()) {
            action.run();
            return captured.text();
        }
    }

    /** Everything logged so far. */
    String text() {
        synchronized (bytes) {
            return bytes.toString(StandardCharsets.UTF_8);
        }
    }

    /** How many lines logged so far say this. */
    int count(String said) {
        return (int) text().lines().filter(line -> line.contains(said)).count();
    }

    @Override
    public void close() {
        System.setErr(stderr);
    }
}

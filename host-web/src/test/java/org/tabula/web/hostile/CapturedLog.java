package org.tabula.web.hostile;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * What the server writes to its log while open: standard error (where SLF4J's simple logger writes Jetty's and
 * Javalin's lines) and the JDK's logging (the server's own {@link System.Logger}), formatted as its console shows.
 */
final class CapturedLog implements AutoCloseable {

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    /** The server's own records, once each (the console may show them a second time through standard error). */
    private final List<String> records = new ArrayList<>();
    private final PrintStream stderr = System.err;
    private final Handler handler = new Handler() {
        private final SimpleFormatter formatter = new SimpleFormatter();

        @Override
        public void publish(LogRecord record) {
            if (isLoggable(record)) {
                synchronized (bytes) {
                    bytes.writeBytes(formatter.format(record).getBytes(StandardCharsets.UTF_8));
                    records.add(formatter.formatMessage(record));
                }
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

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
        Logger.getLogger("").addHandler(handler);
    }

    /** Everything logged so far. */
    String text() {
        synchronized (bytes) {
            return bytes.toString(StandardCharsets.UTF_8);
        }
    }

    /** How many of the server's own records so far say this. */
    int count(String said) {
        synchronized (bytes) {
            return (int) records.stream().filter(message -> message.contains(said)).count();
        }
    }

    @Override
    public void close() {
        Logger.getLogger("").removeHandler(handler);
        System.setErr(stderr);
    }
}

package org.tabula.host.console;

import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/**
 * How long work shows its progress on standard error (the games of a match, the parts of a table build): a bar
 * redrawn in place on a terminal, or whole lines when the errors go to a file or a pipe; both with the time
 * elapsed and an estimate of what remains, from the steps done so far. Closing it ends the display.
 */
public abstract class Progress implements AutoCloseable {

    /** The width of the bar, in characters, where the terminal has room. */
    private static final int BAR = 30;

    /** The narrowest bar drawn before what is being done is left out. */
    private static final int LEAST_BAR = 10;

    final PrintWriter err;
    final int total;
    final String unit;
    private final Clock clock;
    private final Instant start;
    int done;
    private boolean closed;

    private Progress(PrintWriter err, Clock clock, int total, String unit) {
        this.err = err;
        this.clock = clock;
        this.start = clock.instant();
        this.total = total;
        this.unit = unit;
    }

    /**
     * The progress of so many steps (named {@code unit} in the plural: "games", "parts") on the console's errors:
     * as a bar within its columns when they are a terminal, the keys typed meanwhile kept from showing.
     */
    public static Progress of(Console console, Clock clock, int total, String unit) {
        return console.errorsAreTerminal()
                ? new Bar(console.err(), clock, total, unit, console.width(), console.quietInput())
                : new Lines(console.err(), clock, total, unit);
    }

    /** Shows that a step begins, such as the part now computed; as a line only when {@code line} is given. */
    public abstract void begins(String what, String line);

    /** Shows that a step has finished; as a line only when {@code line} is given. */
    public abstract void finished(String line);

    /** Ends the display, once, whether every step was done or not. */
    @Override
    public final void close() {
        if (!closed) {
            closed = true;
            end();
        }
    }

    abstract void end();

    /** "0:04 elapsed, about 0:12 left": the estimate is the mean step so far times the steps left. */
    String times() {
        Duration elapsed = Duration.between(start, clock.instant());
        if (done == 0 || done >= total) {
            return clock(elapsed) + " elapsed";
        }
        return clock(elapsed) + " elapsed, about " + clock(elapsed.multipliedBy(total - done).dividedBy(done))
                + " left";
    }

    /** A duration as m:ss, or h:mm:ss from an hour on. */
    static String clock(Duration time) {
        long seconds = Math.max(0, time.toSeconds());
        long hours = seconds / 3600;
        String minutesSeconds = String.format("%d:%02d", seconds / 60 % 60, seconds % 60);
        return hours > 0 ? hours + ":" + String.format("%02d:%02d", seconds / 60 % 60, seconds % 60) : minutesSeconds;
    }

    /**
     * A bar redrawn in place with a carriage return, blanking what a longer drawing left. It stays off the
     * terminal's last column, where a character would move the cursor to the next line and the next drawing
     * would start there.
     */
    private static final class Bar extends Progress {
        private final int room;
        private final Console.Registration quiet;
        private String doing = "";
        private int drawn;

        Bar(PrintWriter err, Clock clock, int total, String unit, int columns, Console.Registration quiet) {
            super(err, clock, total, unit);
            this.room = columns - 1;
            this.quiet = quiet;
            draw();
        }

        @Override
        public void begins(String what, String line) {
            doing = what;
            draw();
        }

        @Override
        public void finished(String line) {
            done++;
            doing = "";
            draw();
        }

        private void draw() {
            String text = fitted();
            err.print("\r" + text + " ".repeat(Math.max(0, drawn - text.length())));
            drawn = text.length();
            err.flush();
        }

        /** The drawing within the room: the bar narrowed first, then what is being done left out, then cut. */
        private String fitted() {
            String counted = " " + done + "/" + total + " " + unit;
            String withDoing = counted + (doing.isEmpty() ? "" : ", " + doing) + ", " + times();
            String without = counted + ", " + times();
            for (String tail : new String[] {withDoing, without}) {
                int bar = Math.min(BAR, room - 2 - tail.length());
                if (bar >= LEAST_BAR) {
                    return bar(bar) + tail;
                }
            }
            String least = bar(LEAST_BAR) + without;
            return least.substring(0, Math.max(0, Math.min(least.length(), room)));
        }

        private String bar(int width) {
            int filled = total == 0 ? width : done * width / total;
            return "[" + "#".repeat(filled) + "-".repeat(width - filled) + "]";
        }

        @Override
        void end() {
            err.println();
            err.flush();
            quiet.close();
        }
    }

    /** A line a step, each with the times. */
    private static final class Lines extends Progress {
        Lines(PrintWriter err, Clock clock, int total, String unit) {
            super(err, clock, total, unit);
        }

        @Override
        public void begins(String what, String line) {
            print(line);
        }

        @Override
        public void finished(String line) {
            done++;
            print(line);
        }

        private void print(String line) {
            if (line != null) {
                err.println(line + " (" + times() + ")");
                err.flush();
            }
        }

        @Override
        void end() {
            err.flush();
        }
    }
}

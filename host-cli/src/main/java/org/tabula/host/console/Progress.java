package org.tabula.host.console;

import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/**
 * How long work shows its progress on standard error (the games of a match, the parts of a table build): a bar
 * redrawn in place on a terminal, or whole lines when the errors go to a file or a pipe; both with the time
 * elapsed and an estimate of what remains, from the steps done so far.
 */
public abstract class Progress {

    /** The width of the bar, in characters. */
    private static final int BAR = 30;

    final PrintWriter err;
    final int total;
    final String unit;
    private final Clock clock;
    private final Instant start;
    int done;

    private Progress(PrintWriter err, Clock clock, int total, String unit) {
        this.err = err;
        this.clock = clock;
        this.start = clock.instant();
        this.total = total;
        this.unit = unit;
    }

    /**
     * The progress of so many steps (named {@code unit} in the plural: "games", "parts"), as a bar when the
     * errors are a terminal.
     */
    public static Progress of(PrintWriter err, boolean terminal, Clock clock, int total, String unit) {
        return terminal ? new Bar(err, clock, total, unit) : new Lines(err, clock, total, unit);
    }

    /** Shows that a step begins, such as the part now computed; as a line only when {@code line} is given. */
    public abstract void begins(String what, String line);

    /** Shows that a step has finished; as a line only when {@code line} is given. */
    public abstract void finished(String line);

    /** Ends the display once every step is done. */
    public abstract void done();

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

    /** A bar redrawn in place with a carriage return, blanking what a longer drawing left. */
    private static final class Bar extends Progress {
        private String doing = "";
        private int drawn;

        Bar(PrintWriter err, Clock clock, int total, String unit) {
            super(err, clock, total, unit);
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
            int filled = total == 0 ? BAR : done * BAR / total;
            String text = "[" + "#".repeat(filled) + "-".repeat(BAR - filled) + "] " + done + "/" + total + " " + unit
                    + (doing.isEmpty() ? "" : ", " + doing) + ", " + times();
            err.print("\r" + text + " ".repeat(Math.max(0, drawn - text.length())));
            drawn = text.length();
            err.flush();
        }

        @Override
        public void done() {
            err.println();
            err.flush();
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
        public void done() {
            err.flush();
        }
    }
}

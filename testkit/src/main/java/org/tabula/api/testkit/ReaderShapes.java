package org.tabula.api.testkit;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.function.Function;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.TextFormatException;

/**
 * Texts of a reader's worst shapes at the size limit, and the guard that a reader gets through one: issue 19's
 * checkers PDN of 60,000 tags took 11 minutes, so every reader must be linear in its input.
 *
 * <p>The guard is a hang guard, not a speed figure (the project has no timed speed tests): a linear reader takes
 * a few tens of milliseconds over a megabyte, a quadratic one minutes, and 5 seconds of the reading thread's CPU
 * time tell them apart on any machine, however loaded ({@link HangGuard}).
 */
public final class ReaderShapes {

    /** CPU time of the reading thread: far more than a linear reader needs, far less than a quadratic one takes. */
    public static final Duration HANG_GUARD = Duration.ofSeconds(5);

    /** Wall time, for a reader that blocks without spending CPU: long enough for the most loaded machine. */
    private static final Duration WALL_GUARD = Duration.ofMinutes(2);

    private ReaderShapes() {
    }

    /**
     * A text of at most {@code size} characters made of {@code line} again and again, each time with {@code %d}
     * replaced by the count so far (so that tags are all distinct), after {@code head}.
     */
    public static String repeated(String head, String line, int size) {
        StringBuilder text = new StringBuilder(size);
        text.append(head);
        for (int n = 0; ; n++) {
            String next = line.replace("%d", Integer.toString(n));
            if (text.length() + next.length() > size) {
                return text.toString();
            }
            text.append(next);
        }
    }

    /**
     * The shapes every record reader meets, each a text of at most {@code size} characters by name: distinct tags
     * (the shape that was quadratic), notes, comments of each kind, a comment never closed, blank lines, bare move
     * numbers, one long line of white space, and {@code moveLine} (a line of the game's own moves) repeated.
     */
    public static Map<String, String> common(int size, String moveLine) {
        Map<String, String> shapes = new LinkedHashMap<>();
        shapes.put("distinct tags", repeated("", "[Tag%d \"v\"]\n", size));
        shapes.put("distinct tags, CR LF", repeated("", "[T%d \"v\"]\r\n", size));
        shapes.put("notes", repeated("", "# note %d\n", size));
        shapes.put("; comments", repeated("", "; comment %d\n", size));
        shapes.put("{} comments", repeated("", "{ comment %d }\n", size));
        shapes.put("open comment", repeated("{", "a %d\n", size));
        shapes.put("blank lines", repeated("", "\n", size));
        shapes.put("move numbers", repeated("", "%d.\\n", size));
        shapes.put("long white line", repeated("", " ", size));
        shapes.put("moves", repeated("", moveLine + "\n", size));
        return shapes;
    }

    /**
     * Feeds every {@link #common} shape of {@code size}, and the game's own record repeated, to the provider's
     * record and position readers and to a game's move reader, each within {@link #HANG_GUARD}; prints the times.
     */
    public static void assertEveryShapeReads(GameProvider provider, int size) {
        GameOptions options = GameOptions.defaults(provider.options());
        List<String> records = GameSamples.gather(provider, options, 1, 40, 40, 40).records();
        String record = records.get(records.size() - 1);
        String[] lines = record.split("\n");
        Map<String, String> shapes = common(size, lines[lines.length - 1]);
        shapes.put("the record's lines", repeated("", record, size));
        Game game = provider.newGame(options);
        shapes.forEach((name, text) -> {
            if (text.length() <= size - record.length() - 100) {
                throw new AssertionError(name + " is not at the size limit: " + text.length());
            }
            long read = readsWithoutHanging(t -> provider.readRecord(t, options), text);
            long position = readsWithoutHanging(t -> provider.fromPosition(t, options), text);
            long move = readsWithoutHanging(t -> game.copy().play(t), text);
            System.out.printf("reader-size %s %-22s record %4d ms, position %4d ms, move %4d ms%n", provider.id(),
                    name, read, position, move);
        });
    }

    /**
     * Reads the text within {@link #HANG_GUARD}, taking a refusal (a {@link TextFormatException}) as an answer too.
     *
     * @return the milliseconds the reading took, for a report
     */
    public static long readsWithoutHanging(Function<String, ?> reader, String text) {
        // A sixteenth of the text first, so that a cold JIT on a shared machine is not taken for a hang.
        HangGuard.within(HANG_GUARD, WALL_GUARD, () -> read(reader, text.substring(0, text.length() / 16)));
        return HangGuard.within(HANG_GUARD, WALL_GUARD, () -> read(reader, text));
    }

    private static long read(Function<String, ?> reader, String text) {
        long start = System.nanoTime();
        try {
            reader.apply(text);
        } catch (TextFormatException refused) {
            // A refusal is an answer; only a hang or a crash is not.
        }
        return (System.nanoTime() - start) / 1_000_000;
    }
}

package org.tabula.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** What the benchmarks' command-line mains share. */
public final class CommandLines {

    private CommandLines() {
    }

    /**
     * The options a main's arguments give, or, when the parser refuses them with an
     * {@link IllegalArgumentException}, its message and the usage on standard error and an exit with status 2.
     */
    public static <T> T parseOrExit(Function<String[], T> parser, String[] args, String usage) {
        try {
            return parser.apply(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println("usage: " + usage);
            System.exit(2);
            throw new IllegalStateException("exited", e);
        }
    }

    /**
     * The number an option's value gives, from {@code least} to {@code most}.
     *
     * @throws IllegalArgumentException naming the option and its range when the value is not such a number
     */
    public static int number(String name, String value, int least, int most) {
        try {
            int number = Integer.parseInt(value);
            if (number >= least && number <= most) {
                return number;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(name + " takes a number from " + least + " to " + most + ", not "
                + value);
    }

    /**
     * A main's arguments as {@code --name value} pairs, in the order given.
     *
     * @throws IllegalArgumentException when the last name has no value after it
     */
    public static List<Map.Entry<String, String>> pairs(String[] args) {
        List<Map.Entry<String, String>> pairs = new ArrayList<>();
        for (int i = 0; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("no value after " + args[i]);
            }
            pairs.add(Map.entry(args[i], args[i + 1]));
        }
        return List.copyOf(pairs);
    }
}

package org.tabula.host.core.clock;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;

/**
 * How much time a side has: Fischer (a limit and an increment added after each move), simple delay (a limit, and
 * the first seconds of each turn cost nothing) or correspondence (so many days for each move, nothing carried over).
 */
public sealed interface TimeControl permits TimeControl.Fischer, TimeControl.Delay, TimeControl.Correspondence {

    /** The longest limit a table may have, in seconds: a day. */
    long MAX_LIMIT_SECONDS = 86_400;
    /** The longest increment or delay, in seconds: an hour. */
    long MAX_EXTRA_SECONDS = 3_600;
    /** The most days a correspondence move may have. */
    int MAX_DAYS = 14;

    /** Each side's time when the game starts. */
    Duration start();

    /** What a turn that lasted {@code used} takes from the side's time. */
    default Duration charged(Duration used) {
        return used;
    }

    /** How long a turn may last past the side's time left before its flag falls (the delay). */
    default Duration grace() {
        return Duration.ZERO;
    }

    /** The side's time once its move is made, from what it had left then. */
    default Duration afterMove(Duration left) {
        return left;
    }

    /** The time a move is given besides the side's own: the increment or the delay. */
    default Duration perMove() {
        return Duration.ZERO;
    }

    /** The control as the API writes it: {@code kind} and whole seconds (or days), in that order. */
    Map<String, Object> fields();

    /** The control as the terminal's {@code --clock} takes it: {@code 5+3}, {@code 10+d5}, {@code 3d}. */
    String text();

    /**
     * Fischer: {@code limit} each, and {@code increment} added to a side's time after each of its moves.
     *
     * @param limit each side's time at the start
     * @param increment added after each move (may be zero)
     */
    record Fischer(Duration limit, Duration increment) implements TimeControl {
        @Override
        public Duration start() {
            return limit;
        }

        @Override
        public Duration afterMove(Duration left) {
            return left.plus(increment);
        }

        @Override
        public Duration perMove() {
            return increment;
        }

        @Override
        public Map<String, Object> fields() {
            return ordered("kind", "fischer", "limit", limit.toSeconds(), "increment", increment.toSeconds());
        }

        @Override
        public String text() {
            return minutes(limit) + "+" + increment.toSeconds();
        }
    }

    /**
     * Simple delay (Bronstein's without the give-back): the first {@code delay} of each turn costs nothing.
     *
     * @param limit each side's time at the start
     * @param delay how long a turn runs before the side's time does (may be zero)
     */
    record Delay(Duration limit, Duration delay) implements TimeControl {
        @Override
        public Duration start() {
            return limit;
        }

        @Override
        public Duration charged(Duration used) {
            Duration over = used.minus(delay);
            return over.isNegative() ? Duration.ZERO : over;
        }

        @Override
        public Duration grace() {
            return delay;
        }

        @Override
        public Duration perMove() {
            return delay;
        }

        @Override
        public Map<String, Object> fields() {
            return ordered("kind", "delay", "limit", limit.toSeconds(), "delay", delay.toSeconds());
        }

        @Override
        public String text() {
            return minutes(limit) + "+d" + delay.toSeconds();
        }
    }

    /**
     * Correspondence: each turn has {@code days} days, whatever the last one left.
     *
     * @param days the days each move may take
     */
    record Correspondence(int days) implements TimeControl {
        @Override
        public Duration start() {
            return Duration.ofDays(days);
        }

        @Override
        public Duration afterMove(Duration left) {
            return start();
        }

        @Override
        public Map<String, Object> fields() {
            return ordered("kind", "correspondence", "days", (long) days);
        }

        @Override
        public String text() {
            return days + "d";
        }
    }

    /**
     * The control of an API request's {@code "clock"} object: {@code {"limit":300,"increment":3}} (Fischer, as
     * lichess's API takes it), {@code {"kind":"delay","limit":300,"delay":5}} or
     * {@code {"kind":"correspondence","days":3}}; seconds and days are whole numbers.
     *
     * @throws BadTimeControl naming the field at fault
     */
    static TimeControl fromJson(JsonNode clock) {
        if (clock == null || !clock.isObject()) {
            throw new BadTimeControl("clock", "\"clock\" must be an object such as {\"limit\":300,\"increment\":3}.");
        }
        JsonNode kindNode = clock.get("kind");
        if (kindNode != null && !kindNode.isTextual()) {
            throw new BadTimeControl("clock.kind", "\"clock.kind\" must be fischer, delay or correspondence.");
        }
        String kind = kindNode == null ? "fischer" : kindNode.textValue();
        List<String> fields = switch (kind) {
            case "fischer" -> List.of("limit", "increment");
            case "delay" -> List.of("limit", "delay");
            case "correspondence" -> List.of("days");
            default -> throw new BadTimeControl("clock.kind", "\"clock.kind\" must be fischer, delay or"
                    + " correspondence, not '" + ControlTexts.shortened(kind) + "'.");
        };
        clock.fieldNames().forEachRemaining(name -> {
            if (!name.equals("kind") && !fields.contains(name)) {
                String field = "clock." + ControlTexts.shortened(name);
                throw new BadTimeControl(field, "\"" + field + "\" is not a field of a " + kind + " clock (it has "
                        + String.join(" and ", fields) + ").");
            }
        });
        return switch (kind) {
            case "fischer" -> new Fischer(seconds(clock, "limit", 1, MAX_LIMIT_SECONDS),
                    seconds(clock, "increment", 0, MAX_EXTRA_SECONDS));
            case "delay" -> new Delay(seconds(clock, "limit", 1, MAX_LIMIT_SECONDS),
                    seconds(clock, "delay", 0, MAX_EXTRA_SECONDS));
            default -> new Correspondence((int) whole(clock, "days", 1, MAX_DAYS, "days"));
        };
    }

    /**
     * The control of the terminal's short form: {@code 5+3} (minutes, then seconds added after each move, as chess
     * sites write it; {@code 0.5+0} or {@code 90s+0} for less than whole minutes), {@code 10+d5} (a five-second
     * delay) or {@code 3d} (three days for each move).
     *
     * @throws BadTimeControl when the text is none of these
     */
    static TimeControl parse(String text) {
        Objects.requireNonNull(text, "text");
        Matcher days = ControlTexts.DAYS.matcher(text.strip());
        if (days.matches()) {
            long count = ControlTexts.bounded(text, days.group(1), 1, MAX_DAYS, "days");
            return new Correspondence((int) count);
        }
        Matcher timed = ControlTexts.TIMED.matcher(text.strip());
        if (!timed.matches()) {
            throw new BadTimeControl("clock", "A clock is MINUTES+SECONDS (5+3), MINUTES+dSECONDS for a delay"
                    + " (10+d5) or DAYSd for correspondence (3d), not '" + ControlTexts.shortened(text) + "'.");
        }
        Duration limit = Duration.ofSeconds(ControlTexts.limitSeconds(text, timed.group(1), !timed.group(2).isEmpty()));
        Duration extra = Duration.ofSeconds(ControlTexts.bounded(text, timed.group(4), 0, MAX_EXTRA_SECONDS, "seconds"));
        return timed.group(3).isEmpty() ? new Fischer(limit, extra) : new Delay(limit, extra);
    }

    private static Duration seconds(JsonNode clock, String name, long min, long max) {
        return Duration.ofSeconds(whole(clock, name, min, max, "seconds"));
    }

    private static long whole(JsonNode clock, String name, long min, long max, String unit) {
        JsonNode node = clock.get(name);
        String field = "clock." + name;
        if (node == null || node.isNull()) {
            throw new BadTimeControl(field, "The clock needs \"" + field + "\", a whole number of " + unit + ".");
        }
        if (!node.isIntegralNumber() || !node.canConvertToLong() || node.longValue() < min
                || node.longValue() > max) {
            throw new BadTimeControl(field, "\"" + field + "\" must be a whole number of " + unit + " from " + min
                    + " to " + max + ", not " + ControlTexts.shortened(node.toString()) + ".");
        }
        return node.longValue();
    }

    private static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(map);
    }

    private static String minutes(Duration limit) {
        long seconds = limit.toSeconds();
        return seconds % 60 == 0 ? Long.toString(seconds / 60) : seconds + "s";
    }
}

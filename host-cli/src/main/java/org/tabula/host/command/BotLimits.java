package org.tabula.host.command;

import java.time.Duration;

/** The time a bot may think about one move, from {@code --bot-time SECONDS}. */
final class BotTime {

    /** A day: more is surely a slip of the keyboard. */
    private static final double MOST = 86_400;

    private BotTime() {
    }

    /** The seconds as a duration; a usage error unless above zero and at most a day. */
    static Duration of(double seconds, GameChoice choice) {
        if (!(seconds > 0) || seconds > MOST) {
            throw choice.usage("--bot-time is a number of seconds above 0 and at most a day, not " + seconds + ".");
        }
        return Duration.ofNanos(Math.max(1, Math.round(seconds * 1e9)));
    }
}

package org.tabula.web.http;

/**
 * A token bucket: up to {@code capacity} tokens at once, one more each {@code nanosPerToken}; what one client may
 * spend on one kind of request. Times are {@link System#nanoTime}'s, given by the caller.
 */
final class TokenBucket {

    private final long capacity;
    private final long nanosPerToken;
    private long tokens;
    /** When the tokens were last counted: the time of the last token earned, or of a full bucket's last look. */
    private long counted;

    TokenBucket(long capacity, long nanosPerToken, long now) {
        if (capacity < 1 || nanosPerToken < 1) {
            throw new IllegalArgumentException("a bucket holds a token at least and earns it in some time");
        }
        this.capacity = capacity;
        this.nanosPerToken = nanosPerToken;
        this.tokens = capacity;
        this.counted = now;
    }

    /** Takes a token: 0 when one was taken, else the nanoseconds until the next is earned. */
    synchronized long take(long now) {
        long earned = Math.max(0, now - counted) / nanosPerToken;
        if (earned >= capacity - tokens) {
            tokens = capacity;
            counted = now;
        } else if (earned > 0) {
            tokens += earned;
            counted += earned * nanosPerToken;
        }
        if (tokens > 0) {
            tokens--;
            return 0;
        }
        return nanosPerToken - Math.max(0, now - counted);
    }
}

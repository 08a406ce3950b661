package org.tabula.web.http;

/** A request past its client address's rate: answered 429 with {@code Retry-After}, the seconds to wait. */
final class RateLimited extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final long retryAfterSeconds;

    RateLimited(String message, long retryAfterSeconds) {
        super(message);
        this.retryAfterSeconds = retryAfterSeconds;
    }

    long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}

package org.tabula.web.http;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.tabula.web.TableLimits;

/**
 * How fast each client address may make tables and act at them ({@link TableLimits}): a token bucket of each
 * kind per address, refusing with {@link RateLimited} past it.
 */
final class ClientRates {

    /** Addresses remembered at once; one forgotten comes back with a full bucket, as after a minute's quiet. */
    private static final long ADDRESSES = 100_000;
    /** A bucket left this long is full again, so forgetting it changes nothing. */
    private static final Duration IDLE = Duration.ofMinutes(1);

    private final TableLimits limits;
    private final LongSupplier nanos;
    private final Cache<String, TokenBucket> tables = buckets();
    private final Cache<String, TokenBucket> actions = buckets();
    private final Cache<String, TokenBucket> analyses = buckets();

    ClientRates(TableLimits limits, LongSupplier nanos) {
        this.limits = limits;
        this.nanos = nanos;
    }

    private static Cache<String, TokenBucket> buckets() {
        return Caffeine.newBuilder().maximumSize(ADDRESSES).expireAfterAccess(IDLE).build();
    }

    /** Counts a table made from the address; throws {@link RateLimited} past its tables a minute. */
    void table(String address) {
        int rate = limits.tablesPerMinute();
        take(tables, address, rate, TimeUnit.MINUTES.toNanos(1) / rate,
                "This address may make " + rate + " tables a minute");
    }

    /** Counts an action (move, roll, join ...) from the address; throws {@link RateLimited} past its rate. */
    void action(String address) {
        int rate = limits.movesPerSecond();
        take(actions, address, rate, TimeUnit.SECONDS.toNanos(1) / rate,
                "This address may send " + rate + " moves or other actions a second");
    }

    /**
     * Counts an analysis asked from the address, as costly as a table made (a bot's whole think): as many a minute
     * as tables, in a bucket of its own; throws {@link RateLimited} past it.
     */
    void analysis(String address) {
        int rate = limits.tablesPerMinute();
        take(analyses, address, rate, TimeUnit.MINUTES.toNanos(1) / rate,
                "This address may ask for " + rate + " analyses a minute");
    }

    private void take(Cache<String, TokenBucket> buckets, String address, int capacity, long nanosPerToken,
            String limit) {
        long now = nanos.getAsLong();
        long wait = buckets.get(address, key -> new TokenBucket(capacity, nanosPerToken, now)).take(now);
        if (wait > 0) {
            long seconds = Math.max(1, (wait + TimeUnit.SECONDS.toNanos(1) - 1) / TimeUnit.SECONDS.toNanos(1));
            throw new RateLimited(limit + "; try again in " + seconds + " s.", seconds);
        }
    }
}

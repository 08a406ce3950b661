package org.tabula.web.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class TokenBucketTest {

    @Test
    void aFullBucket_givesItsCapacityAtOnce_thenOneAPeriod() {
        TokenBucket bucket = new TokenBucket(3, 100, 0);

        assertThat(List.of(bucket.take(0), bucket.take(0), bucket.take(0))).containsOnly(0L);
        assertThat(bucket.take(30)).isEqualTo(70);
        assertThat(bucket.take(100)).isZero();
        assertThat(bucket.take(150)).isEqualTo(50);
    }

    @Property
    void neverGivesMoreThanItsCapacityAndWhatItEarned_andAWaitSaidIsEnough(
            @ForAll @IntRange(min = 1, max = 20) int capacity, @ForAll @IntRange(min = 1, max = 1000) int period,
            @ForAll @Size(max = 200) List<@LongRange(min = 0, max = 500) Long> gaps) {
        TokenBucket bucket = new TokenBucket(capacity, period, 0);
        long now = 0;
        long taken = 0;
        for (long gap : gaps) {
            now += gap;
            long wait = bucket.take(now);
            if (wait == 0) {
                taken++;
            } else {
                assertThat(wait).isBetween(1L, (long) period);
                // Told to wait, the client that waits so long gets its token.
                now += wait;
                assertThat(bucket.take(now)).isZero();
                taken++;
            }
            assertThat(taken).isLessThanOrEqualTo(capacity + now / period);
        }
    }
}

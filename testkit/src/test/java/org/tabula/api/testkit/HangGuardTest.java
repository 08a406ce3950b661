package org.tabula.api.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The hang guard: an answer passes, so does an exception, and work that spins or blocks is failed. */
class HangGuardTest {

    @Test
    void anAnswer_andAnException_comeThroughAsTheyWere() {
        assertThat(HangGuard.within(Duration.ofSeconds(5), Duration.ofSeconds(30), () -> 42)).isEqualTo(42);
        assertThatThrownBy(() -> HangGuard.within(Duration.ofSeconds(5), Duration.ofSeconds(30), () -> {
            throw new IllegalArgumentException("refused");
        })).isInstanceOf(IllegalArgumentException.class).hasMessage("refused");
    }

    @Test
    void workThatSpins_isFailedWhenItsThreadHasUsedTheCpuBudget() {
        assertThatThrownBy(() -> HangGuard.within(Duration.ofMillis(200), Duration.ofMinutes(2), () -> {
            long spins = 0;
            while (!Thread.currentThread().isInterrupted()) {
                spins++;
            }
            return spins;
        })).isInstanceOf(AssertionError.class).hasMessageContaining("CPU time");
    }

    @Test
    void workThatBlocks_isFailedAtTheWallLimit() {
        assertThatThrownBy(() -> HangGuard.within(Duration.ofSeconds(5), Duration.ofMillis(300), () -> {
            Thread.sleep(60_000);
            return 0;
        })).isInstanceOf(AssertionError.class).hasMessageContaining("no answer");
    }
}

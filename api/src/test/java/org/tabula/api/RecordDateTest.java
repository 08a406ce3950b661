package org.tabula.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RecordDateTest {

    /** Checked against java.time's calendar, which the api may not use itself. */
    @Property
    void dotted_readsBackAsTheSameDay(@ForAll @IntRange(min = 1, max = 3_000_000) int epochDay) {
        LocalDate day = LocalDate.ofEpochDay(epochDay - 700_000L);
        RecordDate date = new RecordDate(day.getYear(), day.getMonthValue(), day.getDayOfMonth());
        assertThat(date.dotted()).isEqualTo(String.format("%04d.%02d.%02d", day.getYear(), day.getMonthValue(),
                day.getDayOfMonth()));
        assertThat(RecordDate.parseDotted(date.dotted())).contains(date);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "2026.??.??", "2026.02.29", "2025.13.01", "2025-01-01", "0000.01.01", "2026.4.1",
        "2024.02.30", "2023.04.31", "２０２６.01.01"})
    void parseDotted_isEmptyForWhatIsNoDay(String text) {
        assertThat(RecordDate.parseDotted(text)).isEmpty();
    }

    @Test
    void parseDotted_takesALeapDay() {
        assertThat(RecordDate.parseDotted("2024.02.29")).contains(new RecordDate(2024, 2, 29));
    }

    @Test
    void aDayTheCalendarHasNot_isRefused() {
        assertThatThrownBy(() -> new RecordDate(2100, 2, 29)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "bot\n3", "a\u0000b"})
    void headers_refuseAPlayerNotOnOneLine(String name) {
        assertThatThrownBy(() -> new RecordHeaders(Optional.empty(), Map.of(new Side("white"), name),
                OptionalLong.empty())).isInstanceOf(IllegalArgumentException.class);
    }
}

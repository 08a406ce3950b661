package org.tabula.dicerace;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.GameOptions;
import org.tabula.api.testkit.GameSamples;
import org.tabula.api.testkit.LineEndChecks;

/**
 * Issue 19: a record reads the same whatever line ends it came with ({@code \n}, {@code \r\n}, a lone {@code \r},
 * NEL, U+2028, U+2029), by notation-common's one rule, or is refused naming where; never silently shorter.
 */
class DiceRaceLineEndsTest {

    private static final DiceRaceProvider PROVIDER = new DiceRaceProvider();
    private static final GameOptions OPTIONS = GameOptions.defaults(PROVIDER.options());
    private static final List<String> RECORDS = GameSamples.gather(PROVIDER, OPTIONS, 3, 80, 40, 80).records();

    @ParameterizedTest(name = "line end {0}")
    @ValueSource(ints = {0, 1, 2, 3, 4, 5})
    void aLongRecord_readsTheSameWithEveryLineEnd(int end) {
        String record = RECORDS.stream().max((a, b) -> Integer.compare(a.length(), b.length())).orElseThrow();
        assertThat(LineEndChecks.readsTheSame(PROVIDER, OPTIONS, record, List.of(end))).isTrue();
    }

    @Property(tries = 60)
    void anyRecordWritten_withAnyLineEnds_readsBackTheSameMatch(@ForAll @IntRange(min = 0, max = 10_000) int which,
            @ForAll @Size(min = 1, max = 12) List<@IntRange(min = 0, max = 5) Integer> ends) {
        String record = RECORDS.get(which % RECORDS.size());
        boolean same = LineEndChecks.readsTheSame(PROVIDER, OPTIONS, record, ends);
        assertThat(same).isTrue();
    }
}

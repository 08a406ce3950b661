package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.OptionSpec;
import org.tabula.api.TextFormatException;
import org.tabula.xiangqi.text.OptionTags;

/** A record names the options its game was played under, as tags, where they are not the defaults. */
class XiangqiRecordOptionsTest {

    private static final XiangqiProvider PROVIDER = new XiangqiProvider();

    private static Match playedUnder(GameOptions options) {
        Match match = Match.start(PROVIDER, options);
        match.play("h2e2");
        return match;
    }

    @Test
    void everyOption_notAtItsDefault_ridesInTheRecord_andReadsBackOverTheDefaults() {
        for (OptionSpec spec : PROVIDER.options()) {
            String other = spec.defaultValue().equals("0") ? "1" : "0";
            GameOptions options = GameOptions.of(PROVIDER.options(), Map.of(spec.name(), other));
            Match match = playedUnder(options);
            assertThat(match.record()).as(spec.name()).isEqualTo(Fixtures.GAME_TAG + "[" + OptionTags.tagNameOf(spec) + " \"" + other
                    + "\"]\n1. h2e2 ; C2.5\n");
            Match read = Match.fromRecord(PROVIDER, match.record(), Fixtures.defaults());
            assertThat(read.options()).as(spec.name()).isEqualTo(options);
            assertThat(read.record()).isEqualTo(match.record());
        }
    }

    @Test
    void theOptionsTags_areNamedAsPgnNamesTags() {
        assertThat(PROVIDER.options()).extracting(OptionTags::tagNameOf)
                .containsExactly("NoCaptureLimit", "RepetitionLimit");
    }

    @Test
    void aRecordAtTheDefaults_hasNoTag_andTheOptionsGivenStandWhereTheRecordNamesNone() {
        assertThat(playedUnder(Fixtures.defaults()).record()).isEqualTo(Fixtures.GAME_TAG + "1. h2e2 ; C2.5\n");
        GameOptions given = GameOptions.of(PROVIDER.options(), Map.of("no-capture-limit", "60"));
        Match read = Match.fromRecord(PROVIDER, "[RepetitionLimit \"5\"]\n1. h2e2\n", given);
        assertThat(read.options()).isEqualTo(GameOptions.of(PROVIDER.options(), Map.of("no-capture-limit", "60",
                "repetition-limit", "5")));
    }

    @Property(tries = 30)
    void anyOptions_readBackFromTheRecord(@ForAll @IntRange(max = 500) int noCapture,
            @ForAll @IntRange(min = 1, max = 9) int repetition) {
        // A repetition limit is 0 (never) or 2 or more.
        GameOptions options = GameOptions.of(PROVIDER.options(), Map.of("no-capture-limit",
                Integer.toString(noCapture), "repetition-limit", Integer.toString(repetition == 1 ? 0 : repetition)));
        Match match = Match.start(PROVIDER, options);
        assertThat(Match.fromRecord(PROVIDER, match.record(), Fixtures.defaults()).options()).isEqualTo(options);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
        "[RepetitionLimit \"-1\"] | the tag RepetitionLimit does not name an option this game takes: option"
                + " repetition-limit is 0 (never) or a positive count, not -1 at 1:18",
        "[RepetitionLimit \"1\"] | the tag RepetitionLimit does not name an option this game takes: option"
                + " repetition-limit is 0 (never) or 2 or more times, not 1 at 1:18",
        "[NoCaptureLimit \"many\"] | the tag NoCaptureLimit does not name an option this game takes:",
        "[NoCaptureLimit 60] | the value of NoCaptureLimit is written in quotes, as in \"...\" at 1:17",
        "[RepetitionLimit \"0\"]\\n[repetitionlimit \"2\"] | a second repetitionlimit line; the first is on line 1"
                + " at 2:2",
    })
    void aTagTheGameCannotTake_isAnError_atItsPlace(String text, String message) {
        String record = text.replace("\\n", "\n");
        assertThatThrownBy(() -> Match.fromRecord(PROVIDER, record, Fixtures.defaults()))
                .isInstanceOf(TextFormatException.class).hasMessageStartingWith(message.strip());
    }
}

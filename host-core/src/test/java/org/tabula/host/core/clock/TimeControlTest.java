package org.tabula.host.core.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class TimeControlTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void fromJson_limitAndIncrement_isFischer_asLichessWritesIt() {
        assertThat(TimeControl.fromJson(json("{\"limit\":300,\"increment\":3}")))
                .isEqualTo(new TimeControl.Fischer(Duration.ofSeconds(300), Duration.ofSeconds(3)));
        assertThat(TimeControl.fromJson(json("{\"kind\":\"fischer\",\"limit\":60,\"increment\":0}")))
                .isEqualTo(new TimeControl.Fischer(Duration.ofSeconds(60), Duration.ZERO));
    }

    @Test
    void fromJson_theOtherKinds() {
        assertThat(TimeControl.fromJson(json("{\"kind\":\"delay\",\"limit\":300,\"delay\":5}")))
                .isEqualTo(new TimeControl.Delay(Duration.ofSeconds(300), Duration.ofSeconds(5)));
        assertThat(TimeControl.fromJson(json("{\"kind\":\"correspondence\",\"days\":3}")))
                .isEqualTo(new TimeControl.Correspondence(3));
    }

    @Test
    void json_readsBackAsItself() {
        for (TimeControl control : new TimeControl[] {new TimeControl.Fischer(Duration.ofSeconds(90),
                Duration.ofSeconds(2)), new TimeControl.Delay(Duration.ofSeconds(1), Duration.ZERO),
                new TimeControl.Correspondence(14)}) {
            assertThat(TimeControl.fromJson(JSON.valueToTree(control.fields()))).isEqualTo(control);
        }
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
        "{\"limit\":0,\"increment\":0}|clock.limit",
        "{\"limit\":300}|clock.increment",
        "{\"increment\":3}|clock.limit",
        "{\"limit\":\"300\",\"increment\":3}|clock.limit",
        "{\"limit\":2.5,\"increment\":3}|clock.limit",
        "{\"limit\":300,\"increment\":-1}|clock.increment",
        "{\"limit\":99999999999999999999,\"increment\":1}|clock.limit",
        "{\"limit\":86401,\"increment\":1}|clock.limit",
        "{\"kind\":\"blitz\",\"limit\":300}|clock.kind",
        "{\"kind\":3}|clock.kind",
        "{\"kind\":\"delay\",\"limit\":300}|clock.delay",
        "{\"kind\":\"correspondence\",\"days\":0}|clock.days",
        "{\"kind\":\"correspondence\",\"days\":3,\"limit\":5}|clock.limit",
        "{\"limit\":300,\"increment\":3,\"delay\":2}|clock.delay",
        "[]|clock",
        "\"5+3\"|clock",
    })
    void fromJson_badValues_nameTheField(String body, String field) {
        assertThatThrownBy(() -> TimeControl.fromJson(json(body))).isInstanceOfSatisfying(BadTimeControl.class,
                e -> {
                    assertThat(e.field()).isEqualTo(field);
                    assertThat(e.getMessage()).contains("\"" + field + "\"");
                });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "5+3|fischer|300|3",
        "1+0|fischer|60|0",
        "0.5+1|fischer|30|1",
        "10+d5|delay|600|5",
        "3d|correspondence|3|0",
    })
    void parse_theTerminalsShortForm(String text, String kind, long first, long second) {
        TimeControl control = TimeControl.parse(text);
        assertThat(control.fields().get("kind")).isEqualTo(kind);
        TimeControl expected = switch (kind) {
            case "fischer" -> new TimeControl.Fischer(Duration.ofSeconds(first), Duration.ofSeconds(second));
            case "delay" -> new TimeControl.Delay(Duration.ofSeconds(first), Duration.ofSeconds(second));
            default -> new TimeControl.Correspondence((int) first);
        };
        assertThat(control).isEqualTo(expected);
        assertThat(TimeControl.parse(control.text())).isEqualTo(control);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"''", "5", "5+", "+3", "x+3", "0+0", "5+-1", "5+3+1", "0d", "5+d",
        "99999999999999999999+1", "1e3+0", "NaN+0"})
    void parse_refusesWhatIsNoClock(String text) {
        assertThatThrownBy(() -> TimeControl.parse(text)).isInstanceOf(BadTimeControl.class)
                .hasMessageContaining(text.isEmpty() ? "clock" : text);
    }
}

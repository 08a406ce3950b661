package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.tabula.api.Match;
import org.tabula.api.RecordDate;
import org.tabula.api.RecordHeaders;
import org.tabula.api.Side;

/** The host's headers in PDN's tags: Date, White, Black, and a Seed tag, read back and written again. */
class CheckersRecordHeadersTest {

    private static final Side BLACK = new Side("black");
    private static final Side WHITE = new Side("white");
    private static final RecordHeaders HEADERS = new RecordHeaders(Optional.of(new RecordDate(2026, 3, 7)),
            Map.of(BLACK, "human", WHITE, "bot:3"), OptionalLong.of(-12345L));

    @Test
    void record_writesTheDatePlayersAndSeedAsTags_andReadsThemBack() {
        Match match = Fixtures.matchPlayed("11-15", "23-18");
        match.headers(HEADERS);
        String record = match.record();
        assertThat(record).contains("[Date \"2026.03.07\"]", "[White \"bot:3\"]", "[Black \"human\"]",
                "[Seed \"-12345\"]");
        Match read = Fixtures.fromPdn(record);
        assertThat(read.headers()).isEqualTo(HEADERS);
        assertThat(read.record()).isEqualTo(record);
    }

    @Test
    void headersGivenLater_replaceThoseTheRecordWasReadWith() {
        Match match = Fixtures.matchPlayed("11-15");
        match.headers(HEADERS);
        Match read = Fixtures.fromPdn(match.record());
        read.headers(new RecordHeaders(Optional.of(new RecordDate(2027, 1, 1)), Map.of(WHITE, "human"),
                OptionalLong.empty()));
        assertThat(read.record()).contains("[Date \"2027.01.01\"]", "[White \"human\"]", "[Black \"human\"]",
                "[Seed \"-12345\"]");
    }

    @Test
    void aRecordWithoutHeaders_readsWithNone_andAnUnknownDateStaysAsWritten() {
        Match read = Fixtures.fromPdn("[Date \"1946.??.??\"]\n[White \"M Rex\"]\n1. 11-15 *\n");
        assertThat(read.headers().date()).isEmpty();
        assertThat(read.headers().seed()).isEmpty();
        assertThat(read.headers().players()).isEqualTo(Map.of(WHITE, "M Rex"));
        assertThat(read.record()).contains("[Date \"1946.??.??\"]", "[White \"M Rex\"]", "[Black \"?\"]");
        assertThat(Fixtures.fromPdn("1. 11-15 *").headers()).isEqualTo(RecordHeaders.NONE);
    }

    @Test
    void theResultOfAGameTheRulesEnded_isWritten() {
        Match match = Fixtures.match(Fixtures.game("W:W18:B14"));
        match.play("18x9");
        assertThat(match.record()).contains("[Result \"0-1\"]").endsWith(" 0-1\n");
    }

    @Test
    void nextMoveNumber_isPdnsNumber_blackFirst() {
        Match match = Fixtures.matchPlayed();
        assertThat(match.nextMoveNumber()).isEqualTo("1.");
        match.play("11-15");
        assertThat(match.nextMoveNumber()).isEqualTo("1...");
        match.play("23-18");
        assertThat(match.nextMoveNumber()).isEqualTo("2.");
        assertThat(Fixtures.match(Fixtures.game("W:W18,30:B3,14")).nextMoveNumber()).isEqualTo("1...");
    }
}

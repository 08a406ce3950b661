package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.tabula.api.Match;
import org.tabula.api.RecordDate;
import org.tabula.api.RecordHeaders;
import org.tabula.api.Side;
import org.tabula.xiangqi.model.Colour;

/** The host's headers as the PGN tags the record already takes: Date, Red, Black, and a Seed tag. */
class XiangqiRecordHeadersTest {

    private static final Side RED = Colour.RED.side();
    private static final Side BLACK = Colour.BLACK.side();
    private static final RecordHeaders HEADERS = new RecordHeaders(Optional.of(new RecordDate(2026, 3, 7)),
            Map.of(RED, "bot:2", BLACK, "human"), OptionalLong.of(99L));

    private static Match match(String... moves) {
        return Match.of(Fixtures.PROVIDER, Fixtures.played(moves));
    }

    @Test
    void record_writesTheDatePlayersAndSeedAsTags_andReadsThemBackByteForByte() {
        Match match = match("h2e2", "h9g7");
        match.headers(HEADERS);
        String record = match.record();
        assertThat(record).startsWith("[Game \"Chinese Chess\"]\n[Date \"2026.03.07\"]\n[Red \"bot:2\"]\n"
                + "[Black \"human\"]\n[Seed \"99\"]\n1. h2e2 h9g7");
        Match read = Match.fromRecord(Fixtures.PROVIDER, record, Fixtures.defaults());
        assertThat(read.headers()).isEqualTo(HEADERS);
        assertThat(read.record()).isEqualTo(record);
    }

    @Test
    void aRecordWithoutHeaders_readsWithNone_andTagsThatSayNothingAreNoHeaders() {
        Match plain = match("h2e2");
        Match read = Match.fromRecord(Fixtures.PROVIDER, plain.record(), Fixtures.defaults());
        assertThat(read.headers()).isEqualTo(RecordHeaders.NONE);
        assertThat(read.record()).isEqualTo(plain.record());
        String odd = "[Game \"Chinese Chess\"]\n[Date \"2026.??.??\"]\n[Red \"?\"]\n[Seed \"x\"]\n[Black 3]\n1. h2e2\n";
        assertThat(Match.fromRecord(Fixtures.PROVIDER, odd, Fixtures.defaults()).headers())
                .isEqualTo(RecordHeaders.NONE);
    }

    @Test
    void nextMoveNumber_numbersInPairs_redFirst() {
        Match match = match();
        assertThat(match.nextMoveNumber()).isEqualTo("1.");
        match.play("h2e2");
        assertThat(match.nextMoveNumber()).isEqualTo("1...");
        match.play("h9g7");
        assertThat(match.nextMoveNumber()).isEqualTo("2.");
        Match blackFirst = Match.of(Fixtures.PROVIDER, Fixtures.game("Kd0 ke9 Rh2", 'b'));
        assertThat(blackFirst.nextMoveNumber()).isEqualTo("1...");
    }
}

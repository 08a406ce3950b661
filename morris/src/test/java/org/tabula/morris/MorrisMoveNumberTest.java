package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.RecordDate;
import org.tabula.api.RecordHeaders;
import org.tabula.api.Side;

/** The record's numbering for the prompt, and the headers morris's notation has no line for. */
class MorrisMoveNumberTest {

    private static final MorrisProvider PROVIDER = new MorrisProvider();

    @Test
    void nextMoveNumber_numbersInPairs_whiteFirst() {
        Match match = Match.start(PROVIDER, GameOptions.defaults(PROVIDER.options()));
        assertThat(match.nextMoveNumber()).isEqualTo("1.");
        match.play("d2");
        assertThat(match.nextMoveNumber()).isEqualTo("1...");
        match.play("f4");
        assertThat(match.nextMoveNumber()).isEqualTo("2.");
    }

    /** The record numbers from 1 wherever the game began: black to move first is 1..., whatever the ply. */
    @Test
    void nextMoveNumber_fromAPositionWithBlackToMove_isTheRecordsOwn() {
        String position = Fixtures.position("a1 d1", "g7", 'b', 7, 8, 0, 3);
        Match match = Match.fromPosition(PROVIDER, position, GameOptions.defaults(PROVIDER.options()));
        assertThat(match.nextMoveNumber()).isEqualTo("1...");
        match.play("d2");
        assertThat(match.nextMoveNumber()).isEqualTo("2.");
        assertThat(match.record()).contains("\n1... d2\n");
    }

    /** Morris's notation has notes but no header: a note is passed over, so nothing of the host's is written. */
    @Test
    void theHostsHeaders_areNotWritten_forTheNotationHasNoLineForThem() {
        Match match = Match.start(PROVIDER, GameOptions.defaults(PROVIDER.options()));
        match.play("d2");
        String plain = match.record();
        match.headers(new RecordHeaders(Optional.of(new RecordDate(2026, 3, 7)),
                Map.of(new Side("white"), "human"), OptionalLong.of(5)));
        assertThat(match.record()).isEqualTo(plain);
    }
}

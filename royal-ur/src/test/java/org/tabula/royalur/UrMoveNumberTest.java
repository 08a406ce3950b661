package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.tabula.api.Match;
import org.tabula.api.RecordDate;
import org.tabula.api.RecordHeaders;
import org.tabula.royalur.model.UrRules;

/** The record's numbering of turns, for the prompt: every turn its own number, a turn lost to a 0 too. */
class UrMoveNumberTest {

    private static final Pattern TURN = Pattern.compile("(?m)^(\\d+)\\. [ld] ");

    /** The number is the one the record's next turn line would begin with. */
    @Property(tries = 200)
    void nextMoveNumber_isTheNumberOfTheRecordsNextTurn(@ForAll long seed, @ForAll @IntRange(max = 120) int turns) {
        RoyalUrGame game = Games.random(seed, UrRules.FINKEL, turns);
        Matcher line = TURN.matcher(Games.recordOf(game));
        int last = 0;
        while (line.find()) {
            last = Integer.parseInt(line.group(1));
        }
        assertThat(game.nextMoveNumber()).isEqualTo((last + 1) + ".");
    }

    @Test
    void aTurnLostToARoll_takesANumber() {
        RoyalUrGame game = Games.played(UrRules.FINKEL, null);
        assertThat(game.nextMoveNumber()).isEqualTo("1.");
        game.supplyRoll(0);
        assertThat(game.nextMoveNumber()).isEqualTo("2.");
        game.supplyRoll(2);
        assertThat(game.nextMoveNumber()).isEqualTo("2.");
    }

    /**
     * Ur's header has no date or players, and its [seed] is the dice's own, which every roll is checked against:
     * the host's seed is not it, so the host's headers leave the record as it was.
     */
    @Test
    void theHostsHeaders_leaveTheRecordAsItWas() {
        Match match = Match.of(new RoyalUrProvider(), Games.played(UrRules.FINKEL, null, "1010"));
        String plain = match.record();
        match.headers(new RecordHeaders(Optional.of(new RecordDate(2026, 1, 2)), Map.of(), OptionalLong.of(77)));
        assertThat(match.record()).isEqualTo(plain).doesNotContain("77");
    }
}

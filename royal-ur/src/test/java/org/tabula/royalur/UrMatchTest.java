package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.royalur.Games.played;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.Match;
import org.tabula.api.Status;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/**
 * What players do besides throwing and moving, through api's {@link Match}: resigning and timeouts, written as
 * the record's {@code [result ...]} and read back into the match's marks, and no draw by agreement.
 */
class UrMatchTest {

    @Test
    void resignAndTimeout_endTheMatchForTheOtherSide_andUndoLiftsThem() {
        Match match = Match.of(new RoyalUrProvider(), played(UrRules.FINKEL, null, "1", "hand-d1"));
        assertThat(match.resign(UrSide.DARK.side()).value().sentence()).isEqualTo("Light wins: Dark resigns");
        assertThat(match.record()).endsWith("[result light resign]\n");
        assertThat(match.supplyChance("1").refusal().code()).isEqualTo("game-over");
        assertThat(match.undo().isAccepted()).isTrue();
        assertThat(match.status()).isEqualTo(Status.ACTIVE);
        assertThat(match.timeout(UrSide.LIGHT.side()).value().reason()).isEqualTo("timeout");
        assertThat(match.record()).endsWith("[result dark timeout]\n");
    }

    @Test
    void theOnlyDraw_isTheCapOfTurns() {
        Match match = Match.start(new RoyalUrProvider(), RoyalUrProvider.options(UrRules.FINKEL, Optional.empty(),
                UrSide.LIGHT, 0, 3));
        assertThat(match.offerDraw(UrSide.LIGHT.side()).refusal().code()).isEqualTo("no-draws");
        assertThat(match.acceptDraw(UrSide.DARK.side()).refusal().code()).isEqualTo("no-draws");
        assertThat(match.drawOfferedBy()).isEmpty();
        match.supplyChance("0000");
        match.supplyChance("0");
        match.supplyChance("0000");
        assertThat(match.status()).isEqualTo(Status.FINISHED);
        assertThat(match.result().orElseThrow().isDraw()).isTrue();
        assertThat(match.result().get().reason()).isEqualTo("ply-cap");
        assertThat(match.record()).endsWith("2. d 0: -\n3. l 0 0000: -\n[result draw ply_cap]\n");
    }

    @Test
    void aMatchEndedWithARollStanding_keepsTheRollBesideItsRecord_andAfterUndo() {
        RoyalUrProvider provider = new RoyalUrProvider();
        Match match = Match.of(provider, played(UrRules.FINKEL, null, "0110", "hand-c1", "1000"));
        match.resign(UrSide.DARK.side());
        String record = match.record();
        assertThat(record).isEqualTo("[rules finkel]\n[first light]\n1. l 2 0110: hand-c1\n[result light resign]\n");
        assertThat(match.unrecordedChance()).contains("1000");
        Match back = Match.fromRecord(provider, record, match.unrecordedChance(), provider.newGame().options());
        assertThat(back.result()).isEqualTo(match.result());
        assertThat(back.position()).isEqualTo(match.position());
        assertThat(back.undo().value().ending()).isPresent();
        assertThat(back.status()).isEqualTo(Status.ACTIVE);
        assertThat(((RoyalUrGame) back.state()).roll()).contains(1);
        assertThat(back.resign(UrSide.LIGHT.side()).isAccepted()).isTrue();
        assertThat(back.resign(UrSide.LIGHT.side()).refusal().code()).isEqualTo("game-over");
        assertThat(back.declineDraw(UrSide.LIGHT.side()).refusal().code()).isEqualTo("game-over");
    }
}

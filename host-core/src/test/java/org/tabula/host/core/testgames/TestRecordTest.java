package org.tabula.host.core.testgames;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;

/** The test games' records name their options and keep the match's marks, as the host's replay relies on. */
class TestRecordTest {

    private static Match readBack(GameProvider provider, Match match) {
        return Match.fromRecord(provider, match.record(), GameOptions.defaults(provider.options()));
    }

    @Test
    void everyOptionNotAtItsDefault_ridesInTheRecord() {
        NimProvider nim = new NimProvider();
        RaceProvider race = new RaceProvider();
        Match nims = Match.start(nim, GameOptions.of(nim.options(), Map.of("stones", "5", "misere", "true")));
        Match races = Match.start(race, GameOptions.of(race.options(), Map.of("goal", "4", "seed", "3")));
        nims.play("2");
        races.drawChance();

        assertThat(readBack(nim, nims).options()).isEqualTo(nims.options());
        assertThat(readBack(nim, nims).position()).isEqualTo("3/second");
        assertThat(readBack(race, races).options()).isEqualTo(races.options());
        assertThat(readBack(race, races).record()).isEqualTo(races.record());
    }

    @Test
    void theOfferAndAPlayersEnding_rideInTheRecord_andUndoLiftsTheEndingRead() {
        NimProvider nim = new NimProvider();
        Match match = Match.start(nim, GameOptions.defaults(nim.options()));
        match.play("1");
        match.offerDraw(match.turn());
        match.resign(match.sides().get(0));

        Match read = readBack(nim, match);

        assertThat(match.record()).isEqualTo("1\noffer second\nresult second resign");
        assertThat(read.result()).isEqualTo(match.result());
        assertThat(read.undo().isAccepted()).isTrue();
        assertThat(read.drawOfferedBy()).contains(match.sides().get(1));
        assertThat(read.history()).hasSize(1);
    }

    @Test
    void aResultLine_afterTheMovesEndedTheGame_isRefused_namingTheLine() {
        NimProvider nim = new NimProvider();
        GameOptions three = GameOptions.of(nim.options(), Map.of("stones", "3"));

        assertThatThrownBy(() -> nim.readRecord("3\nresult first resign", three))
                .isInstanceOfSatisfying(TextFormatException.class,
                        e -> assertThat(e.location()).contains(new TextLocation(2, 1)));
    }
}

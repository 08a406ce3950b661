package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A game saved between its throw and its move: the record's {@code [roll 3 1011]} line (Tabula's, beyond the
 * seed), written and read back byte for byte, and the game read from it with that roll standing.
 */
class RecordRollStandingTest {

    private static ParsedRecord parse(String text) {
        return UrNotation.parseRecord(text);
    }

    @Test
    void aRollStanding_isTheLastLine_readAndWrittenBack_andTheGameReadHasItStanding() {
        String text = "[rules finkel]\n[first light]\n1. l 3: hand-b1\n2. d 0: -\n[roll 2 0101]\n";
        UrRecord record = parse(text).record().orElseThrow();
        assertThat(record.standing()).contains(new RecordRoll(2, Optional.of("0101")));
        assertThat(UrNotation.formatRecord(record)).isEqualTo(text);
        RoyalUrProvider provider = new RoyalUrProvider();
        RoyalUrGame game = Games.read(text);
        assertThat(game.toMove()).isEqualTo(UrSide.LIGHT);
        assertThat(game.roll()).contains(2);
        assertThat(game.faces()).contains("0101");
        assertThat(game.pendingChance()).isEmpty();
        assertThat(game.legalMoves()).extracting(UrMove::text).containsExactly("2: hand-c1", "2: b1-a2");
        assertThat(Games.recordOf(game)).isEqualTo(text);
        String rollAlone = text.replace("[roll 2 0101]", "[roll 2]");
        assertThat(Games.read(rollAlone).faces()).isEmpty();
        assertThat(Games.recordOf(Games.read(rollAlone))).isEqualTo(rollAlone);
    }

    @Test
    void aRollStanding_thatAllowsNoMove_isRefusedNamingItsLine() {
        // Light's last piece, on c2, would land with a 1 on dark's piece safe on the central rosette d2.
        String text = "[rules finkel]\n[first light]\n[position " + Games.position("c2", "d2", 'l', "-", 0, 6, 6, 0)
                + "]\n[roll 1]\n";
        RoyalUrProvider provider = new RoyalUrProvider();
        assertThat(parse(text).record()).isPresent();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> provider.readRecord(text,
                provider.newGame().options())).isInstanceOf(org.tabula.api.TextFormatException.class)
                .hasMessageEndingWith("at 4:1").hasMessageContaining("no move");
    }
}

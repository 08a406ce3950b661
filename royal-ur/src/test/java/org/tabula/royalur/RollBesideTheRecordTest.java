package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.Status;
import org.tabula.royalur.model.RecordProblem;
import org.tabula.royalur.model.UrMove;
import org.tabula.royalur.model.UrSide;

/**
 * A game left between its throw and its move: its record holds the seed's lines alone, whole turns (the seed's
 * reader refuses any other line), and the roll standing is kept beside it ({@code unrecordedChance}), so that the
 * match read back with it has that roll standing and does not throw again.
 */
class RollBesideTheRecordTest {

    private static final RoyalUrProvider PROVIDER = new RoyalUrProvider();
    private static final GameOptions DEFAULTS = PROVIDER.newGame().options();
    private static final String TURNS = "[rules finkel]\n[first light]\n1. l 3: hand-b1\n2. d 0: -\n";

    @Test
    void aRollStanding_isNotWrittenIntoTheRecord_butKeptBesideIt_andTheMatchReadWithItHasItStanding() {
        RoyalUrGame game = Games.read(TURNS);
        assertThat(game.supplyChance("0101").isAccepted()).isTrue();
        Match match = Match.of(PROVIDER, game);

        String record = match.record();
        assertThat(record).isEqualTo(TURNS);
        assertThat(UrNotation.parseRecord(record).record()).isPresent();
        assertThat(match.unrecordedChance()).contains("0101");

        RoyalUrGame back = (RoyalUrGame) Match.fromRecord(PROVIDER, record, match.unrecordedChance(), DEFAULTS)
                .state();
        assertThat(back.toMove()).isEqualTo(UrSide.LIGHT);
        assertThat(back.roll()).contains(2);
        assertThat(back.faces()).contains("0101");
        assertThat(back.pendingChance()).isEmpty();
        assertThat(back.legalMoves()).extracting(UrMove::text).containsExactly("2: hand-c1", "2: b1-a2");
        assertThat(back.position()).isEqualTo(game.position());
        // Without it the game read back waits for the throw, as the record alone says.
        assertThat(Match.fromRecord(PROVIDER, record, DEFAULTS).pendingChance()).isPresent();
    }

    @Test
    void aRollWhoseDiceAreUnknown_isKeptBesideTheRecordAsTheRoll() {
        RoyalUrGame game = Games.read(TURNS);
        assertThat(game.supplyRoll(2).isAccepted()).isTrue();

        assertThat(game.unrecordedChance()).contains("2");
        RoyalUrGame back = (RoyalUrGame) Match.fromRecord(PROVIDER, PROVIDER.writeRecord(game,
                org.tabula.api.MatchMarks.NONE), game.unrecordedChance(), DEFAULTS).state();
        assertThat(back.roll()).contains(2);
        assertThat(back.faces()).isEmpty();
    }

    @Test
    void noRollStanding_noneKeptBeside() {
        RoyalUrGame game = Games.read(TURNS);
        assertThat(game.unrecordedChance()).isEmpty();
        assertThat(game.supplyChance("0101").isAccepted()).isTrue();
        assertThat(game.play("hand-c1").isAccepted()).isTrue();
        assertThat(game.unrecordedChance()).isEmpty();
    }

    @Test
    void aMatchResignedWithARollStanding_readsBackWithTheRoll_andTheResignation() {
        RoyalUrGame game = Games.read(TURNS);
        assertThat(game.supplyChance("0101").isAccepted()).isTrue();
        Match match = Match.of(PROVIDER, game);
        match.resign(UrSide.LIGHT.side());

        assertThat(match.record()).isEqualTo(TURNS + "[result dark resign]\n");
        Match back = Match.fromRecord(PROVIDER, match.record(), match.unrecordedChance(), DEFAULTS);
        assertThat(back.result()).isEqualTo(match.result());
        assertThat(back.undo().isAccepted()).isTrue();
        assertThat(back.status()).isEqualTo(Status.ACTIVE);
        assertThat(((RoyalUrGame) back.state()).roll()).contains(2);
    }

    @Test
    void aRollLine_isNotOneOfTheSeedsLines_andIsRefused() {
        assertThat(UrNotation.parseRecord(TURNS + "[roll 2 0101]\n").problem())
                .contains(new RecordProblem(5, "line"));
        assertThat(UrNotation.parseRecord("[rules finkel]\n[first light]\n[roll 3]\n").problem())
                .contains(new RecordProblem(3, "line"));
    }

    @Test
    void aRollKeptBeside_thatAllowsNoMove_isRefused_forItWouldHaveLostTheTurn() {
        // Light's last piece, on c2, would land with a 1 on dark's piece safe on the central rosette d2.
        String text = "[rules finkel]\n[first light]\n[position " + Games.position("c2", "d2", 'l', "-", 0, 6, 6, 0)
                + "]\n";
        assertThatThrownBy(() -> Match.fromRecord(PROVIDER, text, Optional.of("1"), DEFAULTS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'1'");
        assertThatThrownBy(() -> Match.fromRecord(PROVIDER, TURNS, Optional.of("7"), DEFAULTS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'7'");
    }
}

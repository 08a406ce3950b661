package org.tabula.dicerace.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.tabula.api.ChanceRequest;
import org.tabula.api.GameOptions;
import org.tabula.api.GameProvider;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.MatchMarks;
import org.tabula.api.Outcome;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.TakenBack;
import org.tabula.dicerace.DiceRaceProvider;

/** The match written once for every game: offers, endings, undo of both, and the record's marks, on a dice race. */
class MatchTest {

    private static final Side LIGHT = Side.of("light");
    private static final Side DARK = Side.of("dark");
    private final DiceRaceProvider race = new DiceRaceProvider();

    private Match started() {
        Match match = Match.start(race, GameOptions.defaults(race.options()));
        match.supplyChance("1");
        return match;
    }

    private static String code(Outcome<?> outcome) {
        return outcome.refusal().code();
    }

    @Test
    void anOffer_standsThroughTheOfferersOwnMove_goesWithTheOthers_andUndoPutsItBack() {
        Match match = started();
        assertThat(match.offerDraw(LIGHT).isAccepted()).isTrue();
        assertThat(match.play("a1").isAccepted()).isTrue();
        assertThat(match.drawOfferedBy()).contains(LIGHT);

        match.supplyChance("2");
        assertThat(match.turn()).isEqualTo(DARK);
        assertThat(match.play("a2").isAccepted()).isTrue();
        assertThat(match.drawOfferedBy()).isEmpty();

        assertThat(match.undo().value().move().map(Move::text)).contains("a2");
        assertThat(match.drawOfferedBy()).contains(LIGHT);
    }

    @Test
    void answers_areRefusedWithTheStandardCodes_andChangeNothing() {
        Match match = started();
        assertThat(code(match.acceptDraw(DARK))).isEqualTo("no-offer");
        match.offerDraw(LIGHT);
        assertThat(code(match.acceptDraw(LIGHT))).isEqualTo("own-offer");
        assertThat(code(match.offerDraw(DARK))).isEqualTo("offer-standing");
        assertThat(match.acceptDraw(LIGHT).refusal().message())
                .isEqualTo("Light cannot accept its own draw offer: it is Dark's to answer.");
        assertThat(match.drawOfferedBy()).contains(LIGHT);
        assertThat(match.declineDraw(DARK).isAccepted()).isTrue();
        assertThat(match.drawOfferedBy()).isEmpty();
    }

    @Test
    void aDrawAgreed_endsTheMatch_andUndoTakesBackTheAgreementAlone() {
        Match match = started();
        match.play("a1");
        match.offerDraw(LIGHT);
        assertThat(match.acceptDraw(DARK).value()).isEqualTo(PlayerEnding.agreement());
        assertThat(match.status()).isEqualTo(Status.FINISHED);
        assertThat(match.legalMoves()).isEmpty();
        assertThat(match.pendingChance()).isEmpty();
        assertThat(code(match.play("a1"))).isEqualTo("game-over");
        assertThat(match.play("a1").refusal().message()).isEqualTo("The game is over: Draw: agreed.");

        TakenBack taken = match.undo().value();
        assertThat(taken.ending()).contains(PlayerEnding.agreement());
        assertThat(match.status()).isEqualTo(Status.ACTIVE);
        assertThat(match.history()).hasSize(1);
        assertThat(match.drawOfferedBy()).contains(LIGHT);
    }

    @Test
    void resignAndTimeout_winForTheOtherSide_inTheStandardSentences() {
        Match match = started();
        Match other = match.copy();
        assertThat(match.resign(LIGHT).value().sentence()).isEqualTo("Dark wins: Light resigns");
        assertThat(code(match.timeout(DARK))).isEqualTo("game-over");
        assertThat(other.timeout(DARK).value().sentence()).isEqualTo("Light wins: Dark ran out of time");
        assertThat(other.result().orElseThrow().reason()).isEqualTo("timeout");
        assertThatThrownBy(() -> other.resign(Side.of("red"))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void undo_withNothingPlayed_isRefusedAsNothingToUndo() {
        Match match = Match.start(race, GameOptions.defaults(race.options()));
        assertThat(code(match.undo())).isEqualTo("nothing-to-undo");
    }

    @Test
    void theRecord_keepsTheOfferThatStoodAtAResignation_andReadsBackWithItsOptions() {
        GameOptions seeded = GameOptions.of(race.options(), Map.of(DiceRaceProvider.SEED, "9"));
        Match match = Match.start(race, seeded);
        match.supplyChance("1");
        match.offerDraw(LIGHT);
        match.resign(DARK);

        String record = match.record();
        assertThat(record).isEqualTo("# game dice-race\nseed 9\nroll 1\noffer light\nresult light resign\n");
        Match read = Match.fromRecord(race, record, GameOptions.defaults(race.options()));
        assertThat(read.options()).isEqualTo(seeded);
        assertThat(read.result()).isEqualTo(match.result());
        assertThat(read.record()).isEqualTo(record);
        assertThat(read.undo().value().ending()).isPresent();
        assertThat(read.drawOfferedBy()).contains(LIGHT);
    }

    @Test
    void aGameWithoutDraws_refusesEveryOfferAndAnswer_asNoDraws() {
        GameProvider race2 = new NoDrawsRace();
        Match match = Match.start(race2, GameOptions.defaults(race2.options()));
        assertThat(code(match.offerDraw(LIGHT))).isEqualTo("no-draws");
        assertThat(match.offerDraw(LIGHT).refusal().message()).isEqualTo("Dice race has no draw by agreement.");
        assertThat(code(match.acceptDraw(DARK))).isEqualTo("no-draws");
        assertThat(code(match.declineDraw(DARK))).isEqualTo("no-draws");
    }

    @Test
    void marks_holdOnlyAnEndingAPlayerMade() {
        assertThatThrownBy(() -> new MatchMarks(Optional.empty(),
                Optional.of(org.tabula.api.Result.draw("home", "Draw"))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(PlayerEnding.RESIGN.result(Optional.of(LIGHT), DARK)).isEqualTo(PlayerEnding.resign(DARK, LIGHT));
    }

    @Test
    void chanceWeights_giveProbabilities_andAHostDrawsByThem() {
        ChanceRequest roll = new ChanceRequest("four binary dice", List.of("0", "1", "2", "3", "4"),
                List.of(1L, 4L, 6L, 4L, 1L), false);
        assertThat(roll.probability("2")).isEqualTo(6.0 / 16);
        assertThat(roll.totalWeight()).isEqualTo(16);
        SplittableRandom random = new SplittableRandom(5);
        int[] seen = new int[5];
        for (int i = 0; i < 16_000; i++) {
            seen[Integer.parseInt(roll.draw(random))]++;
        }
        assertThat(seen[2]).isBetween(5_600, 6_400);
        assertThat(seen[0]).isBetween(800, 1_200);
        assertThatThrownBy(() -> new ChanceRequest("die", List.of("1", "2"), List.of(1L), false))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void options_overruledByARecord_andTheOnesNotAtTheirDefault() {
        GameOptions defaults = GameOptions.defaults(race.options());
        GameOptions nine = defaults.overruledBy(race.options(), Map.of(DiceRaceProvider.SEED, "9"));
        assertThat(nine.integer(DiceRaceProvider.SEED)).isEqualTo(9);
        assertThat(nine.notDefault(race.options())).isEqualTo(Map.of(DiceRaceProvider.SEED, "9"));
        assertThat(defaults.notDefault(race.options())).isEmpty();
    }

    /** The dice race with no draws by agreement. */
    private static final class NoDrawsRace extends ForwardingProvider {
        @Override
        public boolean drawsByAgreement() {
            return false;
        }
    }
}

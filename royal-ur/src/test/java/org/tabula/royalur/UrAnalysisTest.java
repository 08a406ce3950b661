package org.tabula.royalur;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tabula.api.Analysis;
import org.tabula.api.Analysis.Verdict;
import org.tabula.api.GameOptions;
import org.tabula.api.Move;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.Route;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.model.UrSide;

/**
 * {@code analyse}: the exact chance to win with best play from the two-piece table, wherever each side has at most
 * two pieces left to bring home, before a throw and with a roll standing; nothing elsewhere.
 */
class UrAnalysisTest {

    private static final UrRules TWO_PIECES = UrRules.of(Route.SHORT, 4, 0, true, 2);
    /** Light on a2 and one in hand, dark on c2 and one in hand, five of each home under Finkel's rules. */
    private static final String TWO_LEFT = "4xx2/l1d5/4xx2 l 1 5 1 5";

    private static WinChances table;
    private final RoyalUrProvider provider = new RoyalUrProvider();

    @BeforeAll
    static void solve() {
        table = WinChances.of(TWO_PIECES, 1e-13);
    }

    private RoyalUrGame game(String position, Map<String, String> options) {
        return provider.fromPosition(position, GameOptions.of(provider.options(), options));
    }

    private Analysis analyse(RoyalUrGame game) {
        return provider.analyse(game).orElseThrow(() -> new AssertionError("no analysis of " + game.position()));
    }

    @Test
    void startOfTheTwoPieceGame_beforeTheThrow_isTheTablesChance_withNoBestMoveYet() {
        RoyalUrGame start = provider.newGame(GameOptions.of(provider.options(),
                Map.of(RoyalUrProvider.RULES, TWO_PIECES.fields())));

        Analysis analysis = analyse(start);

        assertThat(analysis.verdict()).isEqualTo(Verdict.CHANCE);
        assertThat(analysis.winChance().getAsDouble())
                .isCloseTo(table.chanceToWin(Position.start(TWO_PIECES, UrSide.LIGHT)), within(1e-9))
                .isCloseTo(0.5186, within(0.0001));
        assertThat(analysis.bestMoves()).as("the moves wait on the throw").isEmpty();
        assertThat(analysis.sentence("Light", "Dark")).isEqualTo("Light wins with probability 0.519 under best play");
        assertThat(analysis.basis()).contains("two-piece", "before the throw");
    }

    @Test
    void twoLeftEachUnderFinkel_isTheTwoPieceGamesPosition_theFivesHomeLeftOut() {
        Analysis analysis = analyse(game(TWO_LEFT, Map.of()));

        Position same = UrNotation.parsePosition("4xx2/l1d5/4xx2 l 1 0 1 0");
        assertThat(analysis.winChance().getAsDouble()).isCloseTo(table.chanceToWin(same), within(1e-9));
    }

    @Test
    void aRollStanding_isWorthItsBestMove_andTheBestMovesAreThoseThatKeepIt() {
        RoyalUrGame game = game("4xx2/l1d5/4xx2 l 1 5 1 5 2 40", Map.of());

        Analysis analysis = analyse(game);

        // Each move's worth for light, from the analysis of the position it leaves (a throw due there).
        double best = -1;
        List<String> keeping = new ArrayList<>();
        List<Double> worths = new ArrayList<>();
        for (Move move : game.legalMoves()) {
            RoyalUrGame after = game.copy();
            assertThat(after.play(move).isAccepted()).isTrue();
            double next = analyse(after).winChance().getAsDouble();
            double worth = after.toMove() == UrSide.LIGHT ? next : 1 - next;
            worths.add(worth);
            if (worth > best + 1e-9) {
                best = worth;
                keeping.clear();
            }
            if (Math.abs(worth - best) <= 1e-9) {
                keeping.add(move.text());
            }
        }
        assertThat(worths).as("a capture on c2 against an entry on c1").hasSize(2).doesNotHaveDuplicates();
        assertThat(analysis.winChance().getAsDouble()).isCloseTo(best, within(1e-12));
        assertThat(analysis.bestMoves()).isEqualTo(keeping);
        assertThat(analysis.basis()).contains("roll of 2");
    }

    @Test
    void beforeTheThrow_isTheMeanOverTheRolls_ofEachRollsBestMove() {
        RoyalUrGame game = game(TWO_LEFT, Map.of());
        double mean = 0;
        for (int roll : UrRules.FINKEL.rolls()) {
            RoyalUrGame thrown = game.copy();
            assertThat(thrown.supplyRoll(roll).isAccepted()).isTrue();
            double chance = analyse(thrown).winChance().getAsDouble();
            // A roll with no move loses the turn: dark throws next.
            mean += UrRules.FINKEL.probability(roll) * (thrown.toMove() == UrSide.LIGHT ? chance : 1 - chance);
        }

        assertThat(analyse(game).winChance().getAsDouble()).isCloseTo(mean, within(1e-9));
    }

    @Test
    void outsideTheTable_orWithACapOfTurns_orOver_nothingIsKnown() {
        assertThat(provider.analyse(provider.newGame())).as("seven pieces a side").isEmpty();
        assertThat(provider.analyse(game("4xx2/l1d5/4xx2 l 2 4 1 5", Map.of()))).as("three left to light").isEmpty();
        assertThat(provider.analyse(game(TWO_LEFT, Map.of(RoyalUrProvider.PLY_CAP, "300"))))
                .as("the cap may draw a game the table plays out").isEmpty();
        assertThat(provider.analyse(game("4xx2/8/4xx2 d 0 7 1 6", Map.of()))).as("light has won").isEmpty();
    }

    @Test
    void analysing_leavesTheGameAsItWas() {
        RoyalUrGame game = game("4xx2/l1d5/4xx2 l 1 5 1 5 2 40", Map.of());
        String before = game.position();

        analyse(game);

        assertThat(game.position()).isEqualTo(before);
        assertThat(game.legalMoves()).hasSize(2);
    }
}

package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.xiangqi.Fixtures.game;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Squares;
import org.tabula.xiangqi.model.XiangqiMove;

/** How each piece moves, where it may not go, and what leaves a general in check, seen in the legal moves. */
class XiangqiRulesTest {

    private static List<String> targets(XiangqiGame game, String point) {
        return game.legalMovesFrom(point).stream().map(move -> Squares.name(move.to())).sorted().toList();
    }

    @ParameterizedTest(name = "{2} from {1}: {3}")
    @CsvSource(delimiter = '|', value = {
        // The general steps along lines inside its palace.
        "Ke1 kd9 Nd5 Nf5 | e1 | general in the palace's heart | d1 e0 e2 f1",
        "Kd0 kf9 | d0 | general in a corner | d1 e0",
        // The advisor steps diagonally inside its palace.
        "Ke0 kd9 Ae1 | e1 | advisor at the centre | d0 d2 f0 f2",
        "Ke0 kd9 Ad2 | d2 | advisor at a corner | e1",
        // The elephant moves two diagonally, blocked at the eye, never across the river.
        "Ke0 kd9 Ee2 | e2 | elephant in the middle | c0 c4 g0 g4",
        "Ke0 kd9 Ee2 Nd3 | e2 | elephant with an eye taken | c0 g0 g4",
        "Ke0 kd9 Ec4 | c4 | elephant at the river | a2 e2",
        // The horse moves one along a line then one diagonally outward, blocked at the leg.
        "Ke0 kd9 Ne5 | e5 | horse in the open | c4 c6 d3 d7 f3 f7 g4 g6",
        "Ke0 kd9 Ne5 Re6 Nd5 | e5 | horse with two legs taken | d3 f3 g4 g6",
        "Ke0 kd9 Na0 | a0 | horse in a corner | b2 c1",
        // The chariot moves any distance along a line, taking the first enemy piece.
        "Ke0 kd9 Ra0 pa5 Bc0 | a0 | chariot | a1 a2 a3 a4 a5 b0",
        // The cannon moves like a chariot but takes only by jumping exactly one piece.
        "Ke0 kd9 Ca0 Pa3 pa6 ra8 | a0 | cannon with a screen | a1 a2 a6 b0 c0 d0",
        // The soldier steps forward, and sideways too once across the river; never back.
        "Ke0 kd9 Pe3 | e3 | soldier on its own side | e4",
        "Ke0 kd9 Pe5 | e5 | soldier across the river | d5 e6 f5",
        "Ke0 kf9 Pa9 | a9 | soldier on the last rank | b9",
        "Kd0 ke9 pe4 | e4 | black soldier across the river | d4 e3 f4",
    })
    void legalMoves_ofAPiece_areWhereItsRulesTakeIt(String pieces, String point, String what, String expected) {
        char turn = Fixtures.position(pieces, 'w').at(point).orElseThrow().colour() == Colour.RED ? 'w' : 'b';
        assertThat(targets(game(pieces, turn), point)).as(what).containsExactly(expected.split(" "));
    }

    @Test
    void theGeneralsMayNotFace_soAGeneralStaysOffTheOtherGeneralsOpenFile() {
        XiangqiGame game = game("Ke1 kd9", 'w');
        assertThat(targets(game, "e1")).containsExactly("e0", "e2", "f1");
    }

    @Test
    void aPieceStandingAloneBetweenTheGenerals_mayNotLeaveTheirFile() {
        assertThat(targets(game("Ke0 ke9 Ne4", 'w'), "e4")).isEmpty();
        assertThat(targets(game("Ke0 ke9 Ce4", 'w'), "e4")).containsExactly("e1", "e2", "e3", "e5", "e6", "e7",
                "e8");
    }

    @Test
    void inCheck_onlyMovesThatEndTheCheckAreLegal() {
        // The black chariot on e5 checks along the e file; red may block, or step aside to f0 (d0 would face
        // the black general on the open d file).
        XiangqiGame game = game("Ke0 kd9 re5 Rh3", 'w');
        assertThat(game.inCheck()).isTrue();
        assertThat(game.legalMoves()).extracting(XiangqiMove::text).containsExactly("e0f0", "h3e3");
    }

    @Test
    void aHorseChecks_onlyWhenItsLegIsFree() {
        assertThat(game("Ke0 kd9 nd2", 'w').inCheck()).isTrue();
        assertThat(game("Ke0 kd9 nd2 Nd1", 'w').inCheck()).isFalse();
    }

    @Test
    void aCannonChecks_onlyOverExactlyOneScreen() {
        assertThat(game("Ke0 kd9 ce5", 'w').inCheck()).isFalse();
        assertThat(game("Ke0 kd9 ce5 Pe3", 'w').inCheck()).isTrue();
        assertThat(game("Ke0 kd9 ce6 Pe3 Re4", 'w').inCheck()).isFalse();
    }

    @Test
    void aSoldierChecks_forwardOrSideways_neverBackward() {
        assertThat(game("Ke1 kd9 pd1", 'w').inCheck()).isTrue();
        assertThat(game("Ke1 kd9 pe2", 'w').inCheck()).isTrue();
        // A soldier never moves backward, so it never checks backward.
        assertThat(game("Ke1 kd9 pe0", 'w').inCheck()).isFalse();
    }

    @Test
    void legalMoves_areOrderedByThePointLeft_thenThePointReached() {
        List<XiangqiMove> moves = XiangqiGame.newGame().legalMoves();
        for (int i = 1; i < moves.size(); i++) {
            XiangqiMove a = moves.get(i - 1);
            XiangqiMove b = moves.get(i);
            assertThat(a.from() < b.from() || a.from() == b.from() && a.to() < b.to()).as("%s before %s", a, b)
                    .isTrue();
        }
        assertThat(moves.get(0).text()).isEqualTo("a0a1");
    }
}

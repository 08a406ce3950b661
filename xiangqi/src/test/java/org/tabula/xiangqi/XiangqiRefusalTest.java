package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Outcome;
import org.tabula.api.Match;
import org.tabula.api.Refusal;
import org.tabula.api.RefusalReason;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.XiangqiMove;
import org.tabula.xiangqi.model.XiangqiRefusal;

/** Every reason a move is refused, its code and its sentence, and the game unchanged after each. */
class XiangqiRefusalTest {

    @ParameterizedTest(name = "{2}: {3}")
    @CsvSource(delimiter = '|', value = {
        "start | w | e5e6 | no-piece-of-yours | Red has no piece on e5.",
        "start | w | h7e7 | no-piece-of-yours | Red has no piece on h7.",
        "start | w | e0e0 | not-a-move | 'e0e0' is not a move: it names e0 twice, and a piece that moves goes somewhere.",
        "start | w | h2 e2 | not-a-move | 'h2 e2' is not a move: write it in ICCS, the point left then the point reached, such as h2e2.",
        "start | w | C2.5 | not-a-move | 'C2.5' is not a move: write it in ICCS, the point left then the point reached, such as h2e2.",
        "start | w | a0b0 | own-piece | a0b0 would take Red's own piece on b0.",
        "start | w | b0b3 | not-how-it-moves | A horse does not move from b0 to b3.",
        "start | w | a0b1 | not-how-it-moves | A chariot does not move from a0 to b1.",
        "start | w | d0d1 | not-how-it-moves | An advisor does not move from d0 to d1.",
        "start | w | e0f1 | not-how-it-moves | A general does not move from e0 to f1.",
        "start | w | c0d1 | not-how-it-moves | An elephant does not move from c0 to d1.",
        "Kd0 ke9 | w | d0c0 | out-of-palace | The general stays in its palace, and c0 is outside it.",
        "Ke0 kd9 Af2 | w | f2g3 | out-of-palace | The advisor stays in its palace, and g3 is outside it.",
        "Ke0 kd9 Ec4 | w | c4e6 | crosses-river | An elephant never crosses the river, and e6 is across it.",
        "Ke0 kd9 Ec4 Nd3 | w | c4e2 | blocked-eye | The elephant on c4 is blocked at the eye on d3.",
        "start | w | b0d1 | blocked-leg | The horse on b0 is blocked at the leg on c0.",
        "start | w | a0a4 | path-blocked | The chariot on a0 cannot reach a4: a3 stands in the way.",
        "start | w | h2h8 | path-blocked | The cannon on h2 cannot reach h8: h7 stands in the way.",
        "start | w | h2h7 | cannon-screen | A cannon takes by jumping exactly one piece, and between h2 and h7 there is none.",
        "Ke0 kd9 Ca0 Pa6 ra8 ra9 | w | a0a9 | cannon-screen | A cannon takes by jumping exactly one piece, and between a0 and a9 there are 2.",
        "start | w | e3e2 | soldier-step | A soldier steps forward, or sideways once across the river; e3 to e2 is neither.",
        "start | w | e3d3 | soldier-step | A soldier steps forward, or sideways once across the river; e3 to d3 is neither.",
        "Ke0 kd9 Pe6 | w | e6e5 | soldier-step | A soldier steps forward, or sideways once across the river; e6 to e5 is neither.",
        "Kd0 ke9 | w | d0e0 | generals-face | d0e0 would leave the generals facing each other on an open file.",
        "Ke0 ke9 Ne4 | w | e4c5 | generals-face | e4c5 would leave the generals facing each other on an open file.",
        "Ke0 kf9 rd5 | w | e0d0 | own-general-in-check | e0d0 would leave Red's general in check.",
        "Ke0 kf9 Ce2 re6 | w | e2d2 | own-general-in-check | e2d2 would leave Red's general in check.",
        "Ke1 kf9 nd3 Ra0 | w | a0a9 | own-general-in-check | a0a9 would leave Red's general in check.",
        "Kd0 ke8 Rb7 | b | e8d8 | generals-face | e8d8 would leave the generals facing each other on an open file.",
    })
    void play_refusesWithTheCodeAndSentence_andLeavesTheGameUnchanged(String pieces, char turn, String move,
            String code, String message) {
        XiangqiGame game = pieces.equals("start") ? XiangqiGame.newGame() : Fixtures.game(pieces, turn);
        Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
        Outcome<?> outcome = game.play(move);
        assertThat(outcome.isAccepted()).isFalse();
        assertThat(outcome.refusal()).isEqualTo(new Refusal(code, message));
        assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
        assertThat(RefusalReason.ofCode(XiangqiRefusal.class, code).code()).isEqualTo(code);
    }

    @Test
    void aFinishedGame_andAnUndoWithNoMove_areRefusedWithTheApisCodes_leavingTheGameUnchanged() {
        XiangqiGame fresh = XiangqiGame.newGame();
        assertThat(fresh.undo().refusal()).isEqualTo(new Refusal("nothing-to-undo", "There is nothing to undo."));
        XiangqiGame mated = Fixtures.playAll(Fixtures.game("Kd0 ke9 Ra8 Rb0", 'w'), "b0b9");
        Fixtures.Snapshot before = Fixtures.Snapshot.of(mated);
        assertThat(mated.play("e9e8").refusal())
                .isEqualTo(new Refusal("game-over", "The game is over: Red wins: Black is checkmated."));
        assertThat(mated.play(XiangqiMove.of("e9e8")).refusal().code()).isEqualTo("game-over");
        assertThat(Fixtures.Snapshot.of(mated)).isEqualTo(before);
    }

    @Test
    void actions_refusedByTheMatch_leaveItUnchanged() {
        Match game = Fixtures.match(XiangqiGame.newGame());
        assertThat(game.undo().refusal().code()).isEqualTo("nothing-to-undo");
        assertThat(game.acceptDraw(Colour.BLACK.side()).refusal())
                .isEqualTo(new Refusal("no-offer", "There is no draw offer from Red to accept."));
        assertThat(game.offerDraw(Colour.RED.side()).isAccepted()).isTrue();
        assertThat(game.offerDraw(Colour.BLACK.side()).refusal())
                .isEqualTo(new Refusal("offer-standing", "Red's draw offer stands: accept or decline it instead."));
        assertThat(game.declineDraw(Colour.RED.side()).refusal().code()).isEqualTo("own-offer");
        assertThat(game.declineDraw(Colour.BLACK.side()).isAccepted()).isTrue();
        assertThat(game.drawOfferedBy()).isEmpty();
        assertThat(game.resign(Colour.BLACK.side()).value().sentence()).isEqualTo("Red wins: Black resigns");
        Fixtures.MatchSnapshot over = Fixtures.MatchSnapshot.of(game);
        assertThat(game.play("h2e2").refusal())
                .isEqualTo(new Refusal("game-over", "The game is over: Red wins: Black resigns."));
        assertThat(game.play(XiangqiMove.of("h2e2")).refusal().code()).isEqualTo("game-over");
        assertThat(game.timeout(Colour.RED.side()).refusal().code()).isEqualTo("game-over");
        assertThat(game.offerDraw(Colour.RED.side()).refusal().code()).isEqualTo("game-over");
        assertThat(Fixtures.MatchSnapshot.of(game)).isEqualTo(over);
    }

    @Test
    void everyCode_isLowerCaseAndUnique_andOfCodeRefusesAnUnknownOne() {
        assertThat(Arrays.stream(XiangqiRefusal.values()).map(XiangqiRefusal::code))
                .doesNotHaveDuplicates().allMatch(code -> code.matches("[a-z]+(-[a-z]+)*"));
        assertThatThrownBy(() -> RefusalReason.ofCode(XiangqiRefusal.class, "nope")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void callingMistakes_areExceptions_notRefusals() {
        XiangqiGame game = XiangqiGame.newGame();
        assertThatThrownBy(() -> game.play((String) null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Fixtures.match(game).resign(org.tabula.api.Side.of("white")))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new XiangqiMove(0, 90)).isInstanceOf(IllegalArgumentException.class);
    }
}

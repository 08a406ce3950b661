package org.tabula.xiangqi.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.xiangqi.Fixtures;
import org.tabula.xiangqi.model.XiangqiMove;

/** What counts as a chase for the repetition rulings, case by case, as {@link Repetition} defines it. */
class ChaseTest {

    @ParameterizedTest(name = "{2}: {3}")
    @CsvSource(delimiter = '|', value = {
        "Kd0 ke9 Rg0 nh9 | w | g0h0 | true | a chariot newly attacking an unprotected horse",
        "Kd0 ke9 Rg0 nh9 ri9 | w | g0h0 | false | a chariot newly attacking a protected horse",
        "Kd0 ke9 Rh0 nh9 | w | h0h1 | false | a chariot that already attacked the horse",
        "Kd0 ke9 Nf5 rh7 ri7 | w | f5e7 | false | a horse moving where it attacks nothing",
        "Kd0 ke9 Nf4 rh7 ri7 | w | f4g6 | true | a horse newly attacking a chariot, protected or not",
        "Kd0 ke9 Cc2 Nb4 rb9 ra9 | w | c2b2 | true | a cannon newly attacking a chariot over a screen",
        "Kd0 ke9 Rg0 rh9 | w | g0h0 | false | a chariot attacking a chariot that can take it back",
        "Kd0 ke9 Rf0 pg6 | w | f0g0 | false | a chariot attacking a soldier still on its own side",
        "Kd0 kf9 Rg0 ph4 | w | g0h0 | true | a chariot attacking a soldier across the river",
        "Kd0 ke9 Pg5 nh6 | w | g5g6 | false | a soldier may attack freely",
        "Kd0 ke8 Rg0 nh9 | w | g0g8 | false | a move that checks is a check, not a chase",
        "Kd0 kf9 ne1 | w | d0d1 | false | a general may attack freely",
    })
    void chases_asTheRulingsCountIt(String pieces, char turn, String move, boolean expected, String what) {
        Core core = Core.of(Fixtures.position(pieces, turn), Limits.NONE);
        int code = MoveCode.encode(XiangqiMove.of(move));
        assertThat(MoveRefusals.check(core, XiangqiMove.of(move))).as("%s is legal", move).isEmpty();
        long before = core.hash();
        assertThat(Repetition.chases(core, code, new int[Core.MAX_MOVES * 4])).as(what).isEqualTo(expected);
        assertThat(core.hash()).isEqualTo(before);
        assertThat(core.made()).isZero();
    }
}

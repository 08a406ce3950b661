package org.tabula.royalur.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.tabula.royalur.Games.position;

import org.junit.jupiter.api.Test;
import org.tabula.royalur.UrNotation;
import org.tabula.royalur.model.Position;
import org.tabula.royalur.model.UrRules;
import org.tabula.royalur.rules.MoveGenerator;

/** The search the bots score moves by: a throw is worth the chance-weighted mean of its rolls. */
class ExpectiminimaxTest {

    @Test
    void expectiminimax_atAThrow_isTheChanceWeightedMeanOverTheRolls() {
        // Light's last piece stands on g1 and needs a 1; dark has won nothing yet. One turn deep, a 1 wins (1) and
        // every other roll hands dark the throw: the value is P(1) - (1 - P(1)) * (dark's judged value).
        UrRules rules = UrRules.FINKEL;
        Position position = UrNotation.parsePosition(position("g1", "c3", 'l', "-", 0, 6, 6, 0));
        Expectiminimax search = new Expectiminimax(rules, Long.MAX_VALUE, () -> false);
        double darkJudged = Evaluation.of(MoveGenerator.forfeit(position), rules);
        double one = rules.probability(1);
        assertThat(search.throwValue(position, 1)).isCloseTo(one - (1 - one) * darkJudged,
                within(1e-12));
        assertThat(one).isEqualTo(0.25);
    }

    @Test
    void aHostsStop_endsTheWholeSearch_notOnlyTheNodeWhereItWasAsked() {
        // The stop is asked every 1,024 nodes; once it says yes every node left is judged at once, so the search
        // ends soon after the first question instead of running on to its budget.
        UrRules rules = UrRules.FINKEL;
        Position position = UrNotation.parsePosition(position("b1", "c3", 'l', "-", 0, 6, 6, 0)).withRoll(2);
        var moves = MoveGenerator.legalMoves(position, rules);
        Expectiminimax free = new Expectiminimax(rules, Long.MAX_VALUE, () -> false);
        free.values(position, moves, 7);
        Expectiminimax stopped = new Expectiminimax(rules, Long.MAX_VALUE, () -> true);
        stopped.values(position, moves, 7);

        assertThat(free.nodes()).isGreaterThan(20_000);
        assertThat(stopped.nodes()).isLessThan(2_048);
    }
}

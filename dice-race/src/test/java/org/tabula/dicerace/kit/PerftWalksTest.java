package org.tabula.dicerace.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.Game;
import org.tabula.api.PerftWalks;
import org.tabula.dicerace.DiceRaceProvider;

/** The shared perft parts, on the dice race: divided by chance outcome or by move, the parts add up to perft. */
class PerftWalksTest {

    @Test
    void divideByText_whileChanceIsPending_splitsByOutcome_andAddsUpToPerft() {
        Game game = new DiceRaceProvider().newGame();

        Map<String, Long> parts = PerftWalks.divideByText(game, 3);

        assertThat(parts.keySet()).containsExactlyElementsOf(game.pendingChance().orElseThrow().outcomes());
        assertThat(parts.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(game.perft(3));
    }

    @Test
    void divideByText_waitingForAMove_splitsByMoveText_andAddsUpToPerft() {
        Game game = new DiceRaceProvider().newGame();
        game.supplyChance(game.pendingChance().orElseThrow().outcomes().get(2));

        Map<String, Long> parts = PerftWalks.divideByText(game, 3);

        assertThat(parts.keySet()).containsExactlyElementsOf(game.legalMoves().stream().map(m -> m.text()).toList());
        assertThat(parts.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(game.perft(3));
    }

    @Test
    void depthsNoCountCanHave_areRefused() {
        Game game = new DiceRaceProvider().newGame();

        assertThatIllegalArgumentException().isThrownBy(() -> PerftWalks.divideByText(game, 0));
        assertThatIllegalArgumentException().isThrownBy(() -> PerftWalks.throughContract(game, -1));
    }
}

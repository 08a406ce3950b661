package org.tabula.benchmarks.strength;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.Result;
import org.tabula.api.Side;

class MctsVersusRandomTest {

    @Test
    void options_defaultToTenGamesAtOneSecond_andReadEachFlag() {
        assertThat(MctsVersusRandom.Options.parse(new String[0]))
                .extracting(o -> o.games(), o -> o.millis(), o -> o.cap(), o -> o.only())
                .containsExactly(10, 1000L, 1000, List.of());
        assertThat(MctsVersusRandom.Options.parse(new String[] {"--games", "3", "--millis", "50", "--only",
                "morris,dice-race"}).only()).containsExactly("morris", "dice-race");
        assertThatThrownBy(() -> MctsVersusRandom.Options.parse(new String[] {"--games", "0"}))
                .hasMessage("--games takes a whole number from 1, not 0");
        assertThatThrownBy(() -> MctsVersusRandom.Options.parse(new String[] {"--fast", "1"}))
                .hasMessage("unknown option --fast");
    }

    @Test
    void played_countsAWinADrawOrTheCapAndALoss_forTheSearchsSide() {
        Side white = Side.of("white");
        Side black = Side.of("black");
        assertThat(new MctsVersusRandom.Played(white, Optional.of(Result.win(white, "x", "W.")), 9).score()).isZero();
        assertThat(new MctsVersusRandom.Played(white, Optional.of(Result.win(black, "x", "B.")), 9).score()).isEqualTo(2);
        assertThat(new MctsVersusRandom.Played(white, Optional.of(Result.draw("x", "D.")), 9).score()).isEqualTo(1);
        assertThat(new MctsVersusRandom.Played(white, Optional.empty(), 9).words()).isEqualTo("drew (ply cap)");
    }

    @Test
    void print_givesEachGamesTallyAndWinPercentage_andTheCommand() {
        Map<String, int[]> tally = new LinkedHashMap<>();
        tally.put("morris", new int[] {19, 0, 1});
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        MctsVersusRandom.print(new PrintStream(bytes, true, StandardCharsets.UTF_8),
                MctsVersusRandom.Options.parse(new String[] {"--games", "20"}), tally);
        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .contains("command: benchmarks/mcts-vs-random.sh --games 20")
                .containsPattern("morris +20 +19 +0 +1 +95\\.0%");
    }
}

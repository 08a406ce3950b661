package org.tabula.engine.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.Move;

class BotTableTest {

    /** A bot that only remembers how it was built. */
    private record Built(BotLevel level, long seed) implements Bot {
        @Override
        public Move chooseMove(Game game) {
            throw new UnsupportedOperationException();
        }
    }

    private static final BotTable TABLE = BotTable.of("tiddlywinks")
            .level("random", "Plays anything.", Built::new)
            .level("greedy", "Takes what it can.", Built::new)
            .level("expert", "Searches.", Built::new)
            .build();

    @Test
    void levels_areNumberedFromOneInTheOrderAdded() {
        assertThat(TABLE.levels()).extracting(BotLevel::level).containsExactly(1, 2, 3);
        assertThat(TABLE.levels()).extracting(BotLevel::name).containsExactly("random", "greedy", "expert");
    }

    @Test
    void bot_isBuiltByItsLevelsFactory_withTheLevelAndSeed() {
        Bot bot = TABLE.bot(2, 77L);
        assertThat(bot).isEqualTo(new Built(TABLE.levels().get(1), 77L));
    }

    @Test
    void bot_refusesALevelTheTableDoesNotHave_namingTheGameAndRange() {
        for (int missing : new int[] {0, 4, -1}) {
            assertThatThrownBy(() -> TABLE.bot(missing, 1L)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("tiddlywinks bots have levels 1 to 3, not " + missing);
        }
    }

    @Test
    void build_refusesAnEmptyTable() {
        assertThatThrownBy(() -> BotTable.of("x").build()).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void levels_cannotBeChangedFromOutside() {
        assertThatThrownBy(() -> TABLE.levels().clear()).isInstanceOf(UnsupportedOperationException.class);
    }
}

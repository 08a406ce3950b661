package org.tabula.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.groups.Tuple.tuple;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class GameDefinitionBotsTest {

    /** A provider with the given levels, whose own bots are marked by their level; no game of its own is needed. */
    private static GameProvider withLevels(List<BotLevel> levels) {
        return withLevels(levels, OptionalInt.empty());
    }

    /** The same, declaring its default level. */
    private static GameProvider withLevels(List<BotLevel> levels, OptionalInt defaultLevel) {
        return new BareProvider() {
            @Override
            public List<BotLevel> botLevels() {
                return levels;
            }

            @Override
            public OptionalInt defaultBotLevel() {
                return defaultLevel;
            }

            @Override
            public Bot newBot(int level, long seed) {
                BotLevel own = levels.stream().filter(l -> l.level() == level).findFirst()
                        .orElseThrow(() -> new IllegalArgumentException("bare has no bot level " + level));
                return new Bot() {
                    @Override
                    public BotLevel level() {
                        return own;
                    }

                    @Override
                    public Move chooseMove(Game game) {
                        throw new UnsupportedOperationException();
                    }
                };
            }
        };
    }

    private static final BotLevel EASY = new BotLevel(1, "easy", "Easy.");
    private static final BotLevel HARD = new BotLevel(2, "hard", "Hard.");

    @Test
    void botLevels_addTheSearchAfterTheGamesOwn() {
        GameDefinition game = GameDefinition.withDefaults(withLevels(List.of(EASY, HARD)));
        assertThat(game.botLevels()).extracting(BotLevel::level, BotLevel::name)
                .containsExactly(tuple(1, "easy"), tuple(2, "hard"),
                        tuple(3, "mcts"));
        assertThat(game.newBot(3, 7L).level()).isEqualTo(game.botLevels().get(2));
        assertThat(game.newBot(2, 7L).level()).as("the game's own bot").isSameAs(HARD);
        assertThatThrownBy(() -> game.newBot(4, 7L)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void botLevels_aGameWithNoBotGetsTheSearchAtLevelOne() {
        GameDefinition game = GameDefinition.withDefaults(withLevels(List.of()));
        assertThat(game.botLevels()).extracting(BotLevel::level, BotLevel::name)
                .containsExactly(tuple(1, "mcts"));
        assertThat(game.newBot(1, 7L).level().name()).isEqualTo("mcts");
    }

    @Test
    void botLevels_aGameThatNamesALevelMctsKeepsItsOwn() {
        BotLevel own = new BotLevel(2, "mcts", "The game's own search.");
        GameDefinition game = GameDefinition.withDefaults(withLevels(List.of(EASY, own)));
        assertThat(game.botLevels()).containsExactly(EASY, own);
        assertThat(game.newBot(2, 7L).level()).isSameAs(own);
    }

    @Test
    void defaultBotLevel_isTheLowerMiddleOfEveryLevel_whenTheGameNamesNone() {
        BotLevel third = new BotLevel(3, "third", "Third.");
        assertThat(GameDefinition.withDefaults(withLevels(List.of())).defaultBotLevel()).as("mcts alone").isEqualTo(1);
        assertThat(GameDefinition.withDefaults(withLevels(List.of(EASY))).defaultBotLevel()).isEqualTo(1);
        assertThat(GameDefinition.withDefaults(withLevels(List.of(EASY, HARD))).defaultBotLevel()).isEqualTo(2);
        assertThat(GameDefinition.withDefaults(withLevels(List.of(EASY, HARD, third))).defaultBotLevel())
                .isEqualTo(2);
    }

    @Test
    void defaultBotLevel_isTheGamesOwn_whenItNamesOne() {
        BotLevel perfect = new BotLevel(3, "perfect", "Plays some variants perfectly.");
        GameDefinition game = GameDefinition.withDefaults(withLevels(List.of(EASY, HARD, perfect), OptionalInt.of(1)));

        assertThat(game.defaultBotLevel()).isEqualTo(1);
    }

    @Test
    void defaultBotLevel_refusesALevelTheGameDoesNotHave() {
        GameDefinition game = GameDefinition.withDefaults(withLevels(List.of(EASY, HARD), OptionalInt.of(9)));

        assertThatThrownBy(game::defaultBotLevel).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("bare").hasMessageContaining("9");
    }
}

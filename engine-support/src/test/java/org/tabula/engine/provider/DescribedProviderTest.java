package org.tabula.engine.provider;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabula.api.Bot;
import org.tabula.api.BotLevel;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionSpec;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Side;
import org.tabula.engine.bots.BotTable;

class DescribedProviderTest {

    private static final List<OptionSpec> OPTIONS = List.of(OptionSpec.integer("limit", 9, "A limit."));

    /** A provider whose games are never looked at; it notes the options each game got. */
    static class Noted extends DescribedProvider<Game> {
        final List<GameOptions> asked = new ArrayList<>();

        Noted() {
            super("noted", "Noted", "1.2.3", OPTIONS, List.of(Side.of("north"), Side.of("south")));
        }

        @Override
        public Game newGame(GameOptions options) {
            asked.add(options);
            return (Game) Proxy.newProxyInstance(Game.class.getClassLoader(), new Class<?>[] {Game.class},
                    (proxy, method, args) -> null);
        }

        @Override
        public Game fromPosition(String position, GameOptions options) {
            throw new UnsupportedOperationException();
        }

        @Override
        public RecordedMatch readRecord(String record, GameOptions options) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String writeRecord(Game game, MatchMarks marks) {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void description_isWhatTheGameGave() {
        Noted provider = new Noted();
        assertThat(provider.id()).isEqualTo("noted");
        assertThat(provider.title()).isEqualTo("Noted");
        assertThat(provider.version()).isEqualTo("1.2.3");
        assertThat(provider.options()).isEqualTo(OPTIONS);
        assertThat(provider.sides()).containsExactly(Side.of("north"), Side.of("south"));
        assertThat(provider.side("south")).isEqualTo(Side.of("south"));
    }

    @Test
    void newGame_withoutOptionsTakesEveryDefault() {
        Noted provider = new Noted();
        provider.newGame();
        assertThat(provider.asked).containsExactly(GameOptions.of(OPTIONS, Map.of()));
    }

    @Test
    void bots_areNoneWithoutATable() {
        Noted provider = new Noted();
        assertThat(provider.botLevels()).isEmpty();
        assertThatThrownBy(() -> provider.newBot(1, 7)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("noted has no bot");
    }

    @Test
    void bots_areTheTables() {
        Bot made = (Bot) Proxy.newProxyInstance(Bot.class.getClassLoader(), new Class<?>[] {Bot.class},
                (proxy, method, args) -> null);
        List<Long> seeds = new ArrayList<>();
        BotTable table = BotTable.of("noted").level("only", "The one level.", (level, seed) -> {
            seeds.add(seed);
            return made;
        }).build();
        Noted provider = new Noted() {
            @Override
            protected Optional<BotTable> bots() {
                return Optional.of(table);
            }
        };
        assertThat(provider.botLevels()).containsExactly(new BotLevel(1, "only", "The one level."));
        assertThat(provider.newBot(1, 7)).isSameAs(made);
        assertThat(seeds).containsExactly(7L);
        assertThatThrownBy(() -> provider.newBot(2, 7)).hasMessage("noted bots have levels 1 to 1, not 2");
    }

    @Test
    void defaultBotLevel_isTheOneTheTableNames_orNoneForTheHostsMiddle() {
        BotTable named = BotTable.of("noted").level("weak", "Weak.", (level, seed) -> null)
                .level("strong", "Strong.", (level, seed) -> null).level("perfect", "Perfect.", (level, seed) -> null)
                .byDefault("weak").build();
        Noted provider = new Noted() {
            @Override
            protected Optional<BotTable> bots() {
                return Optional.of(named);
            }
        };
        assertThat(provider.defaultBotLevel()).hasValue(1);
        assertThat(new Noted().defaultBotLevel()).isEmpty();
        assertThatThrownBy(() -> BotTable.of("noted").level("weak", "Weak.", (level, seed) -> null)
                .byDefault("strong").build()).isInstanceOf(IllegalStateException.class)
                .hasMessage("noted has no bot level named 'strong' to seat by default");
    }
}

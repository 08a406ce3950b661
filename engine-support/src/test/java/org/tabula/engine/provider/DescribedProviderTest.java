package org.tabula.engine.provider;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.MatchMarks;
import org.tabula.api.OptionSpec;
import org.tabula.api.RecordedMatch;
import org.tabula.api.Side;

class DescribedProviderTest {

    private static final List<OptionSpec> OPTIONS = List.of(OptionSpec.integer("limit", 9, "A limit."));

    /** A provider whose games are never looked at; it notes the options each game got. */
    static final class Noted extends DescribedProvider<Game> {
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
}

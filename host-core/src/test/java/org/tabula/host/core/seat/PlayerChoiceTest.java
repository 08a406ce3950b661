package org.tabula.host.core.seat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.BotLevel;

class PlayerChoiceTest {

    private static final List<BotLevel> FIVE = List.of(level(1), level(2), level(3), level(4), level(5));
    private static final List<BotLevel> GAPS = List.of(level(1), level(4), level(7));

    private static BotLevel level(int n) {
        return new BotLevel(n, "l" + n, "Level " + n + ".");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "human,   human",
        "HUMAN,   human",
        "' bot ', bot:3",
        "bot:1,   bot:1",
        "Bot:5,   bot:5",
        "bot:l4,  bot:4",
        "BOT:L2,  bot:2",
    })
    void parse_readsAPersonOrABotByLevelOrName_andBotAloneIsTheDefaultLevel(String text, String expected) {
        assertThat(PlayerChoice.parse(text, "morris", FIVE, 3)).hasToString(expected);
    }

    @ParameterizedTest(name = "{index}: ''{0}''")
    @CsvSource(delimiter = '|', value = {
        "robot    | five | 'robot' is not a player: say human, bot or bot:LEVEL",
        "bot:     | five | 'bot:' is not a player",
        "bot:x    | five | morris has no bot level named 'x' (its names: l1, l2, l3, l4, l5)",
        "bot:-x   | five | 'bot:-x' is not a player",
        "bot:-1   | five | 'bot:-1' is not a player",
        "bot:6    | five | morris has no bot level 6 (its levels: 1 to 5)",
        "bot:0    | five | morris has no bot level 0 (its levels: 1 to 5)",
        "bot:2    | gaps | morris has no bot level 2 (its levels: 1, 4, 7)",
        "bot      | none | morris has no bot, so every side is human",
        "''       | five | '' is not a player",
    })
    void parse_refusesWhatIsNoPlayer_orNoLevelOfTheGame(String text, String levels, String message) {
        List<BotLevel> given = levels.equals("five") ? FIVE : levels.equals("gaps") ? GAPS : List.of();

        assertThatThrownBy(() -> PlayerChoice.parse(text, "morris", given, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(message);
    }

    @org.junit.jupiter.api.Test
    void botAlone_isTheLevelTheGameNamesItsDefault_notTheMiddleOfItsList() {
        List<BotLevel> withPerfect = new java.util.ArrayList<>(FIVE);
        withPerfect.add(new BotLevel(6, "perfect", "Plays the solved variants perfectly."));
        withPerfect.add(new BotLevel(7, "mcts", "The generic search."));

        assertThat(PlayerChoice.parse("bot", "morris", withPerfect, 2).level()).isEqualTo(2);
        assertThat(PlayerChoice.parse("bot:perfect", "morris", withPerfect, 2).level()).isEqualTo(6);
    }
}

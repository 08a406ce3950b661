package org.tabula.dicerace.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameDefinition;
import org.tabula.api.GameOptions;
import org.tabula.api.OptionSpec;
import org.tabula.dicerace.DiceRaceProvider;

/** A game's definition bound to its options: what a host holds for one table, on the dice race. */
class GameDefinitionTest {

    private final DiceRaceProvider race = new DiceRaceProvider();

    @Test
    void aDefinition_makesStatesAndMatchesWithItsOwnOptions() {
        GameOptions seeded = GameOptions.of(race.options(), Map.of(DiceRaceProvider.SEED, "9"));
        GameDefinition definition = race.define(seeded);

        assertThat(definition.id()).isEqualTo("dice-race");
        assertThat(definition.title()).isEqualTo(race.title());
        assertThat(definition.sides()).isEqualTo(race.sides());
        // The game's own levels, then the generic search every definition adds.
        assertThat(definition.botLevels().subList(0, race.botLevels().size())).isEqualTo(race.botLevels());
        assertThat(definition.newGame().options()).isEqualTo(seeded);
        assertThat(definition.newMatch().options()).isEqualTo(seeded);
        assertThat(definition.fromPosition("0,0/0,0 light - 0").options()).isEqualTo(seeded);
        assertThat(definition.newBot(1, 3L).level()).isEqualTo(race.botLevels().get(0));
    }

    @Test
    void aRecordRead_throughADefinition_keepsTheOptionsItNames() {
        GameDefinition defaults = GameDefinition.withDefaults(race);
        String record = race.define(GameOptions.of(race.options(), Map.of(DiceRaceProvider.SEED, "9")))
                .newMatch().record();

        assertThat(defaults.matchFromRecord(record).options().integer(DiceRaceProvider.SEED)).isEqualTo(9);
    }

    @Test
    void optionsOfAnotherGame_areAMistakeOfTheCaller() {
        GameOptions other = GameOptions.defaults(List.of(OptionSpec.integer("stones", 7, "How many stones.")));

        assertThatThrownBy(() -> race.define(other)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("dice-race takes the options [seed]");
    }
}

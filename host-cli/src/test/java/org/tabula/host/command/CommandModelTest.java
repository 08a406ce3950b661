package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.host.testing.TestHost;
import picocli.CommandLine;

/** A run makes the command it names and no other: making all of them through Guice was most of the start-up. */
class CommandModelTest {

    /** Records the command classes made, and makes everything through Guice as a run does. */
    private static final class CountingFactory implements CommandLine.IFactory {
        final List<Class<?>> commandsMade = new ArrayList<>();
        private final CommandLine.IFactory guice = new GuiceFactory(TestHost.create().injector());

        @Override
        public <K> K create(Class<K> type) throws Exception {
            if (TabulaCommand.COMMANDS.contains(type)) {
                commandsMade.add(type);
            }
            return guice.create(type);
        }
    }

    @Test
    void movesMorris_makesTheMovesCommandOnly() {
        CountingFactory factory = new CountingFactory();

        CommandLine line = CommandModel.forRun(factory, "moves", "morris");

        assertThat(factory.commandsMade).containsExactly(MovesCommand.class);
        assertThat(line.getSubcommands()).containsOnlyKeys("moves");
    }

    @Test
    void theCommandAfterTopOptions_isTheOneMade() {
        CountingFactory factory = new CountingFactory();

        CommandModel.forRun(factory, "--debug", "--plugins", "games", "perft", "checkers", "2");

        assertThat(factory.commandsMade).containsExactly(PerftCommand.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"help", "mvoes", "--help"})
    void help_noCommand_orAMistypedOne_makesThemAll(String word) {
        CountingFactory factory = new CountingFactory();

        CommandLine line = CommandModel.forRun(factory, word);

        // picocli leaves some commands (help, shell) unmade until the line reaches them; all are there.
        assertThat(factory.commandsMade).contains(GamesCommand.class, MovesCommand.class, ServeCommand.class);
        assertThat(line.getSubcommands()).hasSize(TabulaCommand.COMMANDS.size());
    }

    @Test
    void aCommandMadeAlone_stillTakesTheTopOptions() {
        TestHost.Run run = TestHost.create().run("moves", "--plugins", "/no/such/folder", "morris");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("--plugins /no/such/folder: there is no such folder");
    }
}

package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.core.testgames.NimProvider;
import org.tabula.host.core.testing.PluginJar;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/**
 * A takeback between two people at one terminal, on the test game Nim: whoever played last asks with {@code undo}
 * or {@code takeback}, and the other person accepts or declines before play goes on.
 */
class TakebackSessionTest {

    @TempDir
    Path dir;

    @BeforeEach
    void installNim() {
        PluginJar.providing(NimProvider.class).withTheirPackage().writeTo(dir.resolve("nim.jar"));
    }

    private Run play(String... lines) {
        return TestHost.create().typing(lines).run("--plugins", dir.toString(), "play", "nim",
                "--first", "human", "--second", "human");
    }

    @Test
    void takeback_accepted_takesTheLastMoveBack_andItsPlayerMovesAgain() {
        Run run = play("1", "undo", "accept", "2");

        assertThat(run.out()).contains("second> undo\nfirst asks to take back its last move.\n"
                        + "second may accept or decline.\nsecond> accept\nsecond accepts: took back 1.\n")
                .contains("1 first> 2\nfirst plays 2\n");
    }

    @Test
    void takeback_declined_leavesTheGame_andTheOtherPersonPlaysOn() {
        Run run = play("1", "takeback", "what", "decline", "2");

        assertThat(run.out()).contains("second> takeback\nfirst asks to take back its last move.\n")
                .contains("second> what\nfirst asks to take back its last move: second, accept or decline it.\n")
                .contains("second> decline\nsecond declines the takeback.\n")
                .contains("second> 2\nsecond plays 2\n")
                .doesNotContain("Took back", "took back");
    }
}

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
 * Draw offers between two people, on the test game Nim, whose undo after an agreed draw takes back the agreement
 * only (its offer standing again), as the games' contract asks.
 */
class DrawSessionTest {

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
    void undo_afterAnAgreedDraw_takesBackTheAgreementOnly_andTheAnswerIsAskedAgain() {
        Run run = play("1", "draw", "accept", "undo", "decline", "2");

        assertThat(run.out()).contains("2 second> draw\nsecond offers a draw.\nfirst may accept or decline.\n"
                        + "first> accept\nfirst accepts the draw.\n")
                .contains("game over> undo\nTook back the agreement: second's draw offer stands again.\n")
                .contains("\nfirst> decline\nfirst declines the draw.\n")
                .contains("second> 2\nsecond plays 2\n")
                .doesNotContain("Took back 1");
    }

    @Test
    void undo_afterAResignation_takesBackTheResignationOnly_andPlayGoesOn() {
        Run run = play("1", "resign", "undo", "2");

        assertThat(run.out()).contains("second> resign\nsecond resigns.\n")
                .contains("Game over after 1 move. First wins: Second resigns (first resign)")
                .contains("game over> undo\nTook back the end of the game.\n")
                .contains("second> 2\nsecond plays 2\n")
                .doesNotContain("Took back 1");
    }

    @Test
    void undo_afterAMove_takesTheMoveBackOnceTheOtherPersonAccepts() {
        Run run = play("1", "undo", "accept");

        assertThat(run.out()).contains("second> accept\nsecond accepts: took back 1.\n");
    }
}

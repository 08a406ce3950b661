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
 * Draw offers and takebacks between two people, on the test game Nim, whose undo after an agreed draw takes back
 * the agreement only (its offer standing again), as the games' contract asks. A takeback while the game goes on is
 * asked by whoever played last ({@code undo} or {@code takeback}) and answered by the other person.
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

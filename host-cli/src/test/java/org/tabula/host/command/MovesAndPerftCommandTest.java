package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.host.testing.MorrisPositions;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

class MovesAndPerftCommandTest {

    @Test
    void moves_fromTheStart_areTheTwentyFourPoints_oneALine_inTheGamesOrder() {
        Run run = TestHost.create().run("moves", "morris");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines()).hasSize(24).startsWith("a7", "d7", "g7", "b6").endsWith("a1", "d1", "g1");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void moves_fromAPosition_withAnOption() {
        // Black, three men, flies by default: each of its 3 men to any of the 17 empty points, and e3 to d2 closes
        // the mill b2 d2 f2, once for each of white's 4 men it may take: 3 x 17 + 3.
        String blackToMove = MorrisPositions.moving("a7 d7 c4 g4", "e3 b2 f2", 'b');

        Run flying = TestHost.create().run("moves", "morris", "--position", blackToMove);
        Run walking = TestHost.create().run("moves", "morris", "--position", blackToMove, "--option", "flying=false");

        assertThat(flying.out().lines()).hasSize(3 * 17 + 3).contains("b2-g7", "e3-d2xa7", "e3-d2xg4");
        assertThat(walking.out().lines()).containsExactly("e3-e4", "e3-d3", "b2-b4", "b2-d2", "f2-f4", "f2-d2");
    }

    @Test
    void moves_ofAFinishedGame_areNone_andStandardErrorSaysWhy() {
        Run run = TestHost.create().run("moves", "morris", "--position", MorrisPositions.moving("a7 d7 g7", "b2 f2", 'b'));

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("The game is over: ");
    }

    @Test
    void perft_ofMorrisFromTheEmptyBoard_atDepthThree_isThePublishedFigure() {
        Run run = TestHost.create().run("perft", "morris", "3");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("12144\n");
        assertThat(run.err()).isEqualTo("morris perft 3: 12144 nodes in 0.000 s, too fast to time\n");
    }

    @Test
    void perft_ofAVariantOfTheFamily_isItsOwnCount() {
        assertThat(TestHost.create().run("perft", "morris", "4", "--option", "variant=six").out())
                .isEqualTo("43680\n");
        assertThat(TestHost.create().run("perft", "morris", "4", "--option", "variant=lasker").out())
                .isEqualTo("319176\n");
    }

    @Test
    void perft_depthZeroIsOne_andDepthOneIsTheMoveCount() {
        assertThat(TestHost.create().run("perft", "morris", "0").out()).isEqualTo("1\n");
        assertThat(TestHost.create().run("perft", "morris", "1").out()).isEqualTo("24\n");
    }

    @Test
    void perft_divide_givesEachFirstMovesCount_andTheirSumLast() {
        Run run = TestHost.create().run("perft", "morris", "2", "--divide");

        assertThat(run.out().lines()).hasSize(25).startsWith("a7 23", "d7 23").last().isEqualTo("552");
    }

    @Test
    void perft_divide_overChance_countsATurnLostAsAPly() {
        // Ur from the start: a roll of 0 (one way in sixteen) loses light its turn, and that turn is the first
        // ply, so one ply more is dark's five rolls. It counted two plies more (and recursed for ever) before. The
        // game lists its rolls 0 to 4, each once with its weight, so the count divides five ways.
        Run run = TestHost.create().run("perft", "royal-ur", "2", "--divide");

        assertThat(run.out().lines()).hasSize(6).contains("0 5");
    }

    @Test
    void perft_fromAPosition_agreesWithTheMovesListed() {
        String position = MorrisPositions.WHITE_MILLS_NEXT;

        Run moves = TestHost.create().run("moves", "morris", "--position", position);
        Run perft = TestHost.create().run("perft", "morris", "1", "--position", position);

        assertThat(perft.out()).isEqualTo(moves.out().lines().count() + "\n");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "perft morris -1                        | 2 | tabula perft: DEPTH is 0 to 64, not -1:",
        "perft morris deep                      | 2 | Invalid value for positional parameter at index 1 (DEPTH): 'deep' is not an int",
        "perft morris                           | 2 | Missing required parameter: 'DEPTH'",
        "perft morris 2 --option flying=sometimes | 2 | tabula perft: morris: option flying takes true or false",
        "moves nim                              | 2 | tabula moves: No game 'nim' is installed (installed: ",
        "moves morris --position nonsense       | 1 | tabula moves: not a morris position: ",
        "perft morris 1 --position nonsense     | 1 | tabula perft: not a morris position: ",
    })
    void errors_exitWithTheirCode_andSayWhatIsWrong(String line, int code, String message) {
        Run run = TestHost.create().run(line.split(" +"));

        assertThat(run.exitCode()).isEqualTo(code);
        assertThat(run.err()).contains(message);
        assertThat(run.out()).isEmpty();
    }
}

package org.tabula.host.command;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.host.testing.TestHost;
import org.tabula.host.testing.TestHost.Run;

/** {@code tabula solve}: a game's certain knowledge of a position, shown through the SPI without naming the game. */
class SolveCommandTest {

    @TempDir
    Path dir;

    private static String threeThree(char turn) {
        // White a7 d7 b2, black c5 e3 g1.
        char[] board = ".".repeat(24).toCharArray();
        for (int point : new int[] {0, 1, 18}) {
            board[point] = 'W';
        }
        for (int point : new int[] {6, 17, 23}) {
            board[point] = 'B';
        }
        return new String(board) + " " + turn + " 0 0 0 40";
    }

    @Test
    void solve_showsTheVerdictDistanceAndBestMoves_ofASolvedPosition() {
        Run run = TestHost.create().run("solve", "morris", "--position", threeThree('w'));

        assertThat(run.exitCode()).isZero();
        // The tables are shared by the whole test run: computed here only when no test before did.
        assertThat(run.err().lines()).allMatch(line -> line.startsWith("tabula solve: comput"));
        assertThat(run.out()).isEqualTo(""
                + "position  " + threeThree('w') + "\n"
                + "to move   white\n"
                + "verdict   win in 1 ply for white\n"
                + "best      b2-g7xc5 b2-g7xe3 b2-g7xg1\n"
                + "basis     endgame table 3-3: perfect play with flying; the repetition and no-mill draws are not"
                + " counted\n");
    }

    @Test
    void solve_showsADraw_withTheMovesThatKeepIt_andNoDistance() {
        Run run = TestHost.create().run("solve", "morris", "--position", "WW.B..B...........W...BB b 0 0 0 40");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("\nto move   black\nverdict   draw\nbest      b6-b4 c5-c4\n");
    }

    @Test
    void solve_saysWhenTheGameKnowsNothingCertain() {
        Run start = TestHost.create().run("solve", "morris", "--position", "........................ w 9 9 0 0");
        Run noFlying = TestHost.create().run("solve", "morris", "--position", threeThree('w'), "--option",
                "flying=false");

        assertThat(start.exitCode()).isZero();
        assertThat(start.out()).contains("\nverdict   unknown: morris has no certain value for this position\n");
        assertThat(noFlying.out()).contains("\nverdict   unknown: ");
    }

    @Test
    void solve_ofAnUrPositionWithTwoPiecesLeftEach_printsTheChanceToWin_andTheMovesThatKeepIt() {
        // Light on a2 and one in hand, dark on c2 and one in hand, five of each home; light to move a roll of 2.
        Run run = TestHost.create().run("solve", "royal-ur", "--position", "4xx2/l1d5/4xx2 l 1 5 1 5 2 40");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).containsPattern("\nto move   light\nverdict   win with probability 0\\.\\d{3} for light\n"
                + "best      \\S+( \\S+)?\\nbasis     .*two-piece.*\\n");
    }

    @Test
    void solve_ofAnUrPosition_asJson_givesTheChanceAsAField() throws IOException {
        Run run = TestHost.create().run("solve", "royal-ur", "--position", "4xx2/l1d5/4xx2 l 1 5 1 5", "--json");

        com.fasterxml.jackson.databind.JsonNode solve = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(run.out());
        assertThat(solve.get("verdict").asText()).isEqualTo("chance");
        assertThat(solve.get("winChance").asDouble()).isBetween(0.0, 1.0);
        assertThat(solve.get("plies").isNull()).isTrue();
        assertThat(solve.get("bestMoves")).as("the moves wait on the throw").isEmpty();
    }

    @Test
    void solve_refusesAPositionTheGameCannotRead_withExitOne() {
        Run run = TestHost.create().run("solve", "morris", "--position", "WWW w 0");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.REFUSED);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tabula solve: not a morris position: ").contains("1:");
    }

    @Test
    void solve_ofASolvedVariant_withoutAPosition_answersItsStartExactly() {
        Run run = TestHost.create().run("solve", "morris", "--option", "variant=three");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("position  three ......... w 3 3 0 0\nto move   white\n"
                + "verdict   win in 9 plies for white\nbest      ").contains("\nbasis     solved Three Men's Morris: ");
    }

    @Test
    void solve_ofAGameNotInstalled_orWithABadOption_isAUsageError() {
        Run unknown = TestHost.create().run("solve", "chess", "--position", "x");
        Run badOption = TestHost.create().run("solve", "morris", "--position", threeThree('w'), "--option", "x=1");

        assertThat(unknown.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.err()).contains("No game 'chess' is installed");
        assertThat(badOption.exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void solve_withTables_keepsWhatItComputed_aFilePerPart_andReadsItNextTime() throws IOException {
        Run first = TestHost.create().run("solve", "morris", "--position", threeThree('b'), "--tables", dir.toString());
        Path kept = dir.resolve("morris-3-3.bin");

        assertThat(first.exitCode()).isZero();
        assertThat(first.err()).contains("tabula solve: kept " + kept);
        assertThat(new String(Files.readAllBytes(kept), 0, 8, StandardCharsets.US_ASCII)).isEqualTo("TABULAEG");
        assertThat(Files.list(dir).filter(file -> file.toString().endsWith(".tmp"))).isEmpty();

        Run again = TestHost.create().run("solve", "morris", "--position", threeThree('b'), "--tables", dir.toString());

        assertThat(again.out()).isEqualTo(first.out());
        assertThat(again.err()).isEmpty();
    }

    @Test
    void solve_withTables_skipsADamagedFile_andSaysSo() throws IOException {
        Files.write(dir.resolve("morris-5-4.bin"), "not a table".getBytes(StandardCharsets.US_ASCII));

        Run run = TestHost.create().run("solve", "morris", "--position", threeThree('w'), "--tables", dir.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).contains("tabula solve: " + dir.resolve("morris-5-4.bin") + ": skipped: not loaded: ");
        assertThat(run.out()).contains("\nverdict   win in 1 ply for white\n");
    }
}

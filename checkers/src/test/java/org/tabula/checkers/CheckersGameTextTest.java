package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Status;
import org.tabula.api.TextFormatException;

/** Whole games as PDN: from_pdn replaying a record, and the record a game writes. */
class CheckersGameTextTest {

    @Test
    void record_ofANewGame_isTheSevenTagsAndAnUndecidedResult() {
        assertThat(CheckersGame.newGame().record()).isEqualTo("""
                [Event "?"]
                [Site "?"]
                [Date "?"]
                [Round "?"]
                [White "?"]
                [Black "?"]
                [Result "*"]

                *
                """);
    }

    @Test
    void record_writesTheMovesInFull_andTheResultTheMovesReached() {
        CheckersGame game = Fixtures.playAll(Fixtures.game("W:W23:B10,18"), "23x7");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.record()).isEqualTo("""
                [Event "?"]
                [Site "?"]
                [Date "?"]
                [Round "?"]
                [White "?"]
                [Black "?"]
                [Result "0-1"]
                [FEN "W:W23:B10,18"]
                [SetUp "1"]

                1... 23x14x7 0-1
                """);
        assertThat(CheckersGame.fromPdn(game.record()).ending()).isEqualTo(game.ending());
    }

    // "from_pdn in Game::Checkers replays them and refuses the first one that is illegal."
    @Test
    void fromPdn_refusesTheFirstIllegalMove_byItsNumber_withTheReason() {
        String text = "[Event \"x\"]\n1. 11-15 23-18 2. 8-11 21-17 3. 15x22 26-23 4. 4-8 1-0\n";
        assertThatThrownBy(() -> CheckersGame.fromPdn(text)).isInstanceOfSatisfying(TextFormatException.class, e -> {
            assertThat(e.getMessage()).isEqualTo("move 5 (15x22): Black has nothing to jump, so '15x22' is no move"
                    + " at 2:33");
            assertThat(e.moveNumber()).hasValue(5);
            assertThat(e.location()).isPresent();
        });
        assertThatThrownBy(() -> CheckersGame.fromPdn("1. 11-15 11-15 *")).isInstanceOf(TextFormatException.class)
                .hasMessage("move 2 (11-15): White has no piece on 11 at 1:10");
    }

    @Test
    void fromPdn_keepsTheTagsItWasReadWith_andWritesThemBack() {
        String text = """
                [Event "Ohio State Ty 1946"]
                [Black "MF Tinsley"]
                [White "M Rex"]
                [Annotator "someone"]
                [Result "*"]

                1. 11-15 23-18 *
                """;
        CheckersGame game = CheckersGame.fromPdn(text);
        assertThat(game.tags()).containsExactly(java.util.Map.entry("Event", "Ohio State Ty 1946"),
                java.util.Map.entry("Black", "MF Tinsley"), java.util.Map.entry("White", "M Rex"),
                java.util.Map.entry("Annotator", "someone"));
        assertThat(game.record()).isEqualTo("""
                [Event "Ohio State Ty 1946"]
                [Site "?"]
                [Date "?"]
                [Round "?"]
                [White "M Rex"]
                [Black "MF Tinsley"]
                [Result "*"]
                [Annotator "someone"]

                1. 11-15 23-18 *
                """);
        game.play("8-11");
        assertThat(game.record()).contains("[Event \"Ohio State Ty 1946\"]").endsWith("2. 8-11 *\n");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "1-0|resign|Black wins: White resigns",
        "0-1|resign|White wins: Black resigns",
        "1/2-1/2|agreement|Draw: agreed"})
    void fromPdn_readsAResultTheMovesDoNotReach_asResignationOrAgreement(String token, String reason, String sentence) {
        CheckersGame game = CheckersGame.fromPdn("1. 11-15 23-18 " + token);
        assertThat(game.result().orElseThrow().reason()).isEqualTo(reason);
        assertThat(game.result().orElseThrow().sentence()).isEqualTo(sentence);
        assertThat(game.history()).hasSize(2);
        assertThat(game.record()).endsWith("1. 11-15 23-18 " + token + "\n").contains("[Result \"" + token + "\"]");
    }

    @Test
    void aGameLostOnTime_isWrittenWithPgnsTermination_andReadBack() {
        CheckersGame game = Fixtures.played("11-15");
        game.timeout(Colour.WHITE);
        String text = game.record();
        assertThat(text).contains("[Result \"1-0\"]", "[Termination \"time forfeit\"]");
        CheckersGame back = CheckersGame.fromPdn(text);
        assertThat(back.ending()).isEqualTo(game.ending());
        assertThat(back.tags()).isEmpty();
        // Any other termination is an ordinary tag, kept as it was.
        CheckersGame normal = CheckersGame.fromPdn("[Termination \"normal\"]\n1. 11-15 0-1");
        assertThat(normal.tags()).containsEntry("Termination", "normal");
        assertThat(normal.result().orElseThrow().reason()).isEqualTo("resign");
    }

    @Test
    void aRecordScoredAsPdn30Allows_readsAsTheSameGame_andIsWrittenWithTheSeedsTokens() {
        CheckersGame game = CheckersGame.fromPdn("[FEN \"B:W21-23:B1-3\"]\n1. 1-6 0-2");
        assertThat(game.ending()).contains(CheckersResult.resign(Colour.BLACK));
        assertThat(game.record()).contains("[FEN \"B:W21,22,23:B1,2,3\"]").endsWith("1. 1-6 0-1\n");
        assertThat(CheckersGame.fromPdn("1. 11-15 1-1").ending()).contains(CheckersResult.agreement());
        assertThat(CheckersGame.fromPdn("1. 11-15 0-0").status()).isEqualTo(Status.ACTIVE);
    }

    @Test
    void aStandingDrawOffer_isWrittenAndReadBack() {
        CheckersGame game = Fixtures.played("11-15");
        game.offerDraw(Colour.BLACK);
        assertThat(game.record()).contains("[DrawOffer \"black\"]");
        assertThat(CheckersGame.fromPdn(game.record()).offer()).contains(Colour.BLACK);
    }

    @Test
    void aStartWithCounts_isWrittenWithItsFenAndCounts_andReadBack() {
        CheckersGame game = Fixtures.playAll(Fixtures.game("W:WK18:BK1 12 31"), "18-14");
        String text = game.record();
        assertThat(text).contains("[FEN \"W:WK18:BK1\"]", "[SetUp \"1\"]", "[StartNoProgress \"12\"]",
                "[StartPly \"31\"]");
        CheckersGame back = CheckersGame.fromPdn(text);
        assertThat(back.position()).isEqualTo(game.position()).isEqualTo("B:WK14:BK1 13 32");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "a result against the moves|[FEN \"B:W14:B9\"]\\n1. 9x18 0-1|the result 0-1 disagrees with the moves, which"
            + " end the game: Black wins: White has no pieces left at 2:9",
        "a draw offer after the end|[DrawOffer \"white\"]\\n[FEN \"B:W14:B9\"]\\n1. 9x18 1-0|no draw offer from"
            + " white can stand: The game is over: Black wins: White has no pieces left at 1:2",
        "a draw offer by nobody|[DrawOffer \"red\"]\\n1. 11-15 *|a draw offer names the side that made it, black or"
            + " white, not 'red' at 1:12",
        "a time forfeit drawn|[Termination \"time forfeit\"]\\n1. 11-15 1/2-1/2|a game lost on time has a winner, and"
            + " the result is 1/2-1/2 at 2:10",
        "a time forfeit after the end|[Termination \"time forfeit\"]\\n[FEN \"B:W14:B9\"]\\n1. 9x18 1-0|the game"
            + " was not lost on time: its moves end it (Black wins: White has no pieces left) at 3:9",
        "a FEN that is none|[FEN \"B:W14:B14\"]\\n*|square 14 is given twice at 1:14",
        "counts without a FEN|[StartPly \"3\"]\\n*|a StartPly tag goes with a FEN tag, and there is none at 1:2",
        "a count that is none|[FEN \"B:W14:B9\"]\\n[StartPly \"x\"]\\n*|'plies played' is a whole number, not 'x'"
            + " at 2:12"})
    void fromPdn_refusesTagsAndResultsTheMovesRuleOut(String what, String text, String message) {
        assertThatThrownBy(() -> CheckersGame.fromPdn(text.replace("\\n", "\n")))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    @Test
    void fromPdn_acceptsAnUndecidedResult_forAGameItsMovesEnded() {
        CheckersGame game = CheckersGame.fromPdn("[FEN \"B:W14:B9\"]\n1. 9x18 *");
        assertThat(game.ending()).contains(CheckersResult.noPieces(Colour.WHITE));
    }

    @Test
    void fromRecord_playsWithTheOptionsGiven() {
        String fourTimes = "[FEN \"B:WK29:BK4\"]\n1. 4-8 29-25 2. 8-4 25-29 3. 4-8 29-25 4. 8-4 25-29 5. 4-8 *";
        assertThatThrownBy(() -> CheckersGame.fromPdn(fourTimes)).isInstanceOf(TextFormatException.class)
                .hasMessage("move 9 (4-8): The game is over: Draw: the same position for the third time at 2:56");
        CheckersGame game = new CheckersProvider().fromRecord(fourTimes,
                Fixtures.options("repetition-draw", "false"));
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.history()).hasSize(9);
    }
}

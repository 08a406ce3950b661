package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Match;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Status;
import org.tabula.api.TextFormatException;
import org.tabula.checkers.model.CheckersResult;
import org.tabula.checkers.model.Colour;

/**
 * Whole games as PDN: from_pdn replaying a record (the provider's readRecord, through {@link Match#fromRecord}), and
 * the record a match writes (the provider's writeRecord).
 */
class CheckersGameTextTest {

    @Test
    void record_ofANewGame_isTheSevenTagsAndAnUndecidedResult() {
        assertThat(Fixtures.matchPlayed().record()).isEqualTo("""
                [Event "?"]
                [Site "?"]
                [Date "?"]
                [Round "?"]
                [White "?"]
                [Black "?"]
                [Result "*"]
                [GameType "21"]

                *
                """);
    }

    @Test
    void everyRecord_namesItsGameType_andARecordOfAnotherGameTypeIsRefusedAtIt() {
        String record = Fixtures.matchPlayed("11-15").record();
        assertThat(Fixtures.PROVIDER.claimsRecord(record)).isTrue();
        assertThat(Fixtures.PROVIDER.claimsRecord("[Event \"x\"]\n1. 11-15 *\n")).as("no GameType").isFalse();
        assertThat(Fixtures.fromPdn("[GameType \"21,W,8,8,A0,0\"]\n1. 11-15 *\n").record())
                .contains("[GameType \"21\"]").doesNotContain("A0");
        assertThatThrownBy(() -> Fixtures.fromPdn("[Event \"x\"]\n[GameType \"20\"]\n1. 32-28 *\n"))
                .isInstanceOf(TextFormatException.class)
                .hasMessage("this is a record of another game (20), not of checkers (GameType 21) at 2:12");
    }

    @Test
    void record_writesTheMovesInFull_andTheResultTheMovesReached() {
        CheckersGame game = Fixtures.playAll(Fixtures.game("W:W23:B10,18"), "23x7");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(Fixtures.record(game)).isEqualTo("""
                [Event "?"]
                [Site "?"]
                [Date "?"]
                [Round "?"]
                [White "?"]
                [Black "?"]
                [Result "0-1"]
                [FEN "W:W23:B10,18"]
                [SetUp "1"]
                [GameType "21"]

                1... 23x14x7 0-1
                """);
        assertThat(Fixtures.fromPdn(Fixtures.record(game)).result()).isEqualTo(game.result());
    }

    // "from_pdn in Game::Checkers replays them and refuses the first one that is illegal."
    @Test
    void fromPdn_refusesTheFirstIllegalMove_byItsNumber_withTheReason() {
        String text = "[Event \"x\"]\n1. 11-15 23-18 2. 8-11 21-17 3. 15x22 26-23 4. 4-8 1-0\n";
        assertThatThrownBy(() -> Fixtures.fromPdn(text)).isInstanceOfSatisfying(TextFormatException.class, e -> {
            assertThat(e.getMessage()).isEqualTo("move 5 (15x22): Black has nothing to jump, so '15x22' is no move"
                    + " at 2:33");
            assertThat(e.moveNumber()).hasValue(5);
            assertThat(e.location()).isPresent();
        });
        assertThatThrownBy(() -> Fixtures.fromPdn("1. 11-15 11-15 *")).isInstanceOf(TextFormatException.class)
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
        Match game = Fixtures.fromPdn(text);
        assertThat(Fixtures.state(game).tags()).containsExactly(java.util.Map.entry("Event", "Ohio State Ty 1946"),
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
                [GameType "21"]

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
        Match game = Fixtures.fromPdn("1. 11-15 23-18 " + token);
        assertThat(game.result().orElseThrow().reason()).isEqualTo(reason);
        assertThat(game.result().orElseThrow().sentence()).isEqualTo(sentence);
        assertThat(game.history()).hasSize(2);
        assertThat(game.record()).endsWith("1. 11-15 23-18 " + token + "\n").contains("[Result \"" + token + "\"]");
    }

    @Test
    void aGameLostOnTime_isWrittenWithPgnsTermination_andReadBack() {
        Match game = Fixtures.matchPlayed("11-15");
        game.timeout(Colour.WHITE.side());
        String text = game.record();
        assertThat(text).contains("[Result \"1-0\"]", "[Termination \"time forfeit\"]");
        Match back = Fixtures.fromPdn(text);
        assertThat(back.result()).isEqualTo(game.result());
        assertThat(Fixtures.state(back).tags()).isEmpty();
        // Any other termination is an ordinary tag, kept as it was.
        Match normal = Fixtures.fromPdn("[Termination \"normal\"]\n1. 11-15 0-1");
        assertThat(Fixtures.state(normal).tags()).containsEntry("Termination", "normal");
        assertThat(normal.result().orElseThrow().reason()).isEqualTo("resign");
    }

    @Test
    void aRecordScoredAsPdn30Allows_readsAsTheSameGame_andIsWrittenWithTheSeedsTokens() {
        Match game = Fixtures.fromPdn("[FEN \"B:W21-23:B1-3\"]\n1. 1-6 0-2");
        assertThat(game.result()).contains(PlayerEnding.resign(Colour.BLACK.side(), Colour.WHITE.side()));
        assertThat(game.record()).contains("[FEN \"B:W21,22,23:B1,2,3\"]").endsWith("1. 1-6 0-1\n");
        assertThat(Fixtures.fromPdn("1. 11-15 1-1").result()).contains(PlayerEnding.agreement());
        assertThat(Fixtures.fromPdn("1. 11-15 0-0").status()).isEqualTo(Status.ACTIVE);
    }

    @Test
    void aStandingDrawOffer_isWrittenAndReadBack() {
        Match game = Fixtures.matchPlayed("11-15");
        game.offerDraw(Colour.BLACK.side());
        assertThat(game.record()).contains("[DrawOffer \"black\"]");
        assertThat(Fixtures.fromPdn(game.record()).drawOfferedBy()).contains(Colour.BLACK.side());
    }

    @Test
    void aStartWithCounts_isWrittenWithItsFenAndCounts_andReadBack() {
        CheckersGame game = Fixtures.playAll(Fixtures.game("W:WK18:BK1 12 31"), "18-14");
        String text = Fixtures.record(game);
        assertThat(text).contains("[FEN \"W:WK18:BK1\"]", "[SetUp \"1\"]", "[StartNoProgress \"12\"]",
                "[StartPly \"31\"]");
        Match back = Fixtures.fromPdn(text);
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
            + " at 2:12",
        "a no-progress limit that is none|[NoProgressLimit \"-1\"]\\n*|'no-progress limit' is a whole number, not"
            + " '-1' at 1:19",
        "a no-progress limit too large|[NoProgressLimit \"1073741824\"]\\n*|the no-progress limit is at most"
            + " 1073741823 moves, not 1073741824 at 1:19",
        "a repetition draw that is none|[RepetitionDraw \"no\"]\\n*|a repetition draw is true or false, not 'no'"
            + " at 1:18"})
    void fromPdn_refusesTagsAndResultsTheMovesRuleOut(String what, String text, String message) {
        assertThatThrownBy(() -> Fixtures.fromPdn(text.replace("\\n", "\n")))
                .isInstanceOf(TextFormatException.class).hasMessage(message);
    }

    @Test
    void fromPdn_acceptsAnUndecidedResult_forAGameItsMovesEnded() {
        Match game = Fixtures.fromPdn("[FEN \"B:W14:B9\"]\n1. 9x18 *");
        assertThat(Fixtures.state(game).ending()).contains(CheckersResult.noPieces(Colour.WHITE));
    }

    @Test
    void fromRecord_playsWithTheOptionsGiven() {
        String fourTimes = "[FEN \"B:WK29:BK4\"]\n1. 4-8 29-25 2. 8-4 25-29 3. 4-8 29-25 4. 8-4 25-29 5. 4-8 *";
        assertThatThrownBy(() -> Fixtures.fromPdn(fourTimes)).isInstanceOf(TextFormatException.class)
                .hasMessage("move 9 (4-8): The game is over: Draw: the same position for the third time at 2:56");
        Match game = Match.fromRecord(Fixtures.PROVIDER, fourTimes, Fixtures.options("repetition-draw", "false"));
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.history()).hasSize(9);
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(delimiter = '|', value = {
        "no-progress-limit|0|[NoProgressLimit \"0\"]",
        "no-progress-limit|12|[NoProgressLimit \"12\"]",
        "repetition-draw|false|[RepetitionDraw \"false\"]"})
    void anOptionNotAtItsDefault_ridesInTheRecordAsATag_andIsReadBackOverTheDefaults(String option, String value,
            String tag) {
        Match match = Match.start(Fixtures.PROVIDER, Fixtures.options(option, value));
        match.play("11-15");
        String record = match.record();
        assertThat(record).contains(tag);
        Match back = Match.fromRecord(Fixtures.PROVIDER, record, Fixtures.options());
        assertThat(back.options()).isEqualTo(match.options());
        assertThat(back.options().asMap()).containsEntry(option, value);
        assertThat(back.record()).isEqualTo(record);
    }

    @Test
    void everyOptionAtOnce_ridesInTheRecord_andTheTagsOverruleTheOptionsGiven() {
        Match match = Match.start(Fixtures.PROVIDER,
                Fixtures.options("no-progress-limit", "0", "repetition-draw", "false"));
        assertThat(match.record()).contains("[NoProgressLimit \"0\"]\n[RepetitionDraw \"false\"]\n");
        Match back = Match.fromRecord(Fixtures.PROVIDER, match.record(), Fixtures.options("no-progress-limit", "7"));
        assertThat(back.options()).isEqualTo(match.options());
        assertThat(Fixtures.state(back).tags()).isEmpty();
        assertThat(Match.fromRecord(Fixtures.PROVIDER, "*", Fixtures.options("no-progress-limit", "7")).options())
                .as("no tag: the options given").isEqualTo(Fixtures.options("no-progress-limit", "7"));
        assertThat(Fixtures.matchPlayed().record()).as("defaults: no tag").doesNotContain("NoProgressLimit",
                "RepetitionDraw");
    }
}

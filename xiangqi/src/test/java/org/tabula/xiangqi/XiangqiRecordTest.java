package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.api.Game;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.MatchMarks;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;
import org.tabula.api.testkit.ContractOnlyGame;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Position;
import org.tabula.xiangqi.model.RecordedMove;
import org.tabula.xiangqi.model.XiangqiMove;

/** Whole games to and from their record text: what is written, what reading forgives, and where it fails. */
class XiangqiRecordTest {

    private static final Side RED = Colour.RED.side();
    private static final Side BLACK = Colour.BLACK.side();

    @Test
    void aNewGame_hasTheEmptyRecord() {
        assertThat(Fixtures.record(XiangqiGame.newGame())).isEmpty();
        assertThat(Fixtures.read("").history()).isEmpty();
        assertThat(Fixtures.read("").record()).isEqualTo(Fixtures.GAME_TAG);
    }

    @Test
    void everyRecord_namesTheGame_asTheWxfsPgnDoes_andARecordOfAnotherGameIsRefusedAtIt() {
        XiangqiProvider provider = new XiangqiProvider();
        Match match = Fixtures.read("1. h2e2\n");
        assertThat(match.record()).startsWith("[Game \"Chinese Chess\"]\n1. h2e2");
        assertThat(provider.claimsRecord(match.record())).isTrue();
        assertThat(provider.claimsRecord("1. h2e2\n")).as("no Game tag").isFalse();
        assertThat(Fixtures.read("[Game \"chinese chess\"]\n1. h2e2\n").history()).hasSize(1);
        assertThatThrownBy(() -> Fixtures.read("[Event \"x\"]\n[Game \"Chess\"]\n1. e2e4\n"))
                .isInstanceOf(TextFormatException.class)
                .hasMessage("this is a record of another game (Chess), not of xiangqi (Chinese Chess) at 2:8");
    }

    @Test
    void theRecord_numbersIccsPairs_andCarriesTheirWxfAfterASemicolon() {
        XiangqiGame game = Fixtures.played("h2e2", "h9g7", "h0g2", "i9h9", "i0h0");
        assertThat(Fixtures.record(game)).isEqualTo("""
                1. h2e2 h9g7 ; C2.5 H8+7
                2. h0g2 i9h9 ; H2+3 R9.8
                3. i0h0 ; R1.2
                """);
    }

    @Test
    void aGameFromAnotherStart_writesItsFen_andBlackFirstAs1Dots() {
        String fen = Fixtures.fen("Ke0 kd9 Ch2 ch7", 'b');
        XiangqiGame game = Fixtures.playAll(XiangqiGame.fromFen(fen), "h7e7", "h2g2");
        String record = Fixtures.record(game);
        assertThat(record).isEqualTo("fen " + fen + "\n1... h7e7 ; C8.5\n2. h2g2 ; C2.3\n");
        XiangqiGame read = Fixtures.readGame(record);
        assertThat(read.startPosition()).isEqualTo(game.startPosition());
        assertThat(Fixtures.read(record).record()).isEqualTo(Fixtures.GAME_TAG + record);
    }

    @Test
    void theReadmeExample_readsAndWritesItself() {
        String record = """
                [Game "Chinese Chess"]
                fen 3k5/9/9/9/9/9/9/7C1/9/4K4 b - - 0 1
                1... d9d8 ; K4+1
                2. h2e2 ; C2.5
                offer black
                """;
        Match game = Fixtures.read(record);
        assertThat(game.drawOfferedBy()).contains(Colour.BLACK.side());
        assertThat(game.record()).isEqualTo(record);
    }

    @Test
    void reading_forgivesCaseDashesGluedNumbersNotesCommentsTagsAndATerminationMarker() {
        String text = """
                [Event "Club game"]
                [Red "Someone"]
                # a note
                1.H2-E2 h9g7 {the horse}
                2. h0g2   ; anything at all, C2.5 or not
                i9h9 *
                """;
        XiangqiGame game = Fixtures.readGame(text);
        assertThat(game.history()).extracting(XiangqiMove::text).containsExactly("h2e2", "h9g7", "h0g2", "i9h9");
    }

    @Test
    void aFenTag_isReadAsTheStart() {
        String fen = Fixtures.fen("Ke0 kd9 Ch2 ch7", 'w');
        XiangqiGame game = Fixtures.readGame("[FEN \"" + fen + "\"]\n1. h2e2\n");
        assertThat(game.startPosition()).isEqualTo(XiangqiNotation.parseFen(fen));
        assertThat(XiangqiNotation.recordStart("[Event \"x\"]\n1. h2e2")).isEmpty();
    }

    @Test
    void theResearchCollection_readsAsItIsWritten() {
        ResearchGames.Pgn first = ResearchGames.all().get(0);
        List<RecordedMove> moves = XiangqiNotation.parseRecordMoves(first.text());
        assertThat(moves).isNotEmpty();
        assertThat(moves.get(0).location().line()).isGreaterThan(1);
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = '|', value = {
        "1. h2e2 x9g7 | move 2 (x9g7): not a move: a move is written in ICCS, such as h2e2 at 1:9",
        "1. h2h7 | move 1 (h2h7): A cannon takes by jumping exactly one piece, and between h2 and h7 there is none at 1:4",
        "1. h2e2 h2e2 | move 2 (h2e2): Black has no piece on h2 at 1:9",
        "fen 9/9 w | the board has 2 ranks, not ten at 1:8",
        "1. h2e2 {never closed | a comment begun here is never closed with } at 1:9",
        "[Event \"x\" | a tag that begins with [ ends with ] at 1:11",
        "offer | an offer names the side that made it, red or black, and none is given at 1:6",
        "offer white | an offer names the side that made it, red or black, not 'white' at 1:7",
        "offer red now | nothing follows 'offer red', but 'now' does at 1:11",
        "result red | a result names the reason after the winner: resign, timeout or agreement at 1:11",
        "result draw resign | a game ended by resign has a winner, not a draw at 1:13",
        "result red agreement | a game ended by agreement is a draw, not a win for red at 1:8",
        "result red mate | a result's reason is resign, timeout or agreement, not 'mate' at 1:12",
        "result red resign\\nresult red resign | a second result line; the first is on line 1 at 2:1",
    })
    void readRecord_namesTheMoveOrTheLineAndColumn_ofWhatCannotBeRead(String text, String message) {
        String record = text.replace("\\n", "\n");
        assertThatThrownBy(() -> Fixtures.read(record)).isInstanceOf(TextFormatException.class)
                .hasMessage(message);
    }

    @Test
    void theStart_givenTwice_isAnError_atTheSecond() {
        String fen = XiangqiNotation.START_FEN;
        assertThatThrownBy(() -> Fixtures.read("fen " + fen + "\n[FEN \"" + fen + "\"]"))
                .isInstanceOf(TextFormatException.class).hasMessage("a second start position; the first is on line 1"
                        + " at 2:2");
    }

    @Test
    void aRecordPlayedOnPastARepetitionRuling_isStoppedThere_sayingHowToReadIt_andReadsWithTheRulingsOff() {
        // The horses go out and back twice: the start stands for the third time after move 4, and play goes on.
        String record = "1. h0g2 h9g7\n2. g2h0 g7h9\n3. h0g2 h9g7\n4. g2h0 g7h9\n5. h0g2\n";
        XiangqiProvider provider = new XiangqiProvider();

        assertThatThrownBy(() -> provider.readRecord(record, GameOptions.defaults(provider.options())))
                .isInstanceOf(TextFormatException.class)
                .hasMessage("move 9 (h0g2): The game is over: Draw: the same position for the third time (a record"
                        + " played on past the repetition rulings reads with the option repetition-limit=0) at 5:4");
        Game game = provider.readRecord(record, GameOptions.of(provider.options(),
                Map.of("repetition-limit", "0"))).game();
        assertThat(game.history()).hasSize(9);
        assertThat(Fixtures.read("[RepetitionLimit \"0\"]\n" + record).history()).as("or with the option's tag")
                .hasSize(9);
    }

    @Test
    void anEnding_afterMovesThatAlreadyEndedTheGame_isAnError() {
        String mate = "fen " + Fixtures.fen("Kd0 ke9 Ra8 Rb0", 'w') + "\n1. b0b9\nresult black resign\n";
        assertThatThrownBy(() -> Fixtures.read(mate)).isInstanceOf(TextFormatException.class)
                .hasMessage("the result black resign comes after moves that already ended the game (Red wins: Black"
                        + " is checkmated) at 3:1");
        String offer = "fen " + Fixtures.fen("Kd0 ke9 Ra8 Rb0", 'w') + "\n1. b0b9\noffer red\n";
        assertThatThrownBy(() -> Fixtures.read(offer)).isInstanceOf(TextFormatException.class)
                .hasMessageStartingWith("no draw offer from red can stand: The game is over").hasMessageEndingWith("at 3:1");
    }

    @Test
    void formatRecord_writesAMoveFromAnEmptyPointsWxfAsAQuestionMark_andRefusesAMissingMove() {
        assertThat(XiangqiNotation.formatRecord(Position.START, List.of(XiangqiMove.of("e5e6")), MatchMarks.NONE))
                .isEqualTo("1. e5e6 ; ?\n");
        assertThatThrownBy(() -> XiangqiNotation.formatRecord(Position.START, java.util.Arrays.asList(
                XiangqiMove.of("h2e2"), null), MatchMarks.NONE)).hasMessage("move 2 is missing");
        assertThat(XiangqiNotation.formatRecord(Position.START, List.of(), new MatchMarks(Optional.of(RED),
                Optional.of(PlayerEnding.agreement())))).isEqualTo("offer red\nresult draw agreement\n");
    }

    @Test
    void theResultLine_readsAsTheApisPlayerEndings_andTheOfferLineAsASide() {
        assertThat(XiangqiNotation.recordState("result red resign\noffer black").ending())
                .contains(PlayerEnding.resign(BLACK, RED));
        assertThat(XiangqiNotation.recordState("result black timeout").ending()).contains(PlayerEnding.timeout(RED,
                BLACK));
        assertThat(XiangqiNotation.recordState("RESULT draw agreement").ending()).contains(PlayerEnding.agreement());
        assertThat(XiangqiNotation.recordState("result red resign\noffer black").offer()).contains(BLACK);
        assertThat(XiangqiNotation.recordState("1. h2e2")).isEqualTo(MatchMarks.NONE);
    }

    @Test
    void aGameSeenThroughTheSpiAlone_writesTheSameRecord_itsStartFoundByTakingItsMovesBack() {
        XiangqiProvider provider = new XiangqiProvider();
        GameOptions options = GameOptions.of(provider.options(), Map.of("repetition-limit", "0"));
        Game game = provider.fromPosition(Fixtures.fen("Ke0 kd9 Ch2 ch7", 'b'), options);
        game.play("h7e7");
        game.play("h2g2");
        MatchMarks marks = new MatchMarks(Optional.of(RED), Optional.of(PlayerEnding.resign(BLACK, RED)));
        assertThat(provider.writeRecord(new ContractOnlyGame(game), marks)).isEqualTo(provider.writeRecord(game, marks))
                .startsWith(Fixtures.GAME_TAG + "[Result \"1-0\"]\n[RepetitionLimit \"0\"]\nfen ");
        ContractOnlyGame chess = new ContractOnlyGame(game) {
            @Override
            public String gameId() {
                return "chess";
            }
        };
        assertThatThrownBy(() -> provider.writeRecord(chess, marks)).isInstanceOf(IllegalArgumentException.class);
    }
}

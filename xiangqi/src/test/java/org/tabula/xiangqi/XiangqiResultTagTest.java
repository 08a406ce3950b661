package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.tabula.xiangqi.Fixtures.GAME_TAG;
import static org.tabula.xiangqi.Fixtures.game;
import static org.tabula.xiangqi.Fixtures.playAll;

import org.junit.jupiter.api.Test;
import org.tabula.api.Match;
import org.tabula.api.MatchMarks;
import org.tabula.api.PlayerEnding;
import org.tabula.api.Side;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.xiangqi.model.Colour;

/**
 * PGN's {@code [Result "1-0"]} tag: written for every ended game, a rules ending as well as a player's, read back
 * checked against the ending, and never taken for the record's own {@code result} line.
 */
class XiangqiResultTagTest {

    private static final Side RED = Colour.RED.side();
    private static final Side BLACK = Colour.BLACK.side();

    /** A record begun from a FEN, with these tags and moves. */
    private static String record(String tags, String fen, String moves) {
        return GAME_TAG + tags + "fen " + fen + "\n" + moves;
    }

    private static TextFormatException refusal(String record) {
        return catchThrowableOfType(TextFormatException.class, () -> Fixtures.read(record));
    }

    @Test
    void aRulesEnding_writesItsResultTag_andReadsBackByteForByte() {
        Match mated = Fixtures.match(playAll(game("Kd0 ke9 Ra8 Rb0", 'w'), "b0b9"));
        Match stalemated = Fixtures.match(playAll(game("Kd0 ke9 Ra7 Rf1", 'w'), "a7a8"));
        Match repeated = Fixtures.match(game("Kd0 kf9 Pe6 pe3", 'w'));
        for (int i = 0; i < 2; i++) {
            repeated.play("d0d1");
            repeated.play("f9f8");
            repeated.play("d1d0");
            repeated.play("f8f9");
        }
        assertThat(mated.record()).startsWith(GAME_TAG + "[Result \"1-0\"]\nfen ");
        assertThat(stalemated.record()).startsWith(GAME_TAG + "[Result \"1-0\"]\nfen ");
        assertThat(repeated.record()).startsWith(GAME_TAG + "[Result \"1/2-1/2\"]\nfen ");
        for (Match match : new Match[] {mated, stalemated, repeated}) {
            Match read = Fixtures.read(match.record());
            assertThat(read.result()).isEqualTo(match.result()).isPresent();
            assertThat(read.record()).isEqualTo(match.record());
        }
    }

    @Test
    void blackWinning_isZeroOne() {
        Match mated = Fixtures.match(playAll(game("Kd0 ke9 ra1 rb9", 'b'), "b9b0"));
        assertThat(mated.result().orElseThrow().winnerIfAny()).contains(BLACK);
        assertThat(mated.record()).startsWith(GAME_TAG + "[Result \"0-1\"]\n");
    }

    @Test
    void aPlayersEnding_writesTheTagBesideTheResultLine_andAGameGoingOnWritesNone() {
        Match resigned = Fixtures.match(Fixtures.played("h2e2"));
        resigned.resign(BLACK);
        assertThat(resigned.record()).isEqualTo(GAME_TAG + "[Result \"1-0\"]\n1. h2e2 ; C2.5\nresult red resign\n");
        Match agreed = Fixtures.match(Fixtures.played("h2e2"));
        agreed.offerDraw(BLACK);
        agreed.acceptDraw(RED);
        assertThat(agreed.record()).startsWith(GAME_TAG + "[Result \"1/2-1/2\"]\n").endsWith("result draw agreement\n");
        assertThat(Fixtures.match(Fixtures.played("h2e2")).record()).doesNotContain("Result");
        for (Match match : new Match[] {resigned, agreed}) {
            assertThat(Fixtures.read(match.record()).record()).isEqualTo(match.record());
        }
    }

    @Test
    void aResultTagAlone_readsAsTheLosersResignation_orADrawAgreed_andStarOrQuestionMarkAsNoEnding() {
        assertThat(Fixtures.read(GAME_TAG + "[Result \"1-0\"]\n1. h2e2 h9g7\n").result())
                .contains(PlayerEnding.resign(BLACK, RED));
        assertThat(Fixtures.read(GAME_TAG + "[Result \"0-1\"]\n1. h2e2 h9g7\n").result())
                .contains(PlayerEnding.resign(RED, BLACK));
        assertThat(Fixtures.read(GAME_TAG + "[Result \"1/2-1/2\"]\n1. h2e2 h9g7\n").result())
                .contains(PlayerEnding.agreement());
        assertThat(Fixtures.read(GAME_TAG + "[Result \"*\"]\n1. h2e2 h9g7\n").result()).isEmpty();
        assertThat(Fixtures.read(GAME_TAG + "[Result \"?\"]\n1. h2e2 h9g7\n").result()).isEmpty();
        // The token that ends PGN's moves says the same, and is written back as the tag and the line.
        Match read = Fixtures.read(GAME_TAG + "1. h2e2 h9g7 0-1\n");
        assertThat(read.result()).contains(PlayerEnding.resign(RED, BLACK));
        assertThat(read.record()).isEqualTo(GAME_TAG + "[Result \"0-1\"]\n1. h2e2 h9g7 ; C2.5 H8+7\n"
                + "result black resign\n");
    }

    @Test
    void theResultTag_isNotTheResultLine() {
        String text = GAME_TAG + "[Result \"1-0\"]\n1. h2e2\n";
        assertThat(XiangqiNotation.recordState(text)).isEqualTo(MatchMarks.NONE);
        assertThat(XiangqiNotation.parseRecordMoves(text)).hasSize(1);
    }

    @Test
    void aResultThatDisagreesWithTheMoves_isRefusedAtIt() {
        String fen = Fixtures.fen("Kd0 ke9 Ra8 Rb0", 'w');
        TextFormatException wrong = refusal(record("[Result \"0-1\"]\n", fen, "1. b0b9\n"));
        assertThat(wrong.location()).contains(new TextLocation(2, 9));
        assertThat(wrong.reason()).isEqualTo("the result 0-1 disagrees with the moves, which end the game: Red wins:"
                + " Black is checkmated");
        TextFormatException token = refusal(record("", fen, "1. b0b9 1/2-1/2\n"));
        assertThat(token.location()).contains(new TextLocation(3, 9));
        // PGN's * says only that the result is not known.
        assertThat(Fixtures.read(record("[Result \"*\"]\n", fen, "1. b0b9\n")).result()).isPresent();
    }

    @Test
    void aResultThatDisagreesWithTheResultLineOrTheFinalToken_isRefusedAtIt() {
        TextFormatException line = refusal(GAME_TAG + "[Result \"1-0\"]\n1. h2e2\nresult black resign\n");
        assertThat(line.location()).contains(new TextLocation(2, 9));
        assertThat(line.reason()).isEqualTo("the result 1-0 disagrees with the result line, black resign");
        TextFormatException token = refusal(GAME_TAG + "[Result \"1-0\"]\n1. h2e2 0-1\n");
        assertThat(token.location()).contains(new TextLocation(3, 9));
        assertThat(token.reason()).isEqualTo("the result 0-1 disagrees with the Result tag, 1-0, on line 2");
    }

    @Test
    void aResultTagThatCannotBeRead_isRefusedAtItsValue() {
        assertThat(refusal(GAME_TAG + "[Result \"2-0\"]\n1. h2e2\n").reason())
                .isEqualTo("the Result tag is 1-0, 0-1, 1/2-1/2 or *, not '2-0'");
        assertThat(refusal(GAME_TAG + "[Result 1-0]\n1. h2e2\n").location()).contains(new TextLocation(2, 9));
        assertThat(refusal(GAME_TAG + "[Result \"1-0\"]\n[Result \"1-0\"]\n1. h2e2\n").reason())
                .isEqualTo("a second result tag; the first is on line 2");
    }
}

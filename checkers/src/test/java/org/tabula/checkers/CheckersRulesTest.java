package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.checkers.Fixtures.game;
import static org.tabula.checkers.Fixtures.playAll;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.Move;
import org.tabula.api.Match;
import org.tabula.api.Status;
import org.tabula.checkers.model.CheckersResult;
import org.tabula.checkers.model.Colour;
import org.tabula.checkers.model.Piece;

/** The rules of English draughts as the issue states them, one behaviour a test. */
class CheckersRulesTest {

    private static List<String> legal(CheckersGame game) {
        return game.legalMoves().stream().map(Move::text).toList();
    }

    @Test
    void start_hasBlackOn1To12_whiteOn21To32_andBlackMovesFirst() {
        CheckersGame game = CheckersGame.newGame();
        assertThat(game.board().squares(Colour.BLACK)).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
        assertThat(game.board().squares(Colour.WHITE)).containsExactly(21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32);
        assertThat(game.toMove()).isEqualTo(Colour.BLACK);
        assertThat(legal(game)).containsExactly("9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16");
        game.play("11-15");
        assertThat(legal(game)).containsExactly("21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20");
    }

    @Test
    void men_moveDiagonallyForward_only() {
        // A black man on 18 (d4) steps down to 22 or 23; a white man there steps up to 14 or 15.
        assertThat(legal(game("B:W32:B18"))).containsExactly("18-22", "18-23");
        assertThat(legal(game("W:W18:B1"))).containsExactly("18-14", "18-15");
        // On the edge, one way only.
        assertThat(legal(game("B:W32:B5"))).containsExactly("5-9");
    }

    @Test
    void kings_moveBothWays() {
        assertThat(legal(game("B:W32:BK18"))).containsExactly("18-14", "18-15", "18-22", "18-23");
        assertThat(legal(game("W:WK18:B1"))).containsExactly("18-14", "18-15", "18-22", "18-23");
    }

    @Test
    void aCapture_isCompulsory_soOnlyJumpsAreLegal() {
        CheckersGame game = game("B:W14,16,22:B1,9,12");
        assertThat(legal(game)).containsExactly("9x18x25", "12x19");
        assertThat(game.play("1-5").refusal().code()).isEqualTo("must-capture");
    }

    @Test
    void aJump_goesOnWhileItCan() {
        CheckersGame game = game("B:W14,16,22:B1,9,12");
        assertThat(game.play("9x18").refusal().code()).isEqualTo("jump-not-finished");
        assertThat(game.play("9x18x25").isAccepted()).isTrue();
        assertThat(game.board().squares(Colour.WHITE)).containsExactly(16);
    }

    @Test
    void theMover_choosesAmongCaptureSequences_notNecessarilyTheLongest() {
        CheckersGame game = game("B:W14,16,22:B1,9,12");
        assertThat(game.play("12x19").isAccepted()).isTrue();
        assertThat(game.board().squares(Colour.WHITE)).containsExactly(14, 22);
    }

    @Test
    void aManReachingTheFarRow_isCrowned_andTheMoveEndsThere() {
        // A white man jumps 7 from 11 and lands on 2; as a king it could take 6 next, but its move is over.
        CheckersGame game = game("W:W11:B6,7,20");
        assertThat(legal(game)).containsExactly("11x2");
        assertThat(game.play("11x2x9").refusal().code()).isEqualTo("crowned-ends-move");
        game.play("11x2");
        assertThat(game.board().at(2)).contains(Piece.WHITE_KING);
        assertThat(game.toMove()).isEqualTo(Colour.BLACK);
        // A man crowned by a step is a king at once, too.
        CheckersGame step = playAll(game("B:W32:B27"), "27-31");
        assertThat(step.board().at(31)).contains(Piece.BLACK_KING);
    }

    @Test
    void aKing_jumpsBackwards_andGoesOnJumping() {
        CheckersGame game = game("B:W14,15,22,23:BK18");
        assertThat(legal(game)).contains("18x9", "18x11", "18x25", "18x27");
        CheckersGame loop = game("B:W6,7,14,15:BK18");
        // Round a square of four and back to where it began: each piece taken once, never jumped twice.
        assertThat(legal(loop)).containsExactly("18x9x2x11x18", "18x11x2x9x18");
        loop.play("18x9x2x11x18");
        assertThat(loop.board().squares(Colour.WHITE)).isEmpty();
        assertThat(loop.board().at(18)).contains(Piece.BLACK_KING);
    }

    @Test
    void aShortJump_isResolvedAgainstTheLegalList() {
        CheckersGame game = game("W:W23:B10,18");
        assertThat(game.play("23x7").value().text()).isEqualTo("23x14x7");
        assertThat(game.history()).extracting(Move::text).containsExactly("23x14x7");
    }

    @Test
    void aShortJump_namingTwoSequences_isRefusedAsAmbiguous_namingBoth() {
        CheckersGame game = game("W:W23:B10,11,18,19");
        assertThat(game.play("23x7").refusal().message())
                .isEqualTo("'23x7' names more than one jump: 23x14x7 and 23x16x7; write the squares between.");
        assertThat(game.play("e3xe7").refusal().code()).isEqualTo("ambiguous");
        assertThat(game.play("23x16x7").value().text()).isEqualTo("23x16x7");
        CheckersGame diamond = game("B:W6,7,14,15:B2");
        assertThat(diamond.play("2x18").refusal().message())
                .isEqualTo("'2x18' names more than one jump: 2x9x18 and 2x11x18; write the squares between.");
    }

    @Test
    void aStepWrittenWithX_isPlayed_asOldRecordsWriteIt() {
        CheckersGame game = CheckersGame.newGame();
        assertThat(game.play("10x14").value().text()).isEqualTo("10-14");
    }

    @Test
    void aSideWithNoPieceLeft_loses() {
        CheckersGame game = playAll(game("B:W14:B9"), "9x18");
        assertThat(game.ending().orElseThrow()).isEqualTo(CheckersResult.noPieces(Colour.WHITE));
        assertThat(game.result().orElseThrow().sentence()).isEqualTo("Black wins: White has no pieces left");
        assertThat(game.result().orElseThrow().reason()).isEqualTo("no-pieces");
        assertThat(game.legalMoves()).isEmpty();
    }

    @Test
    void aSideWithNoMove_loses() {
        CheckersGame game = playAll(game("B:W29:B25,18"), "18-22");
        assertThat(game.result().orElseThrow().sentence()).isEqualTo("Black wins: White has no move");
        assertThat(game.result().orElseThrow().reason()).isEqualTo("no-move");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
    }

    @Test
    void aGame_canBeginAlreadyOver() {
        assertThat(game("W:W29:B25,22").ending()).contains(CheckersResult.noMove(Colour.WHITE));
        assertThat(game("B:W:B1").ending()).contains(CheckersResult.noPieces(Colour.WHITE));
        assertThat(game("W:W21:B").ending()).contains(CheckersResult.noPieces(Colour.BLACK));
    }

    @Test
    void theSamePositionWithTheSameSideToMove_forTheThirdTime_isADraw() {
        CheckersGame game = playAll(game("B:WK29:BK4"), "4-8", "29-25", "8-4", "25-29", "4-8", "29-25", "8-4");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.repetitionCounts()).containsEntry("B:WK29:BK4", 2).containsEntry("W:WK29:BK8", 2);
        game.play("25-29");
        assertThat(game.ending()).contains(CheckersResult.repetition());
        assertThat(game.result().orElseThrow().sentence()).isEqualTo("Draw: the same position for the third time");
        assertThat(game.undo().isAccepted()).isTrue();
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
    }

    @Test
    void repetition_isCountedFromTheLastManMoveOrCapture() {
        CheckersGame game = playAll(game("B:WK29,32:BK4"), "4-8", "29-25", "8-4", "25-29", "4-8", "32-27",
                "8-4", "29-25", "4-8", "25-29");
        // The man's move 32-27 cannot be undone, so the positions before it can never stand again.
        assertThat(game.repetitionCounts()).containsExactly(java.util.Map.entry("B:W27,K29:BK8", 2),
                java.util.Map.entry("W:W27,K29:BK4", 1), java.util.Map.entry("B:WK25,27:BK4", 1),
                java.util.Map.entry("W:WK25,27:BK8", 1));
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
    }

    @Test
    void withoutTheRepetitionDraw_playGoesOn() {
        CheckersGame game = playAll(game("B:WK29:BK4", "repetition-draw", "false"),
                "4-8", "29-25", "8-4", "25-29", "4-8", "29-25", "8-4", "25-29", "4-8");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.repetitionCounts()).containsEntry("B:WK29:BK4", 3);
    }

    @Test
    void fortyMovesEach_withNoCaptureAndNoManMoved_isADraw() {
        CheckersGame game = game("B:WK29:BK4 77 100");
        playAll(game, "4-8", "29-25");
        assertThat(game.noProgress()).isEqualTo(79);
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        game.play("8-11");
        assertThat(game.ending()).contains(CheckersResult.noProgress(40));
        assertThat(game.result().orElseThrow().sentence())
                .isEqualTo("Draw: 40 moves each without a capture or a man's move");
    }

    @Test
    void aManMoved_oraCapture_startsTheNoProgressCountAgain() {
        CheckersGame game = playAll(game("B:WK29,K32:BK4,12 40 0"), "4-8");
        assertThat(game.noProgress()).isEqualTo(41);
        playAll(game, "29-25", "12-16");
        assertThat(game.noProgress()).isZero();
        CheckersGame capture = playAll(game("B:WK15:BK10,1 50 0"), "10x19");
        assertThat(capture.noProgress()).isZero();
    }

    @Test
    void theNoProgressLimit_isAnOption_zeroMeaningNever() {
        CheckersGame never = game("B:WK29:BK4 500 0", "no-progress-limit", "0", "repetition-draw", "false");
        assertThat(never.status()).isEqualTo(Status.ACTIVE);
        CheckersGame short3 = playAll(game("B:WK29:BK4", "no-progress-limit", "3"), "4-8", "29-25", "8-11", "25-22");
        assertThat(short3.noProgress()).isEqualTo(4);
        assertThat(short3.play("11-15").isAccepted()).isTrue();
        assertThat(short3.play("22-17").isAccepted()).isTrue();
        assertThat(short3.ending()).contains(CheckersResult.noProgress(3));
    }

    @Test
    void resignTimeoutAndAgreement_endTheMatch_forTheSideNamed() {
        Match resigned = Fixtures.matchPlayed();
        assertThat(resigned.resign(Colour.BLACK.side()).value().sentence()).isEqualTo("White wins: Black resigns");
        Match timedOut = Fixtures.matchPlayed();
        assertThat(timedOut.timeout(Colour.WHITE.side()).value().sentence())
                .isEqualTo("Black wins: White ran out of time");
        Match agreed = Fixtures.matchPlayed();
        agreed.offerDraw(Colour.WHITE.side());
        assertThat(agreed.drawOfferedBy()).contains(Colour.WHITE.side());
        assertThat(agreed.acceptDraw(Colour.BLACK.side()).value().sentence()).isEqualTo("Draw: agreed");
        assertThat(agreed.drawOfferedBy()).isEmpty();
    }

    @Test
    void undo_takesBackMovesOneByOne_andLiftsTheResult() {
        CheckersGame game = playAll(game("B:W14:B9"), "9x18");
        assertThat(game.undo().value().text()).isEqualTo("9x18");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.position()).isEqualTo("B:W14:B9 0 0");
        assertThat(game.undo().refusal().code()).isEqualTo("nothing-to-undo");
        Match resigned = Fixtures.matchPlayed("11-15");
        resigned.resign(Colour.WHITE.side());
        resigned.undo();
        assertThat(resigned.status()).as("the resignation taken back").isEqualTo(Status.ACTIVE);
        assertThat(resigned.history()).hasSize(1);
        resigned.undo();
        assertThat(resigned.history()).isEmpty();
    }
}

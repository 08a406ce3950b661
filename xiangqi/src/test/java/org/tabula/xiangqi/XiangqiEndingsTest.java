package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.xiangqi.Fixtures.game;
import static org.tabula.xiangqi.Fixtures.playAll;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.Match;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.xiangqi.model.Colour;
import org.tabula.xiangqi.model.Ending;
import org.tabula.xiangqi.model.XiangqiResult;
import org.tabula.xiangqi.rules.Limits;

/** How games end: no legal move, the repetition rulings, the no-capture limit, and what the players do. */
class XiangqiEndingsTest {

    @Test
    void checkmate_losesForTheSideMated() {
        XiangqiGame game = playAll(game("Kd0 ke9 Ra8 Rb0", 'w'), "b0b9");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.result()).contains(Result.win(Side.of("red"), "checkmate", "Red wins: Black is checkmated"));
        assertThat(game.legalMoves()).isEmpty();
    }

    @Test
    void stalemate_losesAsSurelyAsMate() {
        XiangqiGame game = playAll(game("Kd0 ke9 Ra7 Rf1", 'w'), "a7a8");
        assertThat(game.inCheck()).isFalse();
        assertThat(game.ending().orElseThrow()).isEqualTo(XiangqiResult.stalemate(Colour.BLACK));
        assertThat(game.result().orElseThrow().sentence()).isEqualTo("Red wins: Black has no legal move");
    }

    @Test
    void aStartWithNoLegalMove_isAlreadyOver() {
        XiangqiGame game = XiangqiGame.fromFen(Fixtures.fen("Kd0 ke9 Ra8 Rb9", 'b'));
        assertThat(game.ending().orElseThrow().ending()).isEqualTo(Ending.CHECKMATE);
        assertThat(game.perft(1)).isZero();
    }

    private static final List<String> CHECKING_CYCLE = List.of("e8e9", "h8h9", "e9e8", "h9h8");

    @Test
    void perpetualCheck_losesForTheCheckingSide_theThirdTimeThePositionStands() {
        XiangqiGame game = game("Kd0 ke8 Rh8", 'b');
        playAll(game, CHECKING_CYCLE.toArray(String[]::new));
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        playAll(game, CHECKING_CYCLE.toArray(String[]::new));
        assertThat(game.ending().orElseThrow()).isEqualTo(XiangqiResult.perpetualCheck(Colour.RED));
        assertThat(game.result().orElseThrow())
                .isEqualTo(Result.win(Side.of("black"), "perpetual-check", "Black wins: Red checked perpetually"));
    }

    @Test
    void perpetualChase_ofAnUnprotectedPiece_losesForTheChasingSide() {
        XiangqiGame game = game("Kd0 ke9 Rg0 ng7", 'b');
        for (int i = 0; i < 2; i++) {
            playAll(game, "g7h9", "g0h0", "h9g7", "h0g0");
        }
        assertThat(game.ending().orElseThrow()).isEqualTo(XiangqiResult.perpetualChase(Colour.RED));
        assertThat(game.result().orElseThrow().sentence()).isEqualTo("Black wins: Red chased perpetually");
    }

    @Test
    void chasingAProtectedPiece_isNoChase_soTheRepetitionIsDrawn() {
        // Black chariots on i7 and i9 guard the horse on g7 and on h9 alike, so red's chariot chases nothing.
        XiangqiGame game = game("Kd0 ke9 Rg0 ng7 ri7 ri9", 'b');
        for (int i = 0; i < 2; i++) {
            playAll(game, "g7h9", "g0h0", "h9g7", "h0g0");
        }
        assertThat(game.ending().orElseThrow()).isEqualTo(XiangqiResult.repetition());
    }

    @Test
    void idleRepetition_isADraw() {
        XiangqiGame game = game("Kd0 kf9 Pe6 pe3", 'w');
        for (int i = 0; i < 2; i++) {
            playAll(game, "d0d1", "f9f8", "d1d0", "f8f9");
        }
        assertThat(game.result()).contains(Result.draw("repetition", "Draw: the same position for the third time"));
    }

    @Test
    void withTheRepetitionLimitAtZero_repetitionNeverEndsTheGame_andAtTwo_theFirstRepeatDoes() {
        XiangqiGame never = new XiangqiGame(Fixtures.position("Kd0 kf9 Pe6 pe3", 'w'), new Limits(120, 0));
        for (int i = 0; i < 5; i++) {
            playAll(never, "d0d1", "f9f8", "d1d0", "f8f9");
        }
        assertThat(never.status()).isEqualTo(Status.ACTIVE);
        XiangqiGame soon = new XiangqiGame(Fixtures.position("Kd0 kf9 Pe6 pe3", 'w'), new Limits(120, 2));
        playAll(soon, "d0d1", "f9f8", "d1d0", "f8f9");
        assertThat(soon.ending().orElseThrow().ending()).isEqualTo(Ending.REPETITION);
    }

    @Test
    void theNoCaptureLimit_drawsAfter120Plies_andACaptureResetsIt() {
        String nearLimit = "3k5/9/9/9/9/9/9/9/r1N1A4/4K4 w - - 118 80";
        XiangqiGame game = playAll(XiangqiGame.fromFen(nearLimit), "e1d2");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        playAll(game, "d9d8");
        assertThat(game.result()).contains(Result.draw("no-capture", "Draw: 120 plies without a capture"));
        assertThat(game.undo().isAccepted()).isTrue();
        playAll(game, "a1c1");
        assertThat(game.noCapture()).isZero();
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
    }

    @Test
    void undo_liftsAnEnding_theMovesCanShow() {
        XiangqiGame game = playAll(game("Kd0 ke9 Ra8 Rb0", 'w'), "b0b9");
        assertThat(game.undo().value().text()).isEqualTo("b0b9");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.result()).isEmpty();
    }

    @Test
    void resignTimeoutAndAgreement_endTheMatch_andTheRecordWritesThem() {
        Match resigned = Fixtures.match(XiangqiGame.newGame());
        assertThat(resigned.resign(Side.of("red")).value().sentence()).isEqualTo("Black wins: Red resigns");
        assertThat(resigned.record()).isEqualTo(Fixtures.GAME_TAG + "[Result \"0-1\"]\nresult black resign\n");
        Match timed = Fixtures.match(Fixtures.played("h2e2"));
        assertThat(timed.timeout(Side.of("black")).value().reason()).isEqualTo("timeout");
        assertThat(timed.record()).endsWith("result red timeout\n");
        Match agreed = Fixtures.match(Fixtures.played("h2e2"));
        agreed.offerDraw(Colour.BLACK.side());
        assertThat(agreed.record()).endsWith("offer black\n");
        assertThat(agreed.acceptDraw(Colour.RED.side()).value()).isEqualTo(Result.draw("agreement", "Draw: agreed"));
        assertThat(agreed.record()).endsWith("result draw agreement\n");
        for (Match match : List.of(resigned, timed, agreed)) {
            Match read = Fixtures.read(match.record());
            assertThat(read.result()).isEqualTo(match.result());
            assertThat(read.record()).isEqualTo(match.record());
        }
    }

    @Test
    void aPlayersEnding_isTheMatchs_theGameGoingOnUnderIt() {
        Match resigned = Fixtures.match(Fixtures.played("h2e2"));
        resigned.resign(Side.of("black"));
        XiangqiGame game = (XiangqiGame) resigned.state();
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.ending()).isEmpty();
    }

    @Test
    void theOtherSidesMove_withdrawsTheDrawOffer() {
        Match match = Fixtures.match(XiangqiGame.newGame());
        match.offerDraw(Colour.BLACK.side());
        match.play("h2e2");
        assertThat(match.drawOfferedBy()).isEmpty();
    }
}

package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.api.Outcome;
import org.tabula.api.Status;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Ending;
import org.tabula.morris.model.MorrisResult;

/**
 * A draw offer as the engine seed (Game::Merrills, offer_draw) has it: it stands until the other side accepts it,
 * declines it or plays a move; the offering side's own move leaves it standing; a move taken back puts the offer
 * back as it stood before that move; and a record writes the offer that stood when a player ended the game.
 */
class MorrisDrawOfferTest {

    @Test
    void theOfferersOwnMove_leavesTheOfferStanding_andTheRecordSaysSo() {
        MorrisGame game = MorrisGame.newGame();
        game.offerDraw(Colour.WHITE);
        assertThat(game.play("d2").isAccepted()).isTrue();
        assertThat(game.offer()).contains(Colour.WHITE);
        assertThat(game.record()).isEqualTo("1. d2\noffer white\n");
        assertThat(MorrisGame.fromText(game.record()).offer()).contains(Colour.WHITE);
    }

    @Test
    void theOtherSidesMove_withdrawsTheOffer() {
        MorrisGame game = MorrisGame.newGame();
        game.offerDraw(Colour.WHITE);
        game.play("d2");
        game.play("f4");
        assertThat(game.offer()).isEmpty();
        assertThat(game.record()).isEqualTo("1. d2 f4\n");
    }

    @Test
    void anOfferMadeOutOfTurn_goesWithTheOtherSidesMove_andUndoPutsItBack() {
        MorrisGame game = MorrisGame.newGame();
        game.offerDraw(Colour.BLACK);
        game.play("d2");
        assertThat(game.offer()).isEmpty();
        game.undo();
        assertThat(game.offer()).contains(Colour.BLACK);
    }

    @Test
    void undo_putsTheOfferBackAsItStoodBeforeTheMove() {
        MorrisGame game = whiteOfferedThenPlayedD2();
        game.play("f4");
        assertThat(game.undo().isAccepted()).isTrue();
        assertThat(game.offer()).as("before f4 white's offer stood").contains(Colour.WHITE);
        game.undo();
        assertThat(game.offer()).as("before d2 too, as white had just offered").contains(Colour.WHITE);
        game.undo();
        assertThat(game.offer()).as("before g1 nobody had offered").isEmpty();
    }

    @Test
    void theSeedsExample_readsAndWritesBackByteForByte() {
        String text = "flying no\n1. d2 f4\noffer black\nresult white resign\n";
        MorrisGame game = MorrisGame.fromText(text);
        assertThat(game.ending().orElseThrow()).isEqualTo(new MorrisResult(Optional.of(Colour.WHITE), Ending.RESIGN,
                "White wins: Black resigns"));
        assertThat(game.offer()).as("no offer stands in a finished game").isEmpty();
        assertThat(game.record()).isEqualTo(text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1. d2\noffer white\nresult draw agreement\n", "1. d2\noffer white\nresult black timeout\n",
        "offer black\nresult draw agreement\n", "1. d2 f4\nresult black resign\n"})
    void aRecordEndedByAPlayer_writesBackTheOfferThatStood(String text) {
        assertThat(MorrisGame.fromText(text).record()).isEqualTo(text);
    }

    @Test
    void aGameEndedByAPlayer_writesTheOfferThatStoodThen() {
        MorrisGame game = MorrisGame.newGame();
        game.play("d2");
        game.offerDraw(Colour.WHITE);
        game.acceptDraw(Colour.BLACK);
        assertThat(game.offer()).isEmpty();
        assertThat(game.record()).isEqualTo("1. d2\noffer white\nresult draw agreement\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"WHITE", "BLACK"})
    void aSideCannotAnswerItsOwnOffer(String name) {
        Colour side = Colour.valueOf(name);
        MorrisGame game = MorrisGame.newGame();
        game.play("d2");
        game.offerDraw(side);
        Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
        Outcome<?> accepted = game.acceptDraw(side);
        Outcome<?> declined = game.declineDraw(side);
        assertThat(accepted.refusal().code()).isEqualTo("own-offer");
        assertThat(declined.refusal().code()).isEqualTo("own-offer");
        assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
        assertThat(game.offer()).contains(side);
    }

    /** The seed's undo takes back the last move, lifting any result: an agreed draw goes with the move. */
    @Test
    void undoAfterAnAgreedDraw_takesBackTheLastMove_andTheOfferStandsAsBeforeIt() {
        MorrisGame game = whiteOfferedThenPlayedD2();
        game.acceptDraw(Colour.BLACK);
        assertThat(game.status()).isEqualTo(Status.FINISHED);

        assertThat(game.undo().value().text()).isEqualTo("d2");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.offer()).contains(Colour.WHITE);
        assertThat(game.acceptDraw(Colour.BLACK).isAccepted()).as("the offer can be accepted again").isTrue();
    }

    @Test
    void undoAfterADrawAgreedBeforeAnyMove_isRefused_andTheGameStaysDrawn() {
        MorrisGame game = MorrisGame.newGame();
        game.offerDraw(Colour.WHITE);
        game.acceptDraw(Colour.BLACK);
        assertThat(game.undo().refusal().code()).isEqualTo("nothing-to-undo");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
    }

    @Test
    void copy_carriesTheOffersToPutBack() {
        MorrisGame game = MorrisGame.newGame();
        game.offerDraw(Colour.WHITE);
        game.play("d2");
        game.play("f4");
        MorrisGame copy = game.copy();
        game.undo();
        assertThat(copy.offer()).isEmpty();
        copy.undo();
        assertThat(copy.offer()).contains(Colour.WHITE);
    }

    /** a7 g1, then white offers and plays d2: its offer stands, black to move. */
    private static MorrisGame whiteOfferedThenPlayedD2() {
        MorrisGame game = MorrisGame.newGame();
        game.play("a7");
        game.play("g1");
        game.offerDraw(Colour.WHITE);
        game.play("d2");
        return game;
    }
}

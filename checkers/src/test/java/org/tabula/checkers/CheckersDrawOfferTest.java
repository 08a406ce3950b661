package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.checkers.Fixtures.played;

import org.junit.jupiter.api.Test;
import org.tabula.api.Move;
import org.tabula.api.Outcome;
import org.tabula.api.Status;

/**
 * A draw offer stands until the other side accepts it, declines it or plays a move, as in the Perl engine ("an
 * offer stands until the other side answers it with a move") and in morris: the offerer's own move leaves it
 * standing. Undo puts it back as it stood before the move taken back, and undo after an agreed draw takes back
 * the agreement only.
 */
class CheckersDrawOfferTest {

    @Test
    void anOffer_standsThroughTheOfferersOwnMove_andGoesWithTheOtherSidesMove() {
        CheckersGame game = CheckersGame.newGame();
        game.offerDraw(Colour.BLACK);
        assertThat(game.offerDraw(Colour.BLACK).isAccepted()).as("offering again").isTrue();
        game.play("11-15");
        assertThat(game.offer()).as("after black's own move").contains(Colour.BLACK);
        game.play("23-18");
        assertThat(game.offer()).as("after white answered with a move").isEmpty();
    }

    @Test
    void anOfferMadeOutOfTurn_goesWithTheMoveOfTheSideToMove() {
        CheckersGame game = CheckersGame.newGame();
        game.offerDraw(Colour.WHITE);
        game.play("11-15");
        assertThat(game.offer()).isEmpty();
    }

    @Test
    void anOffer_goesWhenDeclined() {
        CheckersGame game = played("11-15");
        game.offerDraw(Colour.WHITE);
        assertThat(game.declineDraw(Colour.BLACK).value()).isEqualTo(Colour.BLACK.side());
        assertThat(game.offer()).isEmpty();
    }

    @Test
    void undo_putsTheOfferBackAsItStoodBeforeTheMove() {
        CheckersGame game = CheckersGame.newGame();
        game.offerDraw(Colour.BLACK);
        game.play("11-15");
        game.play("23-18");
        assertThat(game.undo().value().text()).isEqualTo("23-18");
        assertThat(game.offer()).as("the offer white's move withdrew").contains(Colour.BLACK);
        game.undo();
        assertThat(game.offer()).as("before black's own move").contains(Colour.BLACK);

        CheckersGame later = played("11-15");
        later.offerDraw(Colour.WHITE);
        later.undo();
        assertThat(later.offer()).as("an offer made after the move taken back").isEmpty();
    }

    @Test
    void undo_afterAnAgreedDraw_takesBackTheAgreementOnly_andTheOfferStandsAgain() {
        CheckersGame game = played("11-15", "23-18");
        game.offerDraw(Colour.WHITE);
        game.acceptDraw(Colour.BLACK);
        Outcome<Move> undone = game.undo();
        assertThat(undone.value()).isEqualTo(DrawAgreement.TAKEN_BACK);
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.history()).extracting(Move::text).containsExactly("11-15", "23-18");
        assertThat(game.offer()).contains(Colour.WHITE);
        assertThat(game.undo().value().text()).as("the next undo takes back a move").isEqualTo("23-18");

        CheckersGame atTheStart = CheckersGame.newGame();
        atTheStart.offerDraw(Colour.BLACK);
        atTheStart.acceptDraw(Colour.WHITE);
        assertThat(atTheStart.undo().isAccepted()).as("an agreement with no move played").isTrue();
        assertThat(atTheStart.offer()).contains(Colour.BLACK);
        assertThat(atTheStart.undo().refusal().code()).isEqualTo("no-move-to-undo");
    }

    @Test
    void anAgreedDraw_readBackFromItsRecord_undoesTheSameWay() {
        CheckersGame game = played("11-15");
        game.offerDraw(Colour.BLACK);
        game.acceptDraw(Colour.WHITE);
        CheckersGame back = CheckersGame.fromPdn(game.record());
        assertThat(back.record()).isEqualTo(game.record());
        assertThat(back.offer()).isEmpty();
        back.undo();
        game.undo();
        assertThat(back.record()).isEqualTo(game.record());
        assertThat(back.offer()).contains(Colour.BLACK);
    }

    @Test
    void undo_afterAResignation_takesBackTheLastMove_asBefore() {
        CheckersGame game = played("11-15");
        game.offerDraw(Colour.WHITE);
        game.resign(Colour.WHITE);
        assertThat(game.undo().value().text()).isEqualTo("11-15");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.offer()).isEmpty();
    }
}

package org.tabula.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.checkers.Fixtures.matchPlayed;

import org.junit.jupiter.api.Test;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.TakenBack;
import org.tabula.checkers.model.Colour;

/**
 * A draw offer in a match of checkers stands until the other side accepts it, declines it or plays a move, as in
 * the Perl engine ("an offer stands until the other side answers it with a move") and in morris: the offerer's
 * own move leaves it standing. Undo puts it back as it stood before the move taken back, and undo after an agreed
 * draw takes back the agreement only. The {@link Match} owns all of it; these check that checkers' record keeps it.
 */
class CheckersDrawOfferTest {

    private static final Side BLACK = Colour.BLACK.side();
    private static final Side WHITE = Colour.WHITE.side();

    @Test
    void anOffer_standsThroughTheOfferersOwnMove_andGoesWithTheOtherSidesMove() {
        Match match = matchPlayed();
        match.offerDraw(BLACK);
        assertThat(match.offerDraw(BLACK).isAccepted()).as("offering again").isTrue();
        match.play("11-15");
        assertThat(match.drawOfferedBy()).as("after black's own move").contains(BLACK);
        match.play("23-18");
        assertThat(match.drawOfferedBy()).as("after white answered with a move").isEmpty();
    }

    @Test
    void anOfferMadeOutOfTurn_goesWithTheMoveOfTheSideToMove() {
        Match match = matchPlayed();
        match.offerDraw(WHITE);
        match.play("11-15");
        assertThat(match.drawOfferedBy()).isEmpty();
    }

    @Test
    void anOffer_goesWhenDeclined() {
        Match match = matchPlayed("11-15");
        match.offerDraw(WHITE);
        assertThat(match.declineDraw(BLACK).value()).isEqualTo(BLACK);
        assertThat(match.drawOfferedBy()).isEmpty();
    }

    @Test
    void undo_putsTheOfferBackAsItStoodBeforeTheMove() {
        Match match = matchPlayed();
        match.offerDraw(BLACK);
        match.play("11-15");
        match.play("23-18");
        assertThat(match.undo().value().toString()).isEqualTo("23-18");
        assertThat(match.drawOfferedBy()).as("the offer white's move withdrew").contains(BLACK);
        match.undo();
        assertThat(match.drawOfferedBy()).as("before black's own move").contains(BLACK);

        Match later = matchPlayed("11-15");
        later.offerDraw(WHITE);
        later.undo();
        assertThat(later.drawOfferedBy()).as("an offer made after the move taken back").isEmpty();
    }

    @Test
    void undo_afterAnAgreedDraw_takesBackTheAgreementOnly_andTheOfferStandsAgain() {
        Match match = matchPlayed("11-15", "23-18");
        match.offerDraw(WHITE);
        match.acceptDraw(BLACK);
        TakenBack undone = match.undo().value();
        assertThat(undone.ending()).hasValueSatisfying(ending -> assertThat(ending.reason()).isEqualTo("agreement"));
        assertThat(match.status()).isEqualTo(Status.ACTIVE);
        assertThat(match.history()).extracting(Move::text).containsExactly("11-15", "23-18");
        assertThat(match.drawOfferedBy()).contains(WHITE);
        assertThat(match.undo().value().toString()).as("the next undo takes back a move").isEqualTo("23-18");

        Match atTheStart = matchPlayed();
        atTheStart.offerDraw(BLACK);
        atTheStart.acceptDraw(WHITE);
        assertThat(atTheStart.undo().isAccepted()).as("an agreement with no move played").isTrue();
        assertThat(atTheStart.drawOfferedBy()).contains(BLACK);
        assertThat(atTheStart.undo().refusal().code()).isEqualTo("nothing-to-undo");
    }

    @Test
    void anAgreedDraw_readBackFromItsRecord_undoesTheSameWay() {
        Match match = matchPlayed("11-15");
        match.offerDraw(BLACK);
        match.acceptDraw(WHITE);
        assertThat(match.record()).contains("[DrawOffer \"black\"]", "[Result \"1/2-1/2\"]");
        Match back = Fixtures.fromPdn(match.record());
        assertThat(back.record()).isEqualTo(match.record());
        assertThat(back.drawOfferedBy()).isEmpty();
        back.undo();
        match.undo();
        assertThat(back.record()).isEqualTo(match.record());
        assertThat(back.drawOfferedBy()).contains(BLACK);
    }

    @Test
    void aResignation_withAnOfferStanding_isWrittenWithTheOffer_andUndoPutsBothBack() {
        Match match = matchPlayed("11-15");
        match.offerDraw(WHITE);
        match.resign(WHITE);
        assertThat(match.record()).contains("[DrawOffer \"white\"]", "[Result \"1-0\"]");
        Match back = Fixtures.fromPdn(match.record());
        assertThat(back.result()).isEqualTo(match.result());
        assertThat(back.undo().value().ending()).isPresent();
        assertThat(back.status()).isEqualTo(Status.ACTIVE);
        assertThat(back.drawOfferedBy()).contains(WHITE);
        assertThat(back.history()).extracting(Move::text).containsExactly("11-15");
    }
}

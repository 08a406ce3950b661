package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.tabula.api.Match;
import org.tabula.api.Move;
import org.tabula.api.Refusal;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.api.TakenBack;
import org.tabula.xiangqi.model.Colour;

/**
 * Draw offers in a match of xiangqi: an offer stands until the other side accepts it, declines it or plays a move
 * (the offerer's own move leaves it standing), undo puts it back as it stood before the move taken back, no side
 * answers its own offer, and undo after an agreed draw takes back the agreement only. The record writes the offer
 * in xiangqi's {@code offer} line and reads it back.
 */
class XiangqiDrawOfferTest {

    private static final Side RED = Colour.RED.side();
    private static final Side BLACK = Colour.BLACK.side();

    private static Match played(String... moves) {
        Match match = Fixtures.match(XiangqiGame.newGame());
        playAll(match, moves);
        return match;
    }

    private static void playAll(Match match, String... moves) {
        for (String move : moves) {
            assertThat(match.play(move).isAccepted()).as(move).isTrue();
        }
    }

    @Test
    void anOffer_standsThroughTheOfferersOwnMove_andTheRecordWritesItAfterThatMove() {
        Match match = played();
        assertThat(match.offerDraw(RED).isAccepted()).isTrue();
        playAll(match, "h2e2");
        assertThat(match.drawOfferedBy()).contains(RED);
        assertThat(match.record()).isEqualTo(Fixtures.GAME_TAG + "1. h2e2 ; C2.5\noffer red\n");
        assertThat(Fixtures.read(match.record()).drawOfferedBy()).contains(RED);
    }

    @Test
    void anOffer_goesWithTheOtherSidesMove_whenEverItWasMade() {
        Match before = played();
        before.offerDraw(RED);
        playAll(before, "h2e2", "h9g7");
        assertThat(before.drawOfferedBy()).isEmpty();
        Match waiting = played("h2e2");
        waiting.offerDraw(RED);
        playAll(waiting, "h9g7");
        assertThat(waiting.drawOfferedBy()).isEmpty();
    }

    @Test
    void undo_putsTheOfferBack_asItStoodBeforeTheMoveTakenBack() {
        Match match = played();
        match.offerDraw(RED);
        playAll(match, "h2e2", "h9g7");
        assertThat(match.undo().value().toString()).isEqualTo("h9g7");
        assertThat(match.drawOfferedBy()).contains(RED);
        assertThat(match.undo().value().toString()).isEqualTo("h2e2");
        assertThat(match.drawOfferedBy()).as("made before red's move, it stood before it").contains(RED);

        Match later = played("h2e2");
        later.offerDraw(BLACK);
        later.undo();
        assertThat(later.drawOfferedBy()).as("made after the move, it did not stand before it").isEmpty();

        Match declined = played();
        declined.offerDraw(RED);
        playAll(declined, "h2e2");
        declined.declineDraw(BLACK);
        declined.undo();
        assertThat(declined.drawOfferedBy()).contains(RED);
    }

    @Test
    void aSide_cannotAcceptOrDeclineItsOwnOffer_andTheMatchIsUnchanged() {
        Match match = played("h2e2");
        match.offerDraw(BLACK);
        Fixtures.MatchSnapshot before = Fixtures.MatchSnapshot.of(match);
        assertThat(match.acceptDraw(BLACK).refusal()).isEqualTo(new Refusal("own-offer",
                "Black cannot accept its own draw offer: it is Red's to answer."));
        assertThat(match.declineDraw(BLACK).refusal()).isEqualTo(new Refusal("own-offer",
                "Black cannot decline its own draw offer: it is Red's to answer."));
        assertThat(Fixtures.MatchSnapshot.of(match)).isEqualTo(before);
    }

    @Test
    void undo_afterAnAgreedDraw_takesBackTheAgreementOnly_theOfferStandingAgain() {
        Match match = played("h2e2");
        match.offerDraw(BLACK);
        Fixtures.MatchSnapshot offered = Fixtures.MatchSnapshot.of(match);
        assertThat(match.acceptDraw(RED).isAccepted()).isTrue();
        assertThat(match.status()).isEqualTo(Status.FINISHED);
        assertThat(match.record()).isEqualTo(Fixtures.GAME_TAG + "[Result \"1/2-1/2\"]\n1. h2e2 ; C2.5\noffer black\n"
                + "result draw agreement\n");
        assertThat(match.undo().value().ending()).isPresent();
        assertThat(Fixtures.MatchSnapshot.of(match)).isEqualTo(offered);
        assertThat(match.undo().value().toString()).as("the next undo takes back a move").isEqualTo("h2e2");
        assertThat(match.history()).isEmpty();
    }

    @Test
    void undo_afterAnAgreedDrawBeforeAnyMove_takesBackTheAgreement() {
        // The game's undo answers with a move; the match's takes back the agreement with no move to name.
        Match match = played();
        match.offerDraw(RED);
        match.acceptDraw(BLACK);
        TakenBack undone = match.undo().value();
        assertThat(undone.toString()).isEqualTo("agreement");
        assertThat(match.status()).isEqualTo(Status.ACTIVE);
        assertThat(match.drawOfferedBy()).contains(RED);
        assertThat(match.undo().refusal().code()).isEqualTo("nothing-to-undo");
    }

    /** Random games with offers made at random: undoing every move gives back each offer as it stood. */
    @Property(tries = 20)
    void undoingEveryMove_givesBackEachOfferAsItStood(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Match match = played();
        List<Fixtures.MatchSnapshot> beforeEachMove = new ArrayList<>();
        for (int ply = 0; ply < 40 && match.status() == Status.ACTIVE; ply++) {
            Side offerer = random.nextBoolean() ? RED : BLACK;
            switch (random.nextInt(4)) {
                case 0 -> match.offerDraw(offerer);
                case 1 -> match.declineDraw(offerer);
                default -> { }
            }
            Side mover = match.turn();
            Optional<Side> standing = match.drawOfferedBy();
            beforeEachMove.add(Fixtures.MatchSnapshot.of(match));
            List<? extends Move> legal = match.legalMoves();
            match.play(legal.get(random.nextInt(legal.size())));
            if (match.status() == Status.ACTIVE) {
                assertThat(match.drawOfferedBy()).isEqualTo(standing.filter(side -> side.equals(mover)));
            }
            assertThat(Fixtures.read(match.record()).drawOfferedBy()).isEqualTo(match.drawOfferedBy());
        }
        for (int i = beforeEachMove.size() - 1; i >= 0; i--) {
            assertThat(match.undo().isAccepted()).isTrue();
            assertThat(Fixtures.MatchSnapshot.of(match)).isEqualTo(beforeEachMove.get(i));
        }
    }
}

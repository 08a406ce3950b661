package org.tabula.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.xiangqi.Fixtures.playAll;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.tabula.api.Refusal;
import org.tabula.api.Status;

/**
 * Draw offers: an offer stands until the other side accepts it, declines it or plays a move (the offerer's own
 * move leaves it standing), undo puts it back as it stood before the move taken back, no side answers its own
 * offer, and undo after an agreed draw takes back the agreement only.
 */
class XiangqiDrawOfferTest {

    @Test
    void anOffer_standsThroughTheOfferersOwnMove_andTheRecordWritesItAfterThatMove() {
        XiangqiGame game = XiangqiGame.newGame();
        assertThat(game.offerDraw(Colour.RED).isAccepted()).isTrue();
        playAll(game, "h2e2");
        assertThat(game.offer()).contains(Colour.RED);
        assertThat(game.record()).isEqualTo("1. h2e2 ; C2.5\noffer red\n");
        assertThat(XiangqiGame.fromText(game.record()).offer()).contains(Colour.RED);
    }

    @Test
    void anOffer_goesWithTheOtherSidesMove_whenEverItWasMade() {
        XiangqiGame before = XiangqiGame.newGame();
        before.offerDraw(Colour.RED);
        playAll(before, "h2e2", "h9g7");
        assertThat(before.offer()).isEmpty();
        XiangqiGame waiting = Fixtures.played("h2e2");
        waiting.offerDraw(Colour.RED);
        playAll(waiting, "h9g7");
        assertThat(waiting.offer()).isEmpty();
    }

    @Test
    void undo_putsTheOfferBack_asItStoodBeforeTheMoveTakenBack() {
        XiangqiGame game = XiangqiGame.newGame();
        game.offerDraw(Colour.RED);
        playAll(game, "h2e2", "h9g7");
        assertThat(game.undo().value().text()).isEqualTo("h9g7");
        assertThat(game.offer()).contains(Colour.RED);
        assertThat(game.undo().value().text()).isEqualTo("h2e2");
        assertThat(game.offer()).as("made before red's move, it stood before it").contains(Colour.RED);

        XiangqiGame later = Fixtures.played("h2e2");
        later.offerDraw(Colour.BLACK);
        later.undo();
        assertThat(later.offer()).as("made after the move, it did not stand before it").isEmpty();

        XiangqiGame declined = XiangqiGame.newGame();
        declined.offerDraw(Colour.RED);
        playAll(declined, "h2e2");
        declined.declineDraw(Colour.BLACK);
        declined.undo();
        assertThat(declined.offer()).contains(Colour.RED);
    }

    @Test
    void aSide_cannotAcceptOrDeclineItsOwnOffer_andTheGameIsUnchanged() {
        XiangqiGame game = Fixtures.played("h2e2");
        game.offerDraw(Colour.BLACK);
        Fixtures.Snapshot before = Fixtures.Snapshot.of(game);
        assertThat(game.acceptDraw(Colour.BLACK).refusal()).isEqualTo(new Refusal("own-offer",
                "Black cannot accept its own draw offer: Red answers it."));
        assertThat(game.declineDraw(Colour.BLACK).refusal()).isEqualTo(new Refusal("own-offer",
                "Black cannot decline its own draw offer: Red answers it."));
        assertThat(Fixtures.Snapshot.of(game)).isEqualTo(before);
        assertThat(XiangqiRefusal.ofCode("own-offer")).isEqualTo(XiangqiRefusal.OWN_OFFER);
    }

    @Test
    void undo_afterAnAgreedDraw_takesBackTheAgreementOnly_theOfferStandingAgain() {
        XiangqiGame game = Fixtures.played("h2e2");
        game.offerDraw(Colour.BLACK);
        Fixtures.Snapshot offered = Fixtures.Snapshot.of(game);
        assertThat(game.acceptDraw(Colour.RED).isAccepted()).isTrue();
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.undo().isAccepted()).isTrue();
        assertThat(Fixtures.Snapshot.of(game)).isEqualTo(offered);
        assertThat(game.undo().value().text()).as("the next undo takes back a move").isEqualTo("h2e2");
        assertThat(game.history()).isEmpty();
    }

    @Test
    void undo_afterAnAgreedDrawBeforeAnyMove_isRefused_forThereIsNoMoveToName() {
        // Undo answers with the move it took back; with none played there is nothing to answer with, so the
        // agreement stands (a limit of the contract's Outcome<Move>, not a rule of the game).
        XiangqiGame game = XiangqiGame.newGame();
        game.offerDraw(Colour.RED);
        game.acceptDraw(Colour.BLACK);
        assertThat(game.undo().refusal().code()).isEqualTo("no-move-to-undo");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
    }

    /** Random games with offers made at random: undoing every move gives back each offer as it stood. */
    @Property(tries = 20)
    void undoingEveryMove_givesBackEachOfferAsItStood(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        XiangqiGame game = XiangqiGame.newGame();
        List<Fixtures.Snapshot> beforeEachMove = new ArrayList<>();
        for (int ply = 0; ply < 40 && game.status() == Status.ACTIVE; ply++) {
            Colour offerer = random.nextBoolean() ? Colour.RED : Colour.BLACK;
            switch (random.nextInt(4)) {
                case 0 -> game.offerDraw(offerer);
                case 1 -> game.declineDraw(offerer);
                default -> { }
            }
            Colour mover = Colour.of(game.turn());
            Optional<Colour> standing = game.offer();
            beforeEachMove.add(Fixtures.Snapshot.of(game));
            List<XiangqiMove> legal = game.legalMoves();
            game.play(legal.get(random.nextInt(legal.size())));
            if (game.status() == Status.ACTIVE) {
                assertThat(game.offer()).isEqualTo(standing.filter(side -> side == mover));
            }
        }
        for (int i = beforeEachMove.size() - 1; i >= 0; i--) {
            assertThat(game.undo().isAccepted()).isTrue();
            assertThat(Fixtures.Snapshot.of(game)).isEqualTo(beforeEachMove.get(i));
        }
    }
}

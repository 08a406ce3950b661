package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tabula.morris.Fixtures.game;
import static org.tabula.morris.Fixtures.playAll;
import static org.tabula.morris.Fixtures.played;

import org.tabula.api.Match;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.Status;
import org.tabula.api.TextFormatException;
import org.tabula.api.TextLocation;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Ending;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.MorrisResult;

/** A game to and from its position and record text: to_position, from_position, to_text, from_text. */
class MorrisGameTextTest {

    private static final String STUCK_NEXT = Fixtures.moving("d7 a4 g4 d2", "a7 g7 a1 g1", 'w');

    @Test
    void record_writesTheMovesInNumberedPairs() {
        assertThat(played("d2", "f4", "d6").record()).isEqualTo("1. d2 f4\n2. d6\n");
        assertThat(MorrisGame.newGame().record()).isEmpty();
    }

    @Test
    void record_namesTheStartFlyingOfferAndAWrittenEnding_eachOnlyWhenSo() {
        MorrisGame game = MorrisGame.fromPosition("WWW.BB..B..W....B..W.B.. b 4 4 0 10", false);
        playAll(game, "b6xc4", "e4");
        game.offerDraw(Colour.BLACK);
        assertThat(game.record()).isEqualTo("position WWW.BB..B..W....B..W.B.. b 4 4 0 10\nflying no\n"
                + "1... b6xc4\n2. e4\noffer black\n");
        game.resign(Colour.BLACK);
        assertThat(game.record()).as("the offer that stood when black resigned").isEqualTo(
                "position WWW.BB..B..W....B..W.B.. b 4 4 0 10\nflying no\n1... b6xc4\n2. e4\noffer black\n"
                        + "result white resign\n");
    }

    @Test
    void record_doesNotWriteAnEndingTheMovesShow() {
        MorrisGame game = playAll(MorrisGame.fromPosition(STUCK_NEXT), "d2-d1");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.record()).doesNotContain("result");
    }

    @Test
    void fromText_playsTheMoves_thenPutsBackTheOfferAndTheEnding() {
        MorrisGame offered = MorrisGame.fromText("1. d2 f4\n2. d6\noffer black\n");
        assertThat(offered.history()).extracting(MorrisMove::text).containsExactly("d2", "f4", "d6");
        assertThat(offered.offer()).contains(Colour.BLACK);
        MorrisGame agreed = MorrisGame.fromText("1. d2 f4\nresult draw agreement\n");
        assertThat(agreed.ending().map(MorrisResult::ending)).contains(Ending.AGREEMENT);
        MorrisGame timedOut = MorrisGame.fromText("1. d2\nresult black timeout\n");
        assertThat(timedOut.result().orElseThrow().sentence()).isEqualTo("Black wins: White ran out of time");
    }

    @Test
    void fromText_anOfferThenAnEnding_endsTheGameWithNoOfferStanding() {
        MorrisGame game = MorrisGame.fromText("1. d2\noffer white\nresult draw agreement\n");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.offer()).isEmpty();
    }

    @Test
    void fromText_aFlyingLineOverrulesTheArgument() {
        assertThat(MorrisGame.fromText("flying no\n1. d2\n", true).flying()).isFalse();
        assertThat(MorrisGame.fromText("1. d2\n", false).flying()).isFalse();
        assertThat(MorrisGame.fromText("1. d2\n").flying()).isTrue();
        assertThat(MorrisGame.fromText("flying yes\n1. d2\n", false).flying()).isTrue();
    }

    @Test
    void fromText_namesARefusedMoveByItsPlaceTextAndLocation() {
        assertThatThrownBy(() -> MorrisGame.fromText("1. d2 f4\n2. f4\n"))
                .isInstanceOfSatisfying(TextFormatException.class, e -> {
                    assertThat(e.moveNumber()).isEqualTo(OptionalInt.of(3));
                    assertThat(e.location()).contains(new TextLocation(2, 4));
                    assertThat(e.getMessage()).isEqualTo("move 3 (f4): f4 is already taken at 2:4");
                });
    }

    @Test
    void fromText_refusesAnEndingTheMovesAlreadyReached() {
        String text = "position " + STUCK_NEXT + "\n1. d2-d1\nresult black resign\n";
        assertThatThrownBy(() -> MorrisGame.fromText(text))
                .isInstanceOfSatisfying(TextFormatException.class, e -> {
                    assertThat(e.location()).contains(new TextLocation(3, 1));
                    assertThat(e.reason()).isEqualTo("the result black resign comes after moves that already"
                            + " ended the game (White wins: Black has no move)");
                });
    }

    @Test
    void fromText_refusesAnOfferAfterMovesThatEndedTheGame() {
        String text = "position " + STUCK_NEXT + "\n1. d2-d1\n\noffer white\n";
        assertThatThrownBy(() -> MorrisGame.fromText(text))
                .isInstanceOfSatisfying(TextFormatException.class, e -> {
                    assertThat(e.location()).contains(new TextLocation(4, 1));
                    assertThat(e.reason()).startsWith("no draw offer from white can stand: The game is over");
                });
    }

    @Test
    void fromText_refusesALineBesideTheMovesThatCannotBeRead_orComesTwice() {
        assertThatThrownBy(() -> MorrisGame.fromText("1. d2\nresult purple resign\n"))
                .isInstanceOf(TextFormatException.class).hasMessageContaining("2:");
        assertThatThrownBy(() -> MorrisGame.fromText("1. d2\noffer white\noffer black\n"))
                .isInstanceOf(TextFormatException.class).hasMessageContaining("3:");
        assertThatThrownBy(() -> MorrisGame.fromText("1. d2 zz\n"))
                .isInstanceOfSatisfying(TextFormatException.class,
                        e -> assertThat(e.moveNumber()).isEqualTo(OptionalInt.of(2)));
    }

    @Test
    void fromText_roundTripsByteForByte_withCountsOfferAndEnding() {
        MorrisGame game = playAll(game("a7 d6 f4 d2 c4", "g7 b4 e3 a1 d1", 'w'), "a7-a4", "g7-g4", "a4-a7");
        game.offerDraw(Colour.WHITE);
        String text = game.record();
        MorrisGame back = MorrisGame.fromText(text);
        assertThat(back.record()).isEqualTo(text);
        assertThat(back.position()).isEqualTo(game.position());
        assertThat(back.repetitionCounts()).isEqualTo(game.repetitionCounts());
        assertThat(back.noMill()).isEqualTo(game.noMill());
        assertThat(back.legalMoves()).isEqualTo(game.legalMoves());
        assertThat(back.offer()).contains(Colour.WHITE);
    }

    @Test
    void fromPosition_readsTheSixFields_andHasNoHistory() {
        MorrisGame game = MorrisGame.fromPosition("WWW.BB..B..W....B..W.B.. w 4 4 7 10");
        assertThat(game.position()).isEqualTo("WWW.BB..B..W....B..W.B.. w 4 4 7 10");
        assertThat(game.history()).isEmpty();
        assertThat(game.noMill()).isEqualTo(7);
        assertThat(game.ply()).isEqualTo(10);
        assertThat(game.repetitionCounts()).as("men still to place").isEmpty();
        assertThat(game.undo().isAccepted()).isFalse();
    }

    @Test
    void fromPosition_refusesTextThatIsNoPosition_namingWhere() {
        assertThatThrownBy(() -> MorrisGame.fromPosition("WWW w 4 4 0 0"))
                .isInstanceOfSatisfying(TextFormatException.class, e -> assertThat(e.location()).isPresent());
    }

    @Test
    void provider_readsRecordsAndPositionsWithItsOptions() {
        MorrisProvider provider = new MorrisProvider();
        GameOptions noFlying = GameOptions.of(provider.options(), Map.of("flying", "false"));
        assertThat(((MorrisState) provider.readRecord("1. d2\n", noFlying).game()).flying()).isFalse();
        assertThat(Match.fromRecord(provider, "1. d2\n", noFlying).record()).isEqualTo("# game morris\nflying no\n1. d2\n");
        assertThat(provider.fromPosition("........................ w 9 9 0 0", noFlying).options().bool("flying"))
                .isFalse();
    }
}

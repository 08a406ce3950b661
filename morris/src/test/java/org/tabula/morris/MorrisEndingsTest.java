package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.tabula.morris.Fixtures.game;
import static org.tabula.morris.Fixtures.playAll;
import static org.tabula.morris.Fixtures.played;
import static org.tabula.morris.Fixtures.position;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabula.api.GameOptions;
import org.tabula.api.Match;
import org.tabula.api.Result;
import org.tabula.api.Side;
import org.tabula.api.Status;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.Ending;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.MorrisResult;

/** How a game ends, in which order the endings are tested, the draw counts, undo, and draw offers. */
class MorrisEndingsTest {

    /** A moving position, white to move, in which a7-a4 g7-g4 a4-a7 g4-g7 comes back to where it began. */
    private static final String SHUFFLE_WHITE = "a7 d6 f4 d2 c4";
    private static final String SHUFFLE_BLACK = "g7 b4 e3 a1 d1";
    private static final String[] ROUND = {"a7-a4", "g7-g4", "a4-a7", "g4-g7"};

    private static void assertEnded(MorrisGame game, Ending ending, Colour winner, String sentence) {
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.legalMoves()).isEmpty();
        MorrisResult result = game.ending().orElseThrow();
        assertThat(result.ending()).isEqualTo(ending);
        assertThat(result.winner()).isEqualTo(java.util.Optional.ofNullable(winner));
        Result api = game.result().orElseThrow();
        assertThat(api.reason()).isEqualTo(ending.code());
        assertThat(api.sentence()).isEqualTo(sentence);
        assertThat(api.winner()).isEqualTo(winner == null ? null : winner.side());
    }

    @Test
    void fewerThanThree_theSideLeftWithTwoMenLoses() {
        MorrisGame game = playAll(game("a7 d7 g4 c4", "b2 f2 e3", 'w'), "g4-g7xb2");
        assertEnded(game, Ending.FEWER_THAN_THREE, Colour.WHITE, "White wins: Black has fewer than three men");
    }

    @Test
    void noMove_theSideToMoveWithNoMoveLoses() {
        MorrisGame game = playAll(game("d7 a4 g4 d2", "a7 g7 a1 g1", 'w'), "d2-d1");
        assertEnded(game, Ending.NO_MOVE, Colour.WHITE, "White wins: Black has no move");
    }

    @Test
    void fewerThanThree_isTestedBeforeNoMove() {
        MorrisGame game = playAll(game("d7 a4 g4 e4 f2", "a7 g7 b6", 'w'), "f2-f4xb6");
        assertThat(game.legalMoves()).isEmpty();
        assertEnded(game, Ending.FEWER_THAN_THREE, Colour.WHITE, "White wins: Black has fewer than three men");
    }

    @Test
    void repetition_theSamePositionForTheThirdTime_isADraw() {
        MorrisGame game = game(SHUFFLE_WHITE, SHUFFLE_BLACK, 'w');
        String start = game.position().substring(0, 26);
        playAll(game, ROUND);
        assertThat(game.repetitionCounts()).containsEntry(start, 2).hasSize(4);
        playAll(game, "a7-a4", "g7-g4", "a4-a7");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        playAll(game, "g4-g7");
        assertEnded(game, Ending.REPETITION, null, "Draw: the same position for the third time");
        assertThat(game.repetitionCounts()).containsEntry(start, 3);
    }

    @Test
    void repetition_isTestedBeforeTheNoMillLimit() {
        MorrisGame game = MorrisGame.fromPosition(position(SHUFFLE_WHITE, SHUFFLE_BLACK, 'w', 0, 0, 112, 40));
        playAll(game, ROUND);
        playAll(game, ROUND);
        assertThat(game.noMill()).isEqualTo(120);
        assertEnded(game, Ending.REPETITION, null, "Draw: the same position for the third time");
    }

    @Test
    void noMill_theLimitOfMovesWithoutAMill_isADraw() {
        MorrisGame game = MorrisGame.fromPosition(position(SHUFFLE_WHITE, SHUFFLE_BLACK, 'w', 0, 0, 118, 40));
        playAll(game, "a7-a4");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        playAll(game, "g7-g4");
        assertEnded(game, Ending.NO_MILL, null, "Draw: 120 moves without a mill");
    }

    @Test
    void noMill_limitIsAnOptionOfEachGame_andZeroMeansNone() {
        MorrisProvider provider = new MorrisProvider();
        String start = position(SHUFFLE_WHITE, SHUFFLE_BLACK, 'w', 0, 0, 118, 40);
        MorrisState unlimited = (MorrisState) provider.fromPosition(start, GameOptions.of(provider.options(),
                Map.of("no-mill-limit", "0")));
        playAll(unlimited, "a7-a4", "g7-g4", "a4-a7");
        assertThat(unlimited.noMill()).isEqualTo(121);
        assertThat(unlimited.status()).isEqualTo(Status.ACTIVE);

        MorrisState short4 = (MorrisState) provider.newGame(GameOptions.of(provider.options(), Map.of("no-mill-limit", "4")));
        assertThat(short4.noMillLimit()).isEqualTo(4);
        playAll(short4, MorrisRulesTest.PLACEMENTS);
        playAll(short4, "d1-d2", "e3-d3", "d2-f2");
        assertThat(short4.status()).isEqualTo(Status.ACTIVE);
        playAll(short4, "d3-e3");
        assertEnded(MorrisGame.of(Match.of(provider, short4)), Ending.NO_MILL, null, "Draw: 4 moves without a mill");
    }

    @Test
    void noMill_isZeroAfterAPlacementOrACapture_andCountsEachOtherMove() {
        MorrisGame game = played(MorrisRulesTest.PLACEMENTS);
        assertThat(game.noMill()).isZero();
        playAll(game, "d1-d2");
        assertThat(game.noMill()).isEqualTo(1);
        playAll(game, "e3-d3");
        assertThat(game.noMill()).isEqualTo(2);
        MorrisGame capture = playAll(game("a7 d7 g4 c4", "b2 f2 e3 d1", 'w'), "c4-c5");
        assertThat(capture.noMill()).isEqualTo(1);
        playAll(capture, "b2-d2", "g4-g7xd2");
        assertThat(capture.noMill()).isZero();
        assertThat(capture.position()).endsWith(" 0 43");
    }

    @Test
    void repetitionCounts_startWithTheStartOnce_andAreClearedByEachPlacementAndCapture() {
        MorrisGame game = game(SHUFFLE_WHITE, SHUFFLE_BLACK, 'w');
        String start = game.position().substring(0, 26);
        assertThat(game.repetitionCounts()).containsExactly(Map.entry(start, 1));
        playAll(game, "a7-a4");
        assertThat(game.repetitionCounts()).hasSize(2);
        assertThat(played("d2").repetitionCounts()).as("a man still to place").isEmpty();
        MorrisGame capture = playAll(game("a7 d7 g4 c4", "b2 f2 e3 d1", 'w'), "c4-c5", "b2-d2", "g4-g7xd2");
        assertThat(capture.repetitionCounts()).hasSize(1).containsValue(1);
    }

    @Test
    void repetitionCounts_areEmptyWhileMenArePlaced_andBeginWithThePositionAfterTheLast() {
        // The seed: "Both counts begin once every man is placed."
        MorrisGame game = MorrisGame.newGame();
        assertThat(game.repetitionCounts()).isEmpty();
        String[] placements = {"a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "e4", "f4",
            "g4", "c3", "d3", "e3"};
        for (int i = 0; i < placements.length - 1; i++) {
            playAll(game, placements[i]);
            assertThat(game.repetitionCounts()).as("after " + placements[i]).isEmpty();
        }
        playAll(game, placements[placements.length - 1]);
        assertThat(game.repetitionCounts()).containsExactly(Map.entry(game.position().substring(0, 26), 1));
        assertThat(MorrisGame.fromPosition("WWW.BB..B..W....B..W.B.. w 0 1 0 10").repetitionCounts()).isEmpty();
    }

    @Test
    void repetitionCounts_cannotBeChanged() {
        assertThat(MorrisGame.newGame().repetitionCounts()).isUnmodifiable();
    }

    @Test
    void resign_theOtherSideWins() {
        MorrisGame game = played("d2");
        assertThat(game.resign(Colour.WHITE).value().sentence()).isEqualTo("Black wins: White resigns");
        assertEnded(game, Ending.RESIGN, Colour.BLACK, "Black wins: White resigns");
    }

    @Test
    void timeout_theOtherSideWins() {
        MorrisGame game = played("d2");
        assertThat(game.timeout(Side.of("black")).isAccepted()).isTrue();
        assertEnded(game, Ending.TIMEOUT, Colour.WHITE, "White wins: Black ran out of time");
    }

    @Test
    void acceptDraw_endsTheGameDrawnByAgreement() {
        MorrisGame game = played("d2");
        assertThat(game.offerDraw(Colour.BLACK).value()).isEqualTo(Side.of("black"));
        assertThat(game.drawOfferedBy()).contains(Side.of("black"));
        assertThat(game.acceptDraw(Colour.WHITE).value().sentence()).isEqualTo("Draw: agreed");
        assertEnded(game, Ending.AGREEMENT, null, "Draw: agreed");
        assertThat(game.drawOfferedBy()).isEmpty();
    }

    @Test
    void offer_standsUntilDeclined() {
        MorrisGame game = played("d2");
        game.offerDraw(Colour.WHITE);
        assertThat(game.offerDraw(Colour.WHITE).isAccepted()).as("offering again").isTrue();
        assertThat(game.declineDraw(Colour.BLACK).value()).isEqualTo(Side.of("black"));
        assertThat(game.offer()).isEmpty();
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
    }

    @Test
    void offer_goesWithTheOtherSidesMove_andStandsThroughTheOfferersOwn() {
        MorrisGame game = played("d2");
        game.offerDraw(Colour.WHITE);
        playAll(game, "f4");
        assertThat(game.offer()).isEmpty();
        game.offerDraw(Colour.WHITE);
        playAll(game, "d6");
        assertThat(game.offer()).contains(Colour.WHITE);
    }

    @Test
    void offer_isWithdrawnWhenAMoveIsTakenBack() {
        MorrisGame game = played("d2");
        game.offerDraw(Colour.BLACK);
        game.undo();
        assertThat(game.offer()).isEmpty();
    }

    @Test
    void undo_takesBackTheLastMove_andReturnsIt() {
        MorrisGame game = played("d2", "f4");
        assertThat(game.undo().value()).isEqualTo(MorrisMove.place(13));
        assertThat(game.position()).isEqualTo("...................W.... b 8 9 0 1");
        assertThat(game.history()).containsExactly(MorrisMove.place(19));
    }

    @Test
    void undo_liftsAResultTheMovesReached() {
        MorrisGame game = playAll(game("d7 a4 g4 d2", "a7 g7 a1 g1", 'w'), "d2-d1");
        assertThat(game.status()).isEqualTo(Status.FINISHED);
        assertThat(game.undo().value().text()).isEqualTo("d2-d1");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.result()).isEmpty();
        assertThat(game.legalMoves()).isNotEmpty();
    }

    @Test
    void undo_liftsAResignation_andTakesBackTheLastMove() {
        MorrisGame game = played("d2", "f4");
        game.resign(Colour.WHITE);
        assertThat(game.undo().value().text()).isEqualTo("f4");
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.ply()).isEqualTo(1);
    }

    @Test
    void undo_liftsADrawByRepetition() {
        MorrisGame game = playAll(game(SHUFFLE_WHITE, SHUFFLE_BLACK, 'w'), ROUND);
        playAll(game, ROUND);
        game.undo();
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.repetitionCounts()).containsValue(2).doesNotContainValue(3);
    }

    @Test
    void fromPosition_alreadyOver_isFinishedFromTheStart_withNothingToUndo() {
        MorrisGame stuck = game("d7 a4 g4 d1", "a7 g7 a1 g1", 'b');
        assertEnded(stuck, Ending.NO_MOVE, Colour.WHITE, "White wins: Black has no move");
        assertThat(stuck.undo().refusal().code()).isEqualTo("nothing-to-undo");
        MorrisGame beaten = game("d7 a4 g4 d1", "a7 g7", 'w');
        assertEnded(beaten, Ending.FEWER_THAN_THREE, Colour.WHITE, "White wins: Black has fewer than three men");
    }

    @Test
    void sides_thatMorrisHasNot_areACallersMistake() {
        MorrisGame game = MorrisGame.newGame();
        Side red = Side.of("red");
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException().isThrownBy(() -> game.resign(red));
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException().isThrownBy(() -> game.timeout(red));
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException().isThrownBy(() -> game.offerDraw(red));
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException().isThrownBy(() -> game.acceptDraw(red));
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException().isThrownBy(() -> game.declineDraw(red));
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException().isThrownBy(() -> Colour.of(red));
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
    }

    @Test
    void sideLeftOut_meansTheSideToMove() {
        MorrisGame game = played("d2");
        assertThat(game.offerDraw().value()).isEqualTo(Side.of("black"));
        assertThat(game.declineDraw().isAccepted()).as("black cannot decline its own offer").isFalse();
        game.declineDraw(Colour.WHITE);
        playAll(game, "f4");
        game.offerDraw();
        playAll(game, "d6");
        assertThat(game.offer()).as("white's offer stands through white's own move").contains(Colour.WHITE);
        game.offerDraw(Colour.WHITE);
        assertThat(game.acceptDraw().value().sentence()).isEqualTo("Draw: agreed");
        MorrisGame resigned = played("d2");
        assertThat(resigned.resign().value().sentence()).isEqualTo("White wins: Black resigns");
        MorrisGame timedOut = played("d2", "f4");
        assertThat(timedOut.timeout().value().sentence()).isEqualTo("Black wins: White ran out of time");
        MorrisGame declined = played("d2");
        declined.offerDraw(Colour.WHITE);
        assertThat(declined.declineDraw().value()).isEqualTo(Side.of("black"));
    }

    @Test
    void sameMoves_alwaysMakeTheSameGame() {
        MorrisGame one = played(MorrisRulesTest.PLACEMENTS);
        MorrisGame two = played(MorrisRulesTest.PLACEMENTS);
        assertThat(Fixtures.Snapshot.of(one)).isEqualTo(Fixtures.Snapshot.of(two));
        assertThat(one.result()).as("no result before the end").isEmpty();
    }

    @Test
    void ply_countsFromTheStartPositionsPly() {
        MorrisGame game = MorrisGame.fromPosition(position("a7", "g7", 'w', 8, 8, 0, 2));
        assertThat(game.ply()).isEqualTo(2);
        playAll(game, "d2");
        assertThat(game.ply()).isEqualTo(3);
    }

    @Test
    void endings_haveTheirCodes() {
        assertThat(java.util.Arrays.stream(Ending.values()).map(Ending::code)).containsExactly("fewer-than-three",
                "no-move", "repetition", "no-mill", "mill", "full-board", "misere", "resign", "timeout", "agreement");
        assertThat(Ending.ofCode("no-move")).isEqualTo(Ending.NO_MOVE);
    }
}

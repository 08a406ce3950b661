package org.tabula.morris;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.tabula.morris.Fixtures.game;
import static org.tabula.morris.Fixtures.played;
import static org.tabula.morris.Fixtures.position;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabula.api.Move;
import org.tabula.api.Status;
import org.tabula.morris.model.Board;
import org.tabula.morris.model.Colour;
import org.tabula.morris.model.MorrisMove;
import org.tabula.morris.model.Phase;
import org.tabula.morris.model.Position;

/** The rules as the seed states them: placing, moving, flying, mills and the men they take. */
class MorrisRulesTest {

    /** Eighteen placements that close no mill. */
    static final String[] PLACEMENTS = {
        "a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4", "f4", "e4", "c3", "g4", "d1", "e3",
    };

    private static List<String> texts(List<MorrisMove> moves) {
        return moves.stream().map(MorrisMove::text).toList();
    }

    @Test
    void newGame_whiteMovesFirst_placingOnAnyOfTheTwentyFourPoints() {
        MorrisGame game = MorrisGame.newGame();
        assertThat(game.toMove()).isEqualTo(Colour.WHITE);
        assertThat(game.turn().id()).isEqualTo("white");
        assertThat(game.phase()).isEqualTo(Phase.PLACING);
        assertThat(game.status()).isEqualTo(Status.ACTIVE);
        assertThat(game.legalMoves()).hasSize(24);
        assertThat(game.legalMoves()).extracting(MorrisMove::to).isSorted();
        assertThat(game.inHand(Colour.WHITE)).isEqualTo(9);
        assertThat(game.men(Colour.BLACK)).isEqualTo(9);
        assertThat(game.position()).isEqualTo("........................ w 9 9 0 0");
    }

    @Test
    void placing_putsAManFromTheHandOnThePoint_andPassesTheTurn() {
        MorrisGame game = played("d2");
        assertThat(game.toMove()).isEqualTo(Colour.BLACK);
        assertThat(game.inHand(Colour.WHITE)).isEqualTo(8);
        assertThat(game.onBoard(Colour.WHITE)).isEqualTo(1);
        assertThat(game.men(Colour.WHITE)).isEqualTo(9);
        assertThat(game.board().at(19)).contains(Colour.WHITE);
        assertThat(game.legalMoves()).hasSize(23).noneMatch(move -> move.to() == 19);
    }

    @Test
    void placing_goesOnUntilAllEighteenAreDown_thenBothSidesMove() {
        MorrisGame game = played(PLACEMENTS);
        assertThat(game.inHand(Colour.WHITE)).isZero();
        assertThat(game.inHand(Colour.BLACK)).isZero();
        assertThat(game.phaseOf(Colour.WHITE)).isEqualTo(Phase.MOVING);
        assertThat(game.phaseOf(Colour.BLACK)).isEqualTo(Phase.MOVING);
        assertThat(game.legalMoves()).allMatch(move -> !move.isPlacement());
        assertThat(game.ply()).isEqualTo(18);
    }

    @Test
    void phase_isPerSide_placingWhileThatSideHasMenInHand() {
        MorrisGame game = MorrisGame.fromPosition(position("a7 d6 f4 d2", "g7 b4 e3", 'w', 0, 2, 0, 30));
        assertThat(game.phaseOf(Colour.WHITE)).isEqualTo(Phase.MOVING);
        assertThat(game.phaseOf(Colour.BLACK)).isEqualTo(Phase.PLACING);
        Fixtures.playAll(game, "a7-d7");
        assertThat(game.phase()).isEqualTo(Phase.PLACING);
        assertThat(game.legalMoves()).allMatch(MorrisMove::isPlacement);
    }

    @Test
    void moving_goesAlongALineToTheNextPointIfItIsEmpty_inTheFixedOrder() {
        MorrisGame game = game("a7 d6 f4 d2 c4", "g7 b4 e3 a1 d1", 'w');
        assertThat(texts(game.legalMoves())).containsExactly("a7-d7", "a7-a4", "d6-d7", "d6-b6", "d6-f6",
                "d6-d5", "c4-c5", "c4-c3", "f4-f6", "f4-e4", "f4-g4", "f4-f2", "d2-d3", "d2-b2", "d2-f2");
        assertThat(texts(game.legalMovesFor("d6"))).containsExactly("d6-d7", "d6-b6", "d6-f6", "d6-d5");
        assertThat(game.legalMovesFor(16)).isEmpty();
        assertThat(game.legalMovesFor("g7")).isEmpty();
    }

    @Test
    void flying_aSideWithExactlyThreeMenAndNoneInHandMovesToAnyEmptyPoint() {
        MorrisGame game = game("a7 d6 f4", "g7 b4 e3 a1 d1", 'w');
        assertThat(game.phase()).isEqualTo(Phase.FLYING);
        assertThat(game.phaseOf(Colour.BLACK)).isEqualTo(Phase.MOVING);
        assertThat(game.legalMovesFor("a7")).hasSize(16).allMatch(move -> game.board().isEmpty(move.to()));
        assertThat(game.play("a7-g1").isAccepted()).isTrue();
    }

    @Test
    void flying_canBeTurnedOff_andThenThreeMenMoveAlongLines() {
        MorrisGame game = MorrisGame.fromPosition(Fixtures.moving("a7 d6 f4", "g7 b4 e3 a1 d1", 'w'), false);
        assertThat(game.flying()).isFalse();
        assertThat(game.phase()).isEqualTo(Phase.MOVING);
        assertThat(texts(game.legalMovesFor("a7"))).containsExactly("a7-d7", "a7-a4");
    }

    @Test
    void flying_doesNotStartWhileMenAreInHand() {
        MorrisGame game = MorrisGame.fromPosition(position("a7 d6 f4", "g7", 'w', 1, 5, 0, 6));
        assertThat(game.phase()).isEqualTo(Phase.PLACING);
    }

    @Test
    void mill_takesAnEnemyMan_listedOnceForEachManItCouldTake() {
        MorrisGame game = MorrisGame.fromPosition(position("a7 d7", "b6 f4", 'w', 7, 7, 0, 4));
        assertThat(texts(game.legalMovesFor("g7"))).containsExactly("g7xb6", "g7xf4");
        assertThat(game.legalMoves()).extracting(MorrisMove::text).doesNotContain("g7");
        Fixtures.playAll(game, "g7xf4");
        assertThat(game.board().at(13)).isEmpty();
        assertThat(game.men(Colour.BLACK)).isEqualTo(8);
    }

    @Test
    void mill_cannotTakeAManInAMill_whileAnyEnemyManStandsOutsideOne() {
        MorrisGame game = MorrisGame.fromPosition(position("a7 d7", "b6 d6 f6 f4", 'w', 7, 5, 0, 6));
        assertThat(texts(game.legalMovesFor("g7"))).containsExactly("g7xf4");
    }

    @Test
    void mill_takesAManInAMill_whenEveryEnemyManStandsInOne() {
        MorrisGame game = MorrisGame.fromPosition(position("a7 d7", "b6 d6 f6", 'w', 7, 6, 0, 6));
        assertThat(texts(game.legalMovesFor("g7"))).containsExactly("g7xb6", "g7xd6", "g7xf6");
    }

    @Test
    void mill_closingTwoMillsAtOnce_takesOneMan() {
        MorrisGame game = MorrisGame.fromPosition(position("d7 g7 a4 a1", "b6 f4", 'w', 5, 7, 0, 6));
        assertThat(texts(game.legalMovesFor("a7"))).containsExactly("a7xb6", "a7xf4");
        Fixtures.playAll(game, "a7xb6");
        assertThat(game.onBoard(Colour.BLACK)).isEqualTo(1);
    }

    @Test
    void mill_closedWhileTheEnemyHasNoManOnTheBoard_isNoGamesPosition_thoughRulesCheckSaysWhyOfOne() {
        // The seed lists a mill-closing move once per man it could take; no game comes to one with none.
        Position start = new Position(0b11, 0, Colour.WHITE, 1, 9, 0, 2);
        assertThatThrownBy(() -> MorrisGame.fromPosition(start, true)).isInstanceOf(IllegalArgumentException.class);
        assertThat(Rules.closesMill(start, MorrisMove.place(2))).isTrue();
        assertThat(Rules.check(start, true, MorrisNotation.parseMove("g7xd1").orElseThrow()).orElseThrow().message())
                .isEqualTo("Black has no man on the board to take, so g7 takes nothing.");
    }

    @Test
    void mill_byAStep_takesAMan() {
        MorrisGame game = game("a7 d7 g4 c4", "b2 f2 e3 d1", 'w');
        assertThat(texts(game.legalMovesFor("g4"))).containsExactly("g4-g7xe3", "g4-g7xb2", "g4-g7xf2",
                "g4-g7xd1", "g4-f4", "g4-g1");
    }

    @Test
    void legalMovesFor_whilePlacing_arePlacementsOntoThatPoint() {
        MorrisGame game = MorrisGame.fromPosition(position("a7 d7", "b6 f4", 'w', 7, 7, 0, 4));
        assertThat(texts(game.legalMovesFor("d2"))).containsExactly("d2");
        assertThat(game.legalMovesFor("b6")).isEmpty();
    }

    @Test
    void play_readsAnyCaseAndForgivesSpacesAroundTheDashAndTheX() {
        MorrisGame game = game("a7 d7 g4 c4", "b2 f2 e3 d1", 'w');
        assertThat(game.play("  G4 - G7 X B2 ").value()).isEqualTo(MorrisMove.step(14, 2, 18));
    }

    @Test
    void play_takesPointNumbersOrNames_withNoneForWhatAMoveHasNot() {
        MorrisGame game = MorrisGame.newGame();
        assertThat(game.play(MorrisMove.NONE, 19, MorrisMove.NONE).value().text()).isEqualTo("d2");
        assertThat(game.play(null, "f4", null).value().text()).isEqualTo("f4");
        assertThat(game.play(null, "16", null).value().text()).isEqualTo("d3");
        assertThat(game.history()).extracting(MorrisMove::text).containsExactly("d2", "f4", "d3");
    }

    @Test
    void play_readsAMoveOfAnotherKindByItsText() {
        MorrisGame game = MorrisGame.newGame();
        Move foreign = () -> "D2";
        assertThat(game.play(foreign).value()).isEqualTo(MorrisMove.place(19));
    }

    @Test
    void play_returnsTheMoveInCanonicalForm() {
        assertThat(MorrisGame.newGame().play("D2").value().text()).isEqualTo("d2");
    }

    @Test
    void board_isACopy_thatCanBeChangedWithoutTouchingTheGame() {
        MorrisGame game = played("a7", "b6", "d7", "f4", "g7xb6");
        Board board = game.board();
        assertThat(board.inMill(0)).isTrue();
        assertThat(board.inMill(13)).isFalse();
        assertThat(board.inMill(5)).isFalse();
        Board changed = board.without(0).with(5, Colour.BLACK).withInHand(Colour.WHITE, 0);
        assertThat(changed.inMill(1)).isFalse();
        assertThat(game.board()).isEqualTo(board);
        assertThat(game.board().at(0)).contains(Colour.WHITE);
        assertThat(game.inHand(Colour.WHITE)).isEqualTo(6);
    }

    @Test
    void rules_applyAndCheck_workOnPositionValues() {
        Position start = Position.START;
        Position next = Rules.apply(start, true, MorrisMove.place(19));
        assertThat(next.turn()).isEqualTo(Colour.BLACK);
        assertThat(next.white()).isEqualTo(1 << 19);
        assertThat(next.ply()).isEqualTo(1);
        assertThat(Rules.check(next, true, MorrisMove.place(19))).map(r -> r.code()).contains("point-taken");
        assertThat(Rules.legalMoves(start, true)).hasSize(24);
        assertThat(Rules.phaseOf(start, Colour.BLACK, true)).isEqualTo(Phase.PLACING);
    }
}
